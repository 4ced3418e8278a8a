/** The footer, rendered to HTML at build time with no script; its year comes in by name (`currentYear`), set by the layout's inline script. */
import type { ReactNode } from "react";
import { Footer } from "~/components/layout/footer";
import { IslandSlotsProvider } from "~/lib/island-slots";
import { RouteProvider, type RouteState } from "~/lib/router";

export default function FooterRegion({ route, currentYear }: { route: RouteState; currentYear?: ReactNode }) {
  return (
    <RouteProvider value={route}>
      <IslandSlotsProvider slots={{ currentYear }}>
        <Footer />
      </IslandSlotsProvider>
    </RouteProvider>
  );
}
