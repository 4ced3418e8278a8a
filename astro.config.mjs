// Astro renders every page (site/adapter/routes.ts) to static HTML at build time, from the React components,
// with React islands only where script runs (decision 0031); the request page's answers to forms sent without
// JavaScript are rendered per request by the server build (site/server/). `npm run build` runs it, then the
// post-build step.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { decapEditor } from "./scripts/cms/vite-plugin.mjs";
import { companyFacts } from "./scripts/content/company-plugin.mjs";
import { islandChunks } from "./scripts/islands/chunks-plugin.mjs";
import { photos } from "./scripts/photos/vite-plugin.mjs";
import { leadAnswers } from "./site/server/adapter.mjs";
import { devLeads } from "./site/server/dev-leads.mjs";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * client:painted, an island that starts after the first paint, and client:used, one that starts when the
 * visitor first reaches for it (site/directives/).
 */
const directives = {
  name: "island-directives",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({ name: "painted", entrypoint: here("./site/directives/painted.js") });
      addClientDirective({ name: "used", entrypoint: here("./site/directives/used.js") });
    },
  },
};

export default defineConfig({
  srcDir: "./site",
  // $BUILD_DIR (relative or absolute; ./build by default): the pages and assets in client/, the server build
  // in server/. The server build imports its packages from node_modules: the folder stays inside the project.
  outDir: resolve(process.env.BUILD_DIR || "build"),
  publicDir: "./public",
  output: "static",
  adapter: leadAnswers(),
  trailingSlash: "ignore",
  // Hashed files in /assets/, which every host's immutable-cache rule covers.
  build: { format: "directory", inlineStylesheets: "always", assets: "assets" },
  integrations: [react(), directives, devLeads()],
  // The development site (`npm run dev`, `npm run cms`) is for this machine alone: it listens on the loopback,
  // and answers only a Host of localhost or an address (Vite's own check; `allowedHosts` left empty on
  // purpose), so a web page whose name was rebound to 127.0.0.1 gets a 403. A port in use is an error, not
  // another port: the editor's origin is checked by its local backend (scripts/cms/local-guard.mjs).
  server: { host: "127.0.0.1", port: 5173, allowedHosts: [] },
  vite: {
    plugins: [
      tailwindcss(),
      photos(),
      companyFacts(),
      // The staff editor's bundle and configuration, beside public/admin/ (decision 0021).
      decapEditor(),
      islandChunks({ entries: [here("./site/islands/shell-island.tsx"), here("./site/islands/header-island.tsx")] }),
    ],
    resolve: {
      alias: [{ find: /^~\//, replacement: `${here("./app")}/` }],
    },
    server: { strictPort: true },
    ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    // The build's settings the app reads keep the prefix they were first given (VITE_HERO_VIDEO_ID).
    envPrefix: ["VITE_", "PUBLIC_"],
    // esbuild, not Lightning CSS: Lightning CSS folds the header's animation-timeline into the
    // animation shorthand, which does not take one, and the whole declaration is then dropped.
    build: { cssMinify: "esbuild" },
  },
});
