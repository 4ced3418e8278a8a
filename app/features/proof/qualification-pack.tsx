import { BuiltMarkup } from "./built-markup";
import { HseRateNotes } from "./hse-rate-notes";
import { PackIntro } from "./pack-intro";
import { PackPartSection } from "./pack-part-section";
import { PackRegister } from "./pack-register";
import type { PackOutline } from "./page-data";
import { PrintLetterhead } from "./print-letterhead";
import { RadiationOfficer } from "./radiation-officer";
import { ReferencesOnRequest } from "./references-on-request";
import type { PackTablesHtml } from "./tables-markup.server";

/**
 * The prequalification pack, in the order vendor questionnaires ask: accreditations, radiation, HSE,
 * equipment, insurance, people, references. Its tables arrive as the HTML the build rendered. `data-print-pack`
 * lets the print stylesheet write out the addresses of its links, which a printed copy cannot follow; every
 * printed page carries the letterhead.
 */
export function QualificationPack({
  pack,
  tables,
  pageUrl,
}: {
  pack: PackOutline;
  tables: PackTablesHtml;
  pageUrl: string;
}) {
  return (
    <div data-print-pack="">
      <PrintLetterhead pageUrl={pageUrl} dayText={pack.dayText} />
      <PackIntro pack={pack} />
      <PackPartSection part="accreditations" pack={pack} tone="muted">
        <BuiltMarkup html={tables.accreditations} />
      </PackPartSection>
      <PackPartSection part="radiation" pack={pack}>
        <BuiltMarkup html={tables.radiation} />
        <RadiationOfficer officer={pack.radiation.officer} />
      </PackPartSection>
      <PackPartSection part="hse" pack={pack} tone="muted">
        <BuiltMarkup html={tables.hse} />
        <HseRateNotes />
      </PackPartSection>
      <PackPartSection part="equipment" pack={pack}>
        <BuiltMarkup html={tables.equipment} />
      </PackPartSection>
      <PackPartSection part="insurance" pack={pack} tone="muted">
        <BuiltMarkup html={tables.insurance} />
      </PackPartSection>
      <PackRegister tableHtml={tables.register} />
      <ReferencesOnRequest tone="muted" />
    </div>
  );
}
