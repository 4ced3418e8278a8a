import barlowCondensed from "@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url";
import inter from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { Shell } from "./components/layout/shell";
import { useCommon, useLocale } from "./features/i18n/use-locale";
import { localeTags, localizePath } from "./lib/i18n";
import { organizationJsonLd } from "./lib/structured-data";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  // Every page's text is set in these two Latin fonts: fetching them with the stylesheet, not after it
  // is applied, lets the first paint use them, so nothing reflows when they arrive.
  { rel: "preload", href: inter, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: barlowCondensed, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/images/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/icons/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const t = useCommon();
  return (
    <html lang={localeTags[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f33" />
        <Meta />
        <Links />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${t.pages.blog.title} (${t.languageName})`}
          href={localizePath("/rss.xml", locale)}
        />
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built from our own config; "<" is escaped.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd(locale, t)).replace(/</g, "\\u003c") }}
        />
      </head>
      <body>
        <a
          href="#main"
          className="fixed top-2 left-2 z-[60] -translate-y-24 rounded-md bg-arc-600 px-4 py-3 font-semibold text-white focus:translate-y-0"
        >
          {t.skipLink}
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Spec §8: an unexpected routing error shows "Unexpected Application Error!" with its message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useCommon();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t.errors.unknown;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-4xl font-bold text-navy-900">{t.errors.unexpected}</h1>
      <p className="mt-4 rounded-md bg-steel-100 p-4 font-mono text-sm text-navy-900">{message}</p>
      <p className="mt-6">
        <a href="/" className="font-semibold text-arc-700 underline">
          {t.notFound.home}
        </a>
      </p>
    </main>
  );
}
