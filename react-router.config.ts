import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender.server";

export default {
  // BUILD_DIR lets parallel work build side by side; the default is ./build.
  buildDirectory: process.env.BUILD_DIR || "build",
  // No runtime server: every page is rendered to static HTML at build time and hydrated in the browser.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
