import { cn } from "~/lib/cn";

/**
 * The box of an image, whatever draws it (`Picture`, `Photo`, `Drawing`): its intrinsic ratio within the
 * column's width, or, with `fill`, the whole of its positioned parent (a background).
 */
export function imageBoxClass(fill: boolean, className?: string) {
  return cn(fill ? "absolute inset-0 size-full max-w-none" : "h-auto max-w-full", className);
}
