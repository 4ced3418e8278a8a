/** What the page says when the app cannot start: shipped apart from the rest of the copy, which loads later. */
export const startup = {
  application: "Application Error",
  unknown: "Unknown error",
  console: "Please check the console for more details",
} as const;
