// The client directives astro.config.mjs registers, as Astro's docs declare custom directives, so that the
// layouts' islands are checked like the rest.
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Starts the island on the visitor's first reach for it. "/path": the shell, which also takes the clicks on
     * links to that request page's forms; "?names": also once painted when the address's query holds one.
     */
    "client:used"?: boolean | `/${string}` | `?${string}`;
    /** Starts the island once the page has painted; "visible": then once it is on screen. */
    "client:painted"?: boolean | "visible";
  }
}
