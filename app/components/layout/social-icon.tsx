/**
 * Brand glyphs drawn inline: lucide dropped brand icons, and four small paths cost less than a dependency.
 * Paths are simplified outlines of each network's public mark.
 */
const paths = {
  facebook: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.2-.6.6-.6Z",
  twitter: "M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.3-6-5.2 6H4l6.6-7.6Z",
  linkedin:
    "M4.5 9h3.2v11H4.5Zm1.6-5a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8ZM10 9h3v1.6c.5-.9 1.7-1.9 3.6-1.9 3.3 0 3.9 2.1 3.9 4.9V20h-3.2v-5.7c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20H10Z",
  instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
} as const;

export function SocialIcon({ network }: { network: keyof typeof paths }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-[18px]" fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
