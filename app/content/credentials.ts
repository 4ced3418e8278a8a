import type { SchemeCode } from "~/features/proof/vocabulary";

/**
 * Certifications held across the inspection team. Proper names of schemes, identical in every
 * language; published as the organization's credentials in structured data.
 */
export const credentials = [
  { name: "AWS Certified Welding Inspector (CWI)", recognizedBy: "American Welding Society" },
  { name: "CSWIP 3.1 Welding Inspector", recognizedBy: "TWI Certification Ltd" },
  { name: "ASNT NDT Level III", recognizedBy: "American Society for Nondestructive Testing" },
  { name: "AMPP (NACE) Coating Inspector", recognizedBy: "Association for Materials Protection and Performance" },
  { name: "International Welding Engineer (IWE)", recognizedBy: "International Institute of Welding" },
  { name: "API 510 / 570 / 653 Inspector", recognizedBy: "American Petroleum Institute" },
] as const;

/**
 * The register's scheme of each credential above, so that `check:launch` can report one the company no
 * longer claims (`claims.certifications` in company.json). The structured data is built in the browser
 * too, on client-side navigation, so the list stays code there; this table stays out of the browser.
 */
export const credentialSchemes: Record<(typeof credentials)[number]["name"], SchemeCode> = {
  "AWS Certified Welding Inspector (CWI)": "aws-cwi",
  "CSWIP 3.1 Welding Inspector": "cswip",
  "ASNT NDT Level III": "asnt",
  "AMPP (NACE) Coating Inspector": "ampp",
  "International Welding Engineer (IWE)": "iwe",
  "API 510 / 570 / 653 Inspector": "api",
};
