/** A legal page's "Last updated" line, which shows the visitor's date once its script runs. */
import { LastUpdated } from "~/features/legal/last-updated";
import { RouteProvider, type RouteState } from "~/lib/router";

export default function LastUpdatedIsland({ route }: { route: RouteState }) {
  return (
    <RouteProvider value={route}>
      <LastUpdated />
    </RouteProvider>
  );
}
