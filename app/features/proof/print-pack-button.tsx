import { Printer } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Prints the page through the browser's own dialog. It needs the page's scripts, so until they run it keeps
 * its place but stays invisible (and out of reach of the keyboard and screen readers): showing it then
 * moves nothing, and where scripts never run the browser's Print command, which the copy mentions, does the same.
 */
export function PrintPackButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <Button variant="outline" onClick={() => window.print()} className={cn("shrink-0", !hydrated && "invisible")}>
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
