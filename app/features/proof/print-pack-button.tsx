import { Printer } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * Prints the page through the browser's own dialog. Only script can do that: the button keeps its place but
 * stays invisible (and out of reach of the keyboard and screen readers) until the page's inline script shows it
 * and gives it its click (site/layouts/Page.astro). Where scripts never run, the browser's Print command,
 * which the copy mentions, does the same.
 */
export function PrintPackButton({ label }: { label: string }) {
  return (
    <Button variant="outline" data-print-button="" className="invisible shrink-0">
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
