import { createContext, type ReactNode, useContext } from "react";

/**
 * The parts of a page that run script, when the page is rendered at build time with islands (site/,
 * decision 0031): the framework renders each such part as an island of its own and hands it in by name,
 * and the part's place in the page shows it instead of the static component.
 */
const IslandSlots = createContext<Readonly<Record<string, ReactNode>>>({});

export function IslandSlotsProvider({ slots, children }: { slots: Record<string, ReactNode>; children: ReactNode }) {
  return <IslandSlots.Provider value={slots}>{children}</IslandSlots.Provider>;
}

/** The island named `name` where one was handed in, else `children` (the whole page hydrates, or no script). */
export function IslandSlot({ name, children }: { name: string; children: ReactNode }) {
  return useContext(IslandSlots)[name] ?? children;
}
