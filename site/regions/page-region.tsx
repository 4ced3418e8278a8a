/**
 * A page's own content, rendered by Astro to HTML at build time with no script: its route module's
 * component, given its route's data by `RouteProvider` (app/lib/router.tsx). Its quote and consultation links are plain links:
 * the dialogs they open live in the shell's island, which takes their clicks over (shell-island.tsx). The
 * page's parts that run script come in as Astro's named slots, each an island, and take their places in the
 * page (`IslandSlot`).
 */
import type { ComponentType, ReactNode } from "react";
import { type IslandSlots, IslandSlotsProvider } from "~/lib/island-slots";
import { RouteProvider, type RouteState } from "~/lib/router";

export default function PageRegion({
  route,
  Page,
  params,
  matches,
  actionData,
  children: _children,
  ...islands
}: {
  route: RouteState;
  Page: ComponentType<Record<string, unknown>>;
  params: Record<string, string>;
  matches: unknown[];
  /** The answer to a form sent to the page without JavaScript (the request page rendered per request). */
  actionData?: unknown;
  children?: ReactNode;
} & IslandSlots) {
  return (
    <RouteProvider value={route}>
      <IslandSlotsProvider slots={islands}>
        <Page loaderData={route.loaderData} actionData={actionData} params={params} matches={matches} />
      </IslandSlotsProvider>
    </RouteProvider>
  );
}
