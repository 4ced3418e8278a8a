/**
 * A page's own content, rendered by Astro to HTML at build time with no script: its route module's
 * component, given the router's data by `RouteProvider`. The quote and consultation providers only give
 * the links their context here; the dialogs they open live in the shell's island, which takes the links'
 * clicks over (shell-island.tsx). The page's parts that run script come in as Astro's named slots, each
 * an island, and take their places in the page (`IslandSlot`).
 */
import type { ComponentType, ReactNode } from "react";
import { ConsultationProvider } from "~/features/consultation/consultation-context";
import { QuoteProvider } from "~/features/quote/quote-context";
import { IslandSlotsProvider } from "~/lib/island-slots";
import { RouteProvider, type RouteState } from "../adapter/react-router";

export default function PageRegion({
  route,
  Page,
  params,
  matches,
  children: _children,
  ...islands
}: {
  route: RouteState;
  Page: ComponentType<Record<string, unknown>>;
  params: Record<string, string>;
  matches: unknown[];
  children?: ReactNode;
} & Record<string, ReactNode>) {
  return (
    <RouteProvider value={route}>
      <ConsultationProvider>
        <QuoteProvider>
          <IslandSlotsProvider slots={islands}>
            <Page loaderData={route.loaderData} params={params} matches={matches} />
          </IslandSlotsProvider>
        </QuoteProvider>
      </ConsultationProvider>
    </RouteProvider>
  );
}
