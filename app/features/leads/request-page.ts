/**
 * The request page: where a form posts when JavaScript does not take the submit over, and where every
 * "Get a Quote" or "Schedule Consultation" leads before the page's scripts run (its sections are
 * `#message`, `#consultation` and `#quote`). Kept apart from the forms so a link to it loads nothing else.
 */
export const requestPagePath = "/request";

/** The query parameter of a link to the request page's quote form that chooses its service. */
export const quoteSearchParam = "quote";
