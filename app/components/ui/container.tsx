import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const widths = { page: "max-w-7xl", text: "max-w-3xl" } as const;

/**
 * The page's content width; `width="text"` for a reading column. The right padding leaves a
 * gutter for the contact tab fixed on that edge (`pr-beside-tab`, in app.css).
 */
export function Container({
  className,
  width = "page",
  ...props
}: ComponentProps<"div"> & { width?: keyof typeof widths }) {
  return (
    <div className={cn("mx-auto w-full pr-beside-tab pl-4 sm:pl-6 lg:pl-8", widths[width], className)} {...props} />
  );
}
