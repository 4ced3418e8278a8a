import { AccreditationsTable } from "./accreditations-table";
import { AuthorisationsTable } from "./authorisations-table";
import { EquipmentTable } from "./equipment-table";
import { HseRateNotes } from "./hse-rate-notes";
import { HseTable } from "./hse-table";
import { InsuranceTable } from "./insurance-table";
import { PackIntro } from "./pack-intro";
import { PackPartSection } from "./pack-part-section";
import { PackRegister } from "./pack-register";
import type { QualificationView } from "./page-data";
import { RadiationOfficer } from "./radiation-officer";
import { ReferencesOnRequest } from "./references-on-request";

/**
 * The prequalification pack, in the order vendor questionnaires ask: accreditations, radiation, HSE,
 * equipment, insurance, people, references. `data-print-pack` lets the print stylesheet write out the
 * addresses of its links, which a printed copy cannot follow.
 */
export function QualificationPack({ pack }: { pack: QualificationView }) {
  return (
    <div data-print-pack="">
      <PackIntro pack={pack} />
      <PackPartSection part="accreditations" pack={pack} tone="muted">
        <AccreditationsTable items={pack.accreditations.items} dayText={pack.dayText} />
      </PackPartSection>
      <PackPartSection part="radiation" pack={pack}>
        <AuthorisationsTable items={pack.radiation.items} dayText={pack.dayText} />
        <RadiationOfficer officer={pack.radiation.officer} />
      </PackPartSection>
      <PackPartSection part="hse" pack={pack} tone="muted">
        <HseTable rows={pack.hse.items} />
        <HseRateNotes />
      </PackPartSection>
      <PackPartSection part="equipment" pack={pack}>
        <EquipmentTable items={pack.equipment.items} dayText={pack.dayText} />
      </PackPartSection>
      <PackPartSection part="insurance" pack={pack} tone="muted">
        <InsuranceTable items={pack.insurance.items} dayText={pack.dayText} />
      </PackPartSection>
      <PackRegister register={pack.register} />
      <ReferencesOnRequest tone="muted" />
    </div>
  );
}
