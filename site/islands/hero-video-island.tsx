/**
 * The hero's background video, for a site that has one: it waits for the visitor's consent and an idle
 * moment after the load (features/home/hero-video.tsx). `route.loaderData` holds only the player's title.
 */
import { HeroVideo } from "~/features/home/hero-video";
import { RouteProvider, type RouteState } from "~/lib/router";

export default function HeroVideoIsland({ route }: { route: RouteState }) {
  return (
    <RouteProvider value={route}>
      <HeroVideo className="absolute inset-0 -z-20" />
    </RouteProvider>
  );
}
