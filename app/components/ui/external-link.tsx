import type { ComponentProps } from "react";
import { useCommon } from "~/i18n/use-locale";

/**
 * A link that opens in a new tab, says so to screen readers, and gives the new page no access back.
 * Icon-only links pass `label`: it is read (not shown) before the new-tab notice.
 */
export function ExternalLink({
  children,
  label,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & { label?: string }) {
  const t = useCommon();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">
        {label ? `${label} ` : " "}
        {t.newTab}
      </span>
    </a>
  );
}
