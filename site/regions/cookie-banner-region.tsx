/**
 * The cookie banner, rendered to HTML at build time hidden and with no React: the layout's inline script
 * shows it while no choice is stored and answers it, so a visitor who only reads loads no framework for it.
 */
import { CookieBannerView } from "~/features/cookies/cookie-banner-view";
import { RouteProvider, type RouteState } from "~/lib/router";

export default function CookieBannerRegion({ route }: { route: RouteState }) {
  return (
    <RouteProvider value={route}>
      <CookieBannerView hidden />
    </RouteProvider>
  );
}
