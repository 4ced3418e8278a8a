/** The qualification pack's Print button, which needs script to call the browser's print dialog. */
import { PrintPackButton } from "~/features/proof/print-pack-button";

export default function PrintPackIsland({ label }: { label: string }) {
  return <PrintPackButton label={label} />;
}
