import type { Widen } from "~/lib/i18n";
/**
 * English copy of the staff outsourcing page (/services/staff-outsourcing). The roles, with their names,
 * descriptions and image descriptions in each language, are content the editor writes:
 * app/content/staff-roles.yaml (decision 0025).
 */
export const staff = {
  eyebrow: "Staff outsourcing",
  introTitle: "Certified technical people, deployed when you need them",
  intro: [
    "Shutdowns, construction peaks and new contracts rarely match the size of a permanent workforce. We provide welders, inspectors, technicians, supervisors and engineers on short or long assignments, onshore and offshore, so your projects are staffed with qualified people without adding to your payroll.",
    "Every candidate is trade-tested and has their certificates verified before deployment. We handle contracts, social security registration, insurance, personal protective equipment and travel, and a coordinator stays reachable around the clock for the whole assignment.",
  ],
  imageAlt:
    "Illustration of a welder, an NDT technician and an HSE officer in protective equipment ready for deployment",
  statsLabel: "Staff outsourcing in figures",
  stats: [
    { value: "23+", label: "Specialties" },
    { value: "5+", label: "Years of experience of deployed staff" },
    { value: "24/7", label: "Deployment support" },
  ],
  quote: "Request Staff Quote",
  rolesEyebrow: "Roles",
  rolesTitle: { one: "The role we deploy", other: "The {count} roles we deploy" },
  /** Before the name of whoever took a role's photograph. */
  rolePhotoCredit: "Photo:",
  rolesLead:
    "Each role is filled by people whose qualifications we have checked against the certificates your project requires.",
  includedEyebrow: "Included",
  includedTitle: "What every deployment includes",
  included: [
    {
      title: "Verified certificates",
      text: "We check every welding, NDT, inspection and safety certificate with the issuing body and keep copies on file for your audits.",
    },
    {
      title: "Trade test before deployment",
      text: "Welders weld a test coupon and technicians demonstrate their method before they reach your site.",
    },
    {
      title: "HSE induction and PPE",
      text: "Medical fitness, safety induction and personal protective equipment are provided before the first shift.",
    },
    {
      title: "Contracts, CNPS and insurance",
      text: "Employment contracts, CNPS social security registration, insurance and payroll handled in line with Cameroonian labour law.",
    },
    {
      title: "Round-the-clock support",
      text: "A coordinator you can call at any hour, and a replacement organised quickly if someone falls ill or leaves.",
    },
  ],
  ctaTitle: "Tell us who you need and when",
  ctaText:
    "Give us the roles, the number of people, the location and the start date. We reply with profiles and a daily or monthly rate.",
  contact: "Contact our team",
} as const;

/** The shape every translation of the staff outsourcing dictionary must have: English's keys, any words. */
export type StaffDictionary = Widen<typeof staff>;
