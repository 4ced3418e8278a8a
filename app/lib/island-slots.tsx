import { createContext, type ReactNode, useContext } from "react";

/**
 * The parts of a page that run script, when the page is rendered at build time with islands (site/,
 * decision 0031): the framework renders each such part as an island of its own and hands it in by name,
 * and the part's place in the page shows it instead of the static component.
 */
/** The places of the pages' parts that run script; the layouts hand each island in under one of these names. */
export type IslandSlotName =
  | "blogList"
  | "blogTeaser"
  | "consultationForm"
  | "currentYear"
  | "galleryGrid"
  | "heroVideo"
  | "inquiryForm"
  | "messageForm"
  | "quoteForm"
  | "share";

export type IslandSlots = Partial<Record<IslandSlotName, ReactNode>>;

const IslandSlotsContext = createContext<Readonly<IslandSlots>>({});

export function IslandSlotsProvider({ slots, children }: { slots: IslandSlots; children: ReactNode }) {
  return <IslandSlotsContext.Provider value={slots}>{children}</IslandSlotsContext.Provider>;
}

/** The island named `name` where one was handed in, else `children` (the whole page hydrates, or no script). */
export function IslandSlot({ name, children }: { name: IslandSlotName; children: ReactNode }) {
  return useContext(IslandSlotsContext)[name] ?? children;
}
