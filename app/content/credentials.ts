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
