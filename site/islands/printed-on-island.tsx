/** The day of printing on a printed page's letterhead, read from the visitor's clock. */
import { PrintedOn } from "~/features/proof/printed-on";
import { RouteProvider } from "~/lib/router";

export default function PrintedOnIsland({ pathname, template }: { pathname: string; template: string }) {
  return (
    <RouteProvider value={{ pathname }}>
      <PrintedOn template={template} />
    </RouteProvider>
  );
}
