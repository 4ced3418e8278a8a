import type { ComponentProps, MouseEvent } from "react";
import { cn } from "~/lib/cn";
import { isPlainClick } from "~/lib/plain-click";
import { type ButtonVariants, buttonVariants } from "./button";

/**
 * A link styled as a button that opens a dialog once the page's scripts run, and before that (or without
 * them) simply goes to `href`, where the same thing works as a page: the form the dialog would hold.
 * A click with a modifier key or another button keeps the browser's own meaning (a new tab, say). Without
 * `onOpen` (the dialog is not in this React tree) it is a plain link, for whatever holds the dialog to take over.
 */
export function DialogLink({
  href,
  onOpen,
  className,
  variant,
  size,
  ...props
}: Omit<ComponentProps<"a">, "onClick"> & ButtonVariants & { href: string; onOpen?: () => void }) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!onOpen || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen();
  }
  return (
    <a
      {...props}
      href={href}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={onOpen ? open : undefined}
    />
  );
}
