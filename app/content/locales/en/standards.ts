import type { Widen } from "~/lib/i18n";
/** English copy of the standards page. Group, standard and blurb keys are the ids in `~/content/standards`. */
export const standards = {
  eyebrow: "Codes & standards",
  groupsTitle: "The codes behind every report we sign",
  groupsLead:
    "An inspection is only as good as the standard it is measured against. These are the codes our welding inspectors, NDT technicians and engineers apply most often on Cameroonian sites; when your contract names another edition or a company specification, we work to that.",
  groups: {
    welding: {
      title: "Welding Standards",
      summary: "How welding procedures and welders are qualified, and what a good weld looks like.",
    },
    ndt: {
      title: "NDT Standards",
      summary: "How examinations are performed and how the people who perform them are certified.",
    },
    quality: {
      title: "Quality Management",
      summary: "The management systems that keep fabrication, inspection and site work under control.",
    },
    international: {
      title: "International Codes",
      summary: "Construction and in-service codes for pipelines, pressure equipment and protective coatings.",
    },
  },
  items: {
    "aws-d1-1": {
      code: "AWS D1.1/D1.1M",
      name: "Structural Welding Code — Steel",
      scope:
        "Welded steel structures: prequalified and qualified WPSs, welder qualification, workmanship, and the visual, UT and RT acceptance criteria we apply to buildings, plant structures and pipe racks.",
    },
    "asme-ix": {
      code: "ASME BPVC Section IX",
      name: "Welding, Brazing and Fusing Qualifications",
      scope:
        "Qualification of welding procedures (WPS supported by a PQR) and of welders and welding operators for boilers, pressure vessels and B31.3 process piping.",
    },
    "iso-15614-1": {
      code: "ISO 15614-1",
      name: "Welding procedure test — Arc and gas welding of steels and nickel alloys",
      scope:
        "The ISO route to a qualified procedure: test coupon, NDT, mechanical tests and the WPQR that sets the range of thicknesses, positions and materials a WPS may cover.",
    },
    "iso-9606-1": {
      code: "ISO 9606-1",
      name: "Qualification testing of welders — Fusion welding of steels",
      scope:
        "Welder qualification tests, the essential variables that limit what a certificate covers, its confirmation by the employer every 6 months and its revalidation every 2 or 3 years.",
    },
    "asme-v": {
      code: "ASME BPVC Section V",
      name: "Nondestructive Examination",
      scope:
        "Written procedure requirements, equipment calibration and technique for RT, UT, MT, PT, VT and leak testing when an ASME construction code calls for an examination.",
    },
    "iso-9712": {
      code: "ISO 9712",
      name: "Qualification and certification of NDT personnel",
      scope:
        "Independent, third-party certification of NDT operators at levels 1, 2 and 3 by method and industry sector, with the training hours, experience and eyesight checks each level requires.",
    },
    "snt-tc-1a": {
      code: "ASNT SNT-TC-1A",
      name: "Recommended practice for NDT personnel qualification",
      scope:
        "Employer-based certification: a written practice, training and examinations administered under a Level III, as required by many ASME and API clients.",
    },
    "iso-17640": {
      code: "ISO 17640",
      name: "Ultrasonic testing of welds — Techniques, testing levels and assessment",
      scope:
        "Manual UT of full-penetration welds in steel from 8 mm thick, read with the ISO 11666 acceptance levels, including the testing level (A to D) agreed for each job.",
    },
    "iso-9001": {
      code: "ISO 9001",
      name: "Quality management systems — Requirements",
      scope:
        "Documented processes, control of records and nonconformities, and continual improvement; we audit fabricators' and suppliers' quality systems against it.",
    },
    "iso-3834": {
      code: "ISO 3834",
      name: "Quality requirements for fusion welding of metallic materials",
      scope:
        "What a workshop needs to weld reliably — qualified personnel, welding coordination, equipment, consumable handling and traceability — at comprehensive, standard or elementary level.",
    },
    "iso-45001": {
      code: "ISO 45001",
      name: "Occupational health and safety management systems",
      scope:
        "Hazard identification, risk control and worker participation; it frames our permits to work, job safety analyses and radiography exclusion zones.",
    },
    "iso-17020": {
      code: "ISO/IEC 17020",
      name: "Requirements for bodies performing inspection",
      scope:
        "Impartiality, competence and consistent reporting for inspection bodies, and the type A, B or C independence a client may require of its third-party inspector.",
    },
    "api-1104": {
      code: "API 1104",
      name: "Welding of Pipelines and Related Facilities",
      scope:
        "Procedure and welder qualification for girth welds on oil and gas pipelines, field welding practice and the acceptance standards for radiography and ultrasonic testing.",
    },
    "api-510-570": {
      code: "API 510 / API 570",
      name: "Pressure Vessel Inspection Code / Piping Inspection Code",
      scope:
        "In-service inspection, repair, alteration and rerating of vessels and process piping: corrosion rates, remaining life and the interval to the next inspection.",
    },
    "asme-viii": {
      code: "ASME BPVC Section VIII, Div. 1",
      name: "Rules for Construction of Pressure Vessels",
      scope:
        "Design, materials, fabrication, examination and pressure testing of new vessels, including the hydrostatic test at no less than 1.3 times the maximum allowable working pressure.",
    },
    "ampp-nace": {
      code: "AMPP (NACE / SSPC)",
      name: "Corrosion control and protective coating standards",
      scope:
        "Surface preparation grades, dry film thickness measurement to SSPC-PA 2 and holiday testing to NACE SP0188, the references our coating inspectors report against.",
    },
  },
  blurbsTitle: "Why it matters on your project",
  blurbs: {
    certifiedInspectors: {
      title: "Certified Inspectors",
      text: "Our people hold personal, verifiable certifications — AWS-CWI and CSWIP for welding inspection, ASNT Level III and ISO 9712 for NDT, NACE/AMPP for coatings, API for in-service inspection — and a copy of each goes into your inspection dossier.",
    },
    qualityAssurance: {
      title: "Quality Assurance",
      text: "Every procedure is written to the code your contract names, every instrument carries a traceable calibration certificate, and every report is reviewed by a second qualified person before it reaches you.",
    },
    globalStandards: {
      title: "Global Standards",
      text: "American, European and ISO codes, or an operator's own specification: we work to whichever governs your job and explain the differences, for example between ISO 5817 quality levels and AWS D1.1 acceptance criteria.",
    },
  },
  cta: {
    title: "Working to a code that is not listed here?",
    text: "Send us the specification and the scope. An engineer will confirm which of our procedures and certified people apply before we quote.",
    button: "Request a Quote",
  },
} as const;

/** The shape every translation of the standards page must have: English's keys, any words. */
export type StandardsDictionary = Widen<typeof standards>;
