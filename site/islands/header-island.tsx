/**
 * The header as an island of its own (app/features/shell/header.tsx, unchanged): its menus' hover delay, arrow
 * keys and phone menu, and its solid-on-scroll. It holds no dialog: its Get a Quote is a plain link, which
 * the shell's island takes over like every other. `route.rootData.common` holds only the header's words.
 */
import { Header } from "~/features/shell/header";
import { RouteProvider, type RouteState } from "~/lib/router";

export default function HeaderIsland({ route }: { route: RouteState }) {
  return (
    <RouteProvider value={route}>
      <Header />
    </RouteProvider>
  );
}
