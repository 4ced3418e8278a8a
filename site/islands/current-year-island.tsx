/** The footer's copyright year, the visitor's once its script runs. */
import { CurrentYear } from "~/components/layout/current-year";

export default function CurrentYearIsland() {
  return <CurrentYear />;
}
