import type { Widen } from "~/lib/i18n";
/**
 * English copy of the staff outsourcing page (/services/staff-outsourcing). `roles` is keyed by the
 * role ids of `app/content/staff-roles.ts`, which also gives their order and images.
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
  rolesTitle: "The 23 roles we deploy",
  rolesLead:
    "Each role is filled by people whose qualifications we have checked against the certificates your project requires.",
  roles: {
    welder: {
      name: "Welder",
      description:
        "Pipe and plate welders qualified to ISO 9606-1 or ASME IX in SMAW, GTAW, GMAW and FCAW, up to the 6G position, on carbon steel, stainless steel and duplex.",
      imageAlt: "Welder in a helmet running a root pass on a pipe joint",
    },
    "pipe-fitter": {
      name: "Pipe Fitter",
      description:
        "Reads isometrics, then cuts, bevels and fits up spools and field joints to tolerance, ready for welding and pressure testing.",
      imageAlt: "Pipe fitter aligning two pipe ends with a clamp",
    },
    "structural-fitter": {
      name: "Structural Fitter",
      description:
        "Marks out, cuts and assembles beams, plates and bracing from shop drawings for structures, skids and platforms.",
      imageAlt: "Structural fitter tack-welding a steel beam connection",
    },
    "welding-inspector": {
      name: "Welding Inspector",
      description:
        "CSWIP 3.1 or AWS-CWI inspector who checks WPS compliance, fit-up, preheat and consumables, and carries out visual acceptance of welds.",
      imageAlt: "Welding inspector measuring a fillet weld with a gauge",
    },
    "ndt-ut-technician": {
      name: "NDT Technician – UT",
      description:
        "ISO 9712 or ASNT Level 2 technician for ultrasonic weld inspection and thickness surveys, and phased array or TOFD where qualified.",
      imageAlt: "NDT technician scanning a weld with an ultrasonic probe and flaw detector",
    },
    "ndt-rt-technician": {
      name: "NDT Technician – RT",
      description:
        "Level 2 radiographer for gamma and X-ray radiography on film or digital detectors, trained in radiation safety and monitored by dosimetry.",
      imageAlt: "Radiographer placing a film cassette on a pipe weld next to a warning sign",
    },
    "ndt-mt-pt-technician": {
      name: "NDT Technician – MT/PT",
      description:
        "Level 2 technician for magnetic particle and liquid penetrant testing of welds, castings, forgings and lifting gear.",
      imageAlt: "Technician testing a weld with a magnetic yoke",
    },
    "coating-inspector": {
      name: "Coating Inspector",
      description:
        "NACE/AMPP coating inspector who checks climate, blast profile, salts, DFT, adhesion and holidays, and writes the daily coating report.",
      imageAlt: "Coating inspector reading a dry film thickness gauge on painted steel",
    },
    "blaster-painter": {
      name: "Blaster / Painter",
      description:
        "Abrasive blasts steel to Sa 2½ and applies multi-coat systems by airless spray, brush and roller, to the coating specification.",
      imageAlt: "Blaster in a hood and protective suit blasting a steel surface",
    },
    "hse-officer": {
      name: "HSE Officer",
      description:
        "Runs toolbox talks, permits to work, gas testing and site inspections, and reports incidents and near misses.",
      imageAlt: "HSE officer with a clipboard checking a permit to work on site",
    },
    "rope-access-technician": {
      name: "Rope Access Technician",
      description:
        "IRATA or SPRAT certified technician who inspects, tests, paints and repairs at height on structures, tanks, flare stacks and hulls.",
      imageAlt: "Rope access technician suspended on two ropes against a steel structure",
    },
    "crane-operator": {
      name: "Crane Operator",
      description:
        "Certified operator of mobile, crawler and tower cranes, working to the lift plan with daily pre-use checks.",
      imageAlt: "Crane operator in the cab of a mobile crane",
    },
    rigger: {
      name: "Rigger",
      description:
        "Selects and inspects slings and shackles, rigs loads and signals the crane operator according to the lift plan.",
      imageAlt: "Rigger attaching a sling and shackle to a load",
    },
    scaffolder: {
      name: "Scaffolder",
      description:
        "Erects, modifies and dismantles tube-and-fitting and system scaffolds, and inspects and tags them for use.",
      imageAlt: "Scaffolder fixing a tube on a scaffold beside a tank",
    },
    "mechanical-technician": {
      name: "Mechanical Technician",
      description:
        "Maintains and overhauls pumps, compressors, valves and rotating equipment, including shaft alignment and controlled bolting.",
      imageAlt: "Mechanical technician tightening the flange bolts of a pump",
    },
    "electrical-technician": {
      name: "Electrical Technician",
      description:
        "Installs, tests and maintains low- and medium-voltage equipment, cabling and motors, including hazardous-area (Ex) installations.",
      imageAlt: "Electrical technician testing a control panel with a multimeter",
    },
    "instrument-technician": {
      name: "Instrumentation Technician",
      description: "Installs, loop-checks and calibrates transmitters, control valves and safety instrumentation.",
      imageAlt: "Instrumentation technician calibrating a pressure transmitter",
    },
    "qa-qc-engineer": {
      name: "QA/QC Engineer",
      description:
        "Prepares ITPs and procedures, runs the inspection and non-conformance system and compiles the final data book.",
      imageAlt: "QA/QC engineer reviewing an inspection report beside a fabricated spool",
    },
    "project-engineer": {
      name: "Project Engineer",
      description:
        "Plans and coordinates work packages, cost and schedule, and the interfaces between client, contractors and suppliers.",
      imageAlt: "Project engineer with drawings and a laptop in a site office",
    },
    "piping-supervisor": {
      name: "Piping Supervisor",
      description:
        "Leads piping crews through fabrication, erection, pressure testing and reinstatement, working from isometrics and test packs.",
      imageAlt: "Piping supervisor directing a crew around a pipe rack",
    },
    "fabrication-supervisor": {
      name: "Fabrication Supervisor",
      description:
        "Runs the fabrication shop floor: cutting, fit-up and welding sequences, dimensional control and workflow.",
      imageAlt: "Fabrication supervisor checking the dimensions of a steel assembly in a workshop",
    },
    "lifting-inspector": {
      name: "Lifting Equipment Inspector",
      description:
        "Competent person for the thorough examination and load testing of cranes, hoists and lifting accessories.",
      imageAlt: "Lifting inspector examining a crane hook and wire rope",
    },
    "document-controller": {
      name: "Document Controller",
      description:
        "Registers, distributes and archives drawings, procedures and reports, and keeps revision and transmittal logs up to date.",
      imageAlt: "Document controller filing drawings and reports at a desk",
    },
  },
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
