import { useCurrentYear } from "~/i18n/use-current-year";

/** The footer's copyright year: the build's in the HTML, the visitor's once scripts run. */
export function CurrentYear() {
  return <span data-testid="copyright-year">{useCurrentYear()}</span>;
}
