import { usePageCopy } from "~/i18n/page-copy";
import { AccreditationsTable } from "./accreditations-table";
import { AuthorisationsTable } from "./authorisations-table";
import { EquipmentTable } from "./equipment-table";
import { HseRateNotes } from "./hse-rate-notes";
import { HseTable } from "./hse-table";
import { InsuranceTable } from "./insurance-table";
import { PackIntro } from "./pack-intro";
import { PackRegister } from "./pack-register";
import { PackSection } from "./pack-section";
import type { QualificationView } from "./page-data";
import { RadiationOfficer } from "./radiation-officer";
import { ReferencesOnRequest } from "./references-on-request";

/**
 * The prequalification pack, in the order vendor questionnaires ask: accreditations, radiation, HSE,
 * equipment, insurance, people, references. `data-print-pack` lets the print stylesheet write out the
 * addresses of its links, which a printed copy cannot follow.
 */
export function QualificationPack({ pack }: { pack: QualificationView }) {
  const t = usePageCopy("proof").qualification;
  return (
    <div data-print-pack="">
      <PackIntro pack={pack} />
      <PackSection
        id="qualification-accreditations"
        tone="muted"
        title={t.accreditations.heading}
        lead={t.accreditations.lead}
        reviewedText={pack.accreditations.reviewedText}
      >
        <AccreditationsTable items={pack.accreditations.items} dayText={pack.dayText} />
      </PackSection>
      <PackSection
        id="qualification-radiation"
        title={t.radiation.heading}
        lead={t.radiation.lead}
        reviewedText={pack.radiation.reviewedText}
      >
        <AuthorisationsTable items={pack.radiation.items} dayText={pack.dayText} />
        <RadiationOfficer officer={pack.radiation.officer} />
      </PackSection>
      <PackSection
        id="qualification-hse"
        tone="muted"
        title={t.hse.heading}
        lead={t.hse.lead}
        reviewedText={pack.hse.reviewedText}
      >
        <HseTable rows={pack.hse.items} />
        <HseRateNotes />
      </PackSection>
      <PackSection
        id="qualification-equipment"
        title={t.equipment.heading}
        lead={t.equipment.lead}
        reviewedText={pack.equipment.reviewedText}
      >
        <EquipmentTable items={pack.equipment.items} dayText={pack.dayText} />
      </PackSection>
      <PackSection
        id="qualification-insurance"
        tone="muted"
        title={t.insurance.heading}
        lead={t.insurance.lead}
        reviewedText={pack.insurance.reviewedText}
      >
        <InsuranceTable items={pack.insurance.items} dayText={pack.dayText} />
      </PackSection>
      <PackRegister register={pack.register} />
      <ReferencesOnRequest tone="muted" />
    </div>
  );
}
