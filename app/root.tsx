import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { startupDictionaries } from "./content/locales/startup";
import { Shell } from "./features/shell/shell";
import { scriptJson } from "./lib/html.mjs";
import { localeFromPath, localeTags, localizePath } from "./lib/i18n";
import { RouteProvider } from "./lib/router";
import { type RootData, rootLoader } from "./root-data";
import stylesheet from "./styles/app.css?url";

/**
 * The whole stylesheet (about 9 KB compressed), inlined into every prerendered page so the first
 * paint waits for nothing but the HTML (decision 0009). Only the prerender reads the file; in the
 * browser the string is empty and React keeps the element the HTML brought (suppressHydrationWarning,
 * as React Router does for its own inline scripts). `npm run dev` links the file instead, for hot reload.
 */
const inlineStylesheet: string | null = import.meta.env.DEV
  ? null
  : import.meta.env.SSR
    ? (await import("./styles/app.css?inline")).default
    : "";

/** Runs at build time for every prerendered page (see `rootLoader`). */
export const loader = rootLoader;

/** The shell's copy changes with the language only. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

export const links: LinksFunction = () => [
  ...(inlineStylesheet === null ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/images/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/icons/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  // Absent only when the root's data failed to load; the error boundary below still renders.
  const root = useRouteLoaderData<RootData>("root");
  return (
    <html lang={localeTags[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f33" />
        <Meta />
        {inlineStylesheet === null ? null : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, compiled at build time.
          <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inlineStylesheet }} />
        )}
        <Links />
        {/* Where scripts never run, the home page's header cannot turn solid on scroll: it is solid from the start. */}
        <noscript>
          <style>{'header[data-solid="false"]{background-color:var(--color-navy-900);background-image:none}'}</style>
        </noscript>
        {root ? (
          <>
            <link
              rel="alternate"
              type="application/rss+xml"
              title={`${root.common.pages.blog.title} (${root.common.languageName})`}
              href={localizePath("/rss.xml", locale)}
            />
            <script
              type="application/ld+json"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our own config; "<" is escaped.
              dangerouslySetInnerHTML={{ __html: scriptJson(root.organization) }}
            />
          </>
        ) : null}
      </head>
      <body>
        <a
          href="#main"
          className="fixed top-2 left-2 z-[60] -translate-y-24 rounded-md bg-arc-600 px-4 py-3 font-semibold text-white focus:translate-y-0"
        >
          {startupDictionaries[locale].skipLink}
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The components read the page's path and data from `RouteProvider`, as on the pages Astro builds: here it
 * is filled from React Router's own state, for the development server.
 */
export default function App() {
  const { pathname, search, hash } = useLocation();
  const matches = useMatches();
  const rootData = useRouteLoaderData<RootData>("root");
  const loaderData = matches.at(-1)?.loaderData;
  return (
    <RouteProvider value={{ pathname, search, hash, rootData, loaderData }}>
      <Shell>
        <Outlet />
      </Shell>
    </RouteProvider>
  );
}

/** An unexpected routing error shows "Unexpected Application Error!" with its message. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const t = startupDictionaries[localeFromPath(useLocation().pathname)];
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t.unknown;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-4xl font-bold text-navy-900">{t.unexpected}</h1>
      <p className="mt-4 rounded-md bg-steel-100 p-4 font-mono text-sm text-navy-900">{message}</p>
      <p className="mt-6">
        <a href="/" className="font-semibold text-arc-700 underline">
          {t.home}
        </a>
      </p>
    </main>
  );
}
