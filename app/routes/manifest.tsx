import { company } from "~/content/company";
import { commonDictionaries } from "~/content/locales";

/** /manifest.webmanifest: name, colours and icons for "add to home screen". */
export function loader() {
  const t = commonDictionaries.en;
  const manifest = {
    name: company.name,
    short_name: company.shortName,
    description: t.pages.home.description,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0b1f33",
    icons: [
      { src: "/images/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
