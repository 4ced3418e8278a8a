// The client directives astro.config.mjs registers, as Astro's docs declare custom directives, so that the
// layouts' islands are checked like the rest.
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Starts the island on the visitor's first reach for it; "?names" also once painted when the query holds one. */
    "client:used"?: boolean | string;
    /** Starts the island once the page has painted. */
    "client:painted"?: boolean;
  }
}
