import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Button and link-button styles. Every size keeps a target of at least 44 px (WCAG 2.5.8 asks 24). */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-arc-600 text-white hover:bg-arc-700",
        secondary: "bg-navy-900 text-white hover:bg-navy-800",
        outline: "border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white",
        ghost: "text-navy-900 hover:bg-steel-100",
        inverse: "border-2 border-white text-white hover:bg-white hover:text-navy-900",
      },
      size: {
        md: "min-h-11 px-5 py-2.5 text-sm",
        sm: "min-h-10 px-3 py-2 text-sm",
        lg: "min-h-12 px-6 py-2.5 text-base",
        icon: "size-11 text-sm",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
