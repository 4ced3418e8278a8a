import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender.server";

export default {
  // BUILD_DIR lets parallel work build side by side; the default is ./build.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every page is rendered to static HTML at build time and hydrated in the browser; the server build
  // only answers the lead forms' POSTs (server/leads.mjs, decision 0011).
  ssr: true,
  prerender: prerenderPaths,
  // Every route's manifest comes with the page: a static host has no /__manifest to ask for routes.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
