import { useId } from "react";
import type { Locale } from "~/lib/i18n";

/** Small inline flags: emoji flags do not render on Windows, and images would cost requests. */
export function Flag({ locale }: { locale: Locale }) {
  const clip = useId();
  if (locale === "fr") {
    return (
      <svg viewBox="0 0 3 2" aria-hidden="true" className="h-3 w-[18px] rounded-[2px] ring-1 ring-black/20">
        <rect width="1" height="2" fill="#0055a4" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ef4135" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 60 30" aria-hidden="true" className="h-3 w-[18px] rounded-[2px] ring-1 ring-black/20">
      <clipPath id={clip}>
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#C8102E" strokeWidth="3" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}
