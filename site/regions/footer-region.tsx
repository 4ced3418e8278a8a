/** The footer, rendered to HTML at build time with no script; its year comes in as an island (`currentYear`). */
import type { ReactNode } from "react";
import { Footer } from "~/components/layout/footer";
import { ConsultationProvider } from "~/features/consultation/consultation-context";
import { QuoteProvider } from "~/features/quote/quote-context";
import { IslandSlotsProvider } from "~/lib/island-slots";
import { RouteProvider, type RouteState } from "../adapter/react-router";

export default function FooterRegion({ route, currentYear }: { route: RouteState; currentYear?: ReactNode }) {
  return (
    <RouteProvider value={route}>
      <ConsultationProvider>
        <QuoteProvider>
          <IslandSlotsProvider slots={{ currentYear }}>
            <Footer />
          </IslandSlotsProvider>
        </QuoteProvider>
      </ConsultationProvider>
    </RouteProvider>
  );
}
