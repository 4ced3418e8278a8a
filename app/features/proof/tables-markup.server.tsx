import { renderToStaticMarkup } from "react-dom/server";
import type { ProofDictionary } from "~/content/locales/proof";
import { AccreditationsTable } from "./accreditations-table";
import { AuthorisationsTable } from "./authorisations-table";
import { EquipmentTable } from "./equipment-table";
import { HseTable } from "./hse-table";
import { InsuranceTable } from "./insurance-table";
import type { QualificationView, RegisterView } from "./page-data";
import { RegisterTable } from "./register-table";

/**
 * The proof pages' tables as HTML, rendered once at build time. Tables hold no state, and their links are
 * plain ones (the holders' entries on the team page, the issuers' registers), so the browser gets their
 * markup in the page and its data file and never the code of the tables, their cells, badges and links:
 * hydrated, they cost the register and the pack more script than anything else on those pages.
 */

/** The tables of the pack, one for each of its parts that comes from a file, and the personnel certificates. */
export interface PackTablesHtml {
  accreditations: string;
  radiation: string;
  hse: string;
  equipment: string;
  insurance: string;
  register: string;
}

/** The certificates register's table; holders link to their entries on the team page at `teamPath`. */
export function registerMarkup(register: RegisterView, copy: ProofDictionary["register"], teamPath: string): string {
  return renderToStaticMarkup(<RegisterTable register={register} copy={copy} teamPath={teamPath} />);
}

/** Every table of the pack, its certificates register's holders linked to the team page at `teamPath`. */
export function packTablesMarkup(pack: QualificationView, copy: ProofDictionary, teamPath: string): PackTablesHtml {
  const t = copy.qualification;
  const { dayText } = pack;
  return {
    accreditations: renderToStaticMarkup(
      <AccreditationsTable items={pack.accreditations.items} dayText={dayText} copy={t} />,
    ),
    radiation: renderToStaticMarkup(<AuthorisationsTable items={pack.radiation.items} dayText={dayText} copy={t} />),
    hse: renderToStaticMarkup(<HseTable rows={pack.hse.items} copy={t} />),
    equipment: renderToStaticMarkup(<EquipmentTable items={pack.equipment.items} dayText={dayText} copy={t} />),
    insurance: renderToStaticMarkup(<InsuranceTable items={pack.insurance.items} dayText={dayText} copy={t} />),
    register: registerMarkup(pack.register, copy.register, teamPath),
  };
}
