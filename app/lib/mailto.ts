/** A mail draft to open in the visitor's own mail program. */
export interface MailDraft {
  to: string;
  subject: string;
  body: string;
}

/**
 * Builds a `mailto:` URL whose every part is percent-encoded (RFC 6068), so that `& ? # % = "`,
 * accents, `<script>` and line breaks reach the mail program as the visitor typed them.
 * Line breaks are normalised to CRLF, as the RFC asks.
 */
export function buildMailto({ to, subject, body }: MailDraft): string {
  const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, "\r\n");
  const address = to
    .split(",")
    .map((part) => encodeURIComponent(part.trim()).replace(/%40/g, "@"))
    .join(",");
  return `mailto:${address}?subject=${encodeURIComponent(subject.replace(/[\r\n]+/g, " "))}&body=${encodeURIComponent(crlf(body))}`;
}

/** Reads a `mailto:` URL back into its parts (used by tests and by anyone checking a draft). */
export function parseMailto(url: string): MailDraft {
  const parsed = new URL(url);
  if (parsed.protocol !== "mailto:") throw new Error(`Not a mailto URL: ${url}`);
  const params = new Map<string, string>();
  for (const pair of parsed.search.replace(/^\?/, "").split("&")) {
    if (!pair) continue;
    const [key = "", value = ""] = pair.split("=");
    params.set(decodeURIComponent(key).toLowerCase(), decodeURIComponent(value));
  }
  return {
    to: decodeURIComponent(parsed.pathname),
    subject: params.get("subject") ?? "",
    body: params.get("body") ?? "",
  };
}

/** The same draft with `text` added at the end of its body, after a blank line. */
export function withBodyEnding(url: string, text: string): string {
  const draft = parseMailto(url);
  return buildMailto({ ...draft, body: `${draft.body}\r\n\r\n${text}` });
}

/** Opens the draft. A link click, unlike `location.assign`, leaves the page and its state alone. */
export function openMailto(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.rel = "noopener";
  link.click();
}
