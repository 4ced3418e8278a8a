import type { Config } from "@react-router/dev/config";

export default {
  // BUILD_DIR lets parallel work build side by side; the default is ./build.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Only the development server (`npm run dev`) and the route modules' types use this configuration: the
  // site is built by Astro (astro.config.mjs), and its lead forms are answered by server/leads.mjs.
  ssr: true,
} satisfies Config;
