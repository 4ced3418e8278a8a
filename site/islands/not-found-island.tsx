/**
 * The 404 page's two parts that need script: the path the visitor tried (named and logged on arrival, with
 * `client:painted`) and the Back button (`client:used`). `route.rootData.common` holds only the page's words.
 */
import { AttemptedPath } from "~/features/not-found/attempted-path";
import { BackButton } from "~/features/not-found/back-button";
import { RouteProvider, type RouteState } from "~/lib/router";

export default function NotFoundIsland({ route, part }: { route: RouteState; part: "attempted" | "back" }) {
  return <RouteProvider value={route}>{part === "attempted" ? <AttemptedPath /> : <BackButton />}</RouteProvider>;
}
