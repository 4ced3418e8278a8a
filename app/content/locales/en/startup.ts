/**
 * What the page says when the app cannot start or a route fails: the only copy in the JavaScript
 * bundle. Everything else arrives with the page's data (decision 0009), which an error may lack.
 */
export const startup = {
  application: "Application Error",
  unknown: "Unknown error",
  console: "Please check the console for more details",
  unexpected: "Unexpected Application Error!",
  home: "Back to Home",
  skipLink: "Skip to main content",
} as const;
