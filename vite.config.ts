import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { decapEditor } from "./scripts/cms/vite-plugin.mjs";
import { companyFacts } from "./scripts/content/company-plugin.mjs";
import { photos } from "./scripts/photos/vite-plugin.mjs";

/**
 * Small modules most pages share: our components and helpers, the shell's contexts and form parts,
 * the icons, the class helpers. The dialogs themselves are not matched (their own chunks load when
 * first opened); what they share with the page is.
 */
const sharedUi =
  /[\\/](app[\\/](components|lib|i18n|features[\\/](leads[\\/](contact-fields|service-field|wide-text-field)|notifications[\\/]notify|consultation[\\/]consultation-context|quote[\\/]quote-context|seo[\\/](seo|page-meta|structured-data))|content[\\/](locales[\\/]startup|navigation|pages))|node_modules[\\/](lucide-react|clsx|class-variance-authority))[\\/.]/;

export default defineConfig({
  // photos() first: public/photos/ must be complete before React Router's build copies it and prerenders.
  // companyFacts() checks app/content/company.json against its schema whenever a build loads it (decision 0023).
  // decapEditor() puts the staff editor's bundle beside public/admin/ (decision 0021).
  plugins: [tailwindcss(), photos(), companyFacts(), decapEditor(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The dev site (`npm run dev`, `npm run cms`) is for this machine alone: it listens on the loopback, and
  // answers only a Host of localhost or an address (Vite's own check; `allowedHosts` left empty on purpose),
  // so a web page whose name was rebound to 127.0.0.1 gets a 403. A port in use is an error, not another port:
  // the editor's origin is checked by its local backend (scripts/cms/local-guard.mjs).
  server: { host: "127.0.0.1", port: 5173, strictPort: true, allowedHosts: [] },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React and React Router: every page needs them, and they change only with an upgrade.
              name: "framework",
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              // Left to itself, Rolldown gives every icon and small component shared by two routes its
              // own chunk: 30-odd requests of 150-800 bytes per page, each with its own headers and
              // round trip. Shared UI code goes into one chunk instead (decision 0009).
              name: "ui",
              // The dialog frame stays out: it pulls in Radix, which loads with the first dialog opened. So do
              // the photo and sample parts, which the case studies' and team pages need and the home page does not.
              // So do the inner pages' blocks, but for the two the home page shows too: it would carry the
              // others for nothing, and these two as chunks of their own.
              test: (id) =>
                sharedUi.test(id) &&
                !/[\\/]components[\\/]ui[\\/](dialog|photo|sample-badge)\./.test(id) &&
                !/[\\/]components[\\/]blocks[\\/](?!check-list|badge-list)/.test(id),
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the server build, so it holds the icons and primitives the pages use, not every one the
    // packages ship: loading all of lucide-react and radix-ui cost the production server ~65 MB of memory.
    noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//],
  },
  define: {
    // The year the HTML is built in; the footer replaces it with the visitor's year after hydration.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
});
