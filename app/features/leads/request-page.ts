/**
 * The request page: where a form posts when JavaScript does not take the submit over, and where every
 * "Get a Quote" or "Schedule Consultation" leads before the page's scripts run (its sections are
 * `#message`, `#consultation` and `#quote`). Kept apart from the forms so a link to it loads nothing else.
 */
export const requestPagePath = "/request";

/** Each form's section of the request page, by the kind of request it sends. */
export const requestSectionIds = { inquiry: "message", consultation: "consultation", quote: "quote" } as const;

/** The query parameter of a link to the request page's quote form that chooses its service. */
export const quoteSearchParam = "quote";

/**
 * The dialog a link opens in place of the request page, if any: a link on this site (`origin`) to this
 * language's request page (`requestPath`), to its `#quote` or `#consultation` form. Scripts read it to take a
 * plain link's click over (the shell's island, and the directive that holds such clicks until it runs).
 */
export function requestDialogOf(href: string, origin: string, requestPath: string): "quote" | "consultation" | null {
  const url = new URL(href, origin);
  if (url.origin !== origin || url.pathname !== requestPath) return null;
  if (url.hash === "#quote") return "quote";
  if (url.hash === "#consultation") return "consultation";
  return null;
}
