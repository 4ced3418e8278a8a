/** The campaign parameters kept with a lead: read by the forms in the browser, stored and reported by the server. */
export const utmNames = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
