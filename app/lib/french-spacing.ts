/**
 * French typography's fixed spaces: the space before `:` `;` `!` `?` `%` and `»`, and after `«`, cannot
 * break, or a phone's narrow column leaves a lone "?" or ":" at the start of a line. Writers (and the staff
 * in the editor) type an ordinary space; the site swaps it when it reads French copy. Only a space already
 * there is replaced, so a time ("08:00"), an address ("https://…", "?q=") or a class name is left alone.
 * The colon, the percent sign and the guillemets take a full no-break space, the others a narrow one, as the
 * French national printing office's rules have it.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([:%»])/g, "\u00a0$1")
    .replace(/ ([;!?])/g, "\u202f$1")
    .replace(/« /g, "«\u00a0");
}

/**
 * A copy of French copy (a dictionary, a parsed record) with `frenchSpacing` applied to every string in it,
 * however deep; other values are kept as they are.
 */
export function withFrenchSpacing<T>(value: T): T {
  if (typeof value === "string") return frenchSpacing(value) as T;
  if (Array.isArray(value)) return value.map((item) => withFrenchSpacing(item)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFrenchSpacing(item)])) as T;
  }
  return value;
}
