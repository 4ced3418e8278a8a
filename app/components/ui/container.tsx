import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const widths = { page: "max-w-7xl", text: "max-w-3xl" } as const;

/** The page's content width; `width="text"` for a reading column. */
export function Container({
  className,
  width = "page",
  ...props
}: ComponentProps<"div"> & { width?: keyof typeof widths }) {
  return <div className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", widths[width], className)} {...props} />;
}
