import { useCommon } from "~/i18n/use-locale";

/** The company's address, a line each, in the page's language. */
export function PostalAddress({
  label,
}: {
  /** Said before the address where nothing on screen names it. */ label?: string;
}) {
  const { address } = useCommon();
  return (
    <address className="not-italic">
      {label ? <span className="sr-only">{label}: </span> : null}
      {address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
