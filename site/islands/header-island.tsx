/**
 * The header as an island of its own (app/features/shell/header.tsx, unchanged): its menus' hover delay, arrow
 * keys and phone menu, its solid-on-scroll, and its Get a Quote, which opens the quote dialog in this island.
 */
import { ConsultationProvider } from "~/features/consultation/consultation-context";
import { QuoteProvider } from "~/features/quote/quote-context";
import { Header } from "~/features/shell/header";
import { RouteProvider, type RouteState } from "../adapter/react-router";

export default function HeaderIsland({ route }: { route: RouteState }) {
  return (
    <RouteProvider value={route}>
      <ConsultationProvider>
        <QuoteProvider>
          <Header />
        </QuoteProvider>
      </ConsultationProvider>
    </RouteProvider>
  );
}
