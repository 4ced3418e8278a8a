import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender.server";

export default {
  // No runtime server: every page is rendered to static HTML at build time and hydrated in the browser.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
