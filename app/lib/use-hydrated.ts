import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * `false` while React hydrates the prerendered HTML, `true` from then on (and at once on pages reached
 * by in-app navigation). State that the build cannot know, such as the query string of a deep link,
 * must wait for it, or the first client render would differ from the HTML and hydration would fail.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
