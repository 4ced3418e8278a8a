import { company, ofClaimedSchemes, shownClaims, shownFigures } from "~/content/company";
import type { Widen } from "~/lib/i18n";

const claimed = shownClaims("en");

/**
 * English copy of the four "About" pages (/about, /about/vision, /about/mission, /about/team) and
 * of the band they share. Page titles and descriptions live in the shell dictionary (`common.pages`).
 */
export const about = {
  eyebrow: "About us",
  overview: {
    introTitle: "Who we are",
    intro: [
      "We are an independent welding, inspection and non-destructive testing company based in the Bonaberi industrial zone of Douala. Our welding inspectors, NDT technicians and engineers work on pipelines, storage tanks, pressure vessels, ship hulls, cranes and steel structures across Cameroon and the Gulf of Guinea.",
      `For more than ${company.figures.yearsOfExperience} years, operators, EPC contractors, fabricators and shipyards have called us when a weld has to be qualified, a defect found and sized, or an asset declared fit for service, and when they need a signed report that stands up in front of their client, their insurer and the authorities.`,
      "We work to international codes (ASME, API, AWS, ISO) with people who live here and hold international certifications, so projects get code-level quality without waiting for inspectors flown in from abroad.",
    ],
    imageAlt:
      "Illustration of our Bonaberi workshop: a welding bay, an ultrasonic flaw detector and a pipe spool ready for testing",
    statsLabel: "Key figures",
    stats: [
      { value: shownFigures.years, label: "Years of experience" },
      { value: shownFigures.projects, label: "Projects completed" },
    ],
    valuesEyebrow: "What guides us",
    valuesTitle: "Four values behind every job",
    valuesLead: "Commitments our clients can check on every report we sign.",
    values: [
      {
        title: "Safety before schedule",
        text: "No permit, no gas test, no isolation: no work. Our people stop the job when conditions are unsafe, and we stand behind them when they do.",
      },
      {
        title: "Independence and integrity",
        text: "We report what we find, not what anyone hopes to read. Our inspectors are paid for their time and their competence, never for an acceptance.",
      },
      {
        title: "Precision you can audit",
        text: "Calibrated equipment, written procedures and traceable results: every indication is recorded with its location, its size and the acceptance criterion applied.",
      },
      {
        title: "Local presence, international codes",
        text: "A Douala team that knows the ports, plants and sites of Cameroon, working to the same ASME, API, AWS and ISO requirements as anywhere in the world.",
      },
    ],
  },
  vision: {
    statementTitle: "Where we are going",
    statement:
      "To be the reference for welding quality and asset integrity in Central Africa: the team operators and contractors trust when people's safety, compliance and production depend on a weld.",
    paragraphs: [
      "Cameroon's industry is growing: the Kribi deep-sea port, new hydropower on the Sanaga, gas developments offshore and steel structures rising in Douala and Yaoundé. Each of these assets needs welds that are qualified, inspected and documented to international codes.",
      "We want that work to be done by certified Cameroonian professionals, with modern digital methods, close to the sites that need them. Our 2030 goals turn that ambition into four measurable commitments.",
    ],
    imageAlt: "Illustration of an inspector with a tablet looking over a port, a refinery and a power line",
    goalsEyebrow: "Vision 2030",
    goalsTitle: "Our 2030 goals",
    goalsLead: "Four targets we have set ourselves for 2030 and report on every year.",
    goals: [
      {
        value: "5",
        title: "Expand to 5 major industrial regions",
        text: "Permanent, equipped teams in five major industrial regions, so certified inspectors reach any site within a day instead of a week.",
      },
      {
        value: "100%",
        title: "100% digital inspection processes",
        text: "Field data captured on tablets, encoded UT and phased array scans, digital radiography and online report delivery: every result traceable from the probe to the signature.",
      },
      {
        value: "1000+",
        title: "Train 1000+ certified professionals",
        text: "Welders, NDT technicians and inspectors trained and qualified to ISO 9606, ISO 9712 and welding inspector schemes through our training programmes.",
      },
      {
        value: "AI",
        title: "Implement AI-powered quality assurance",
        text: "Machine learning that pre-screens radiographs and ultrasonic data and trends corrosion readings, with every call confirmed by a certified Level 2 or Level 3.",
      },
    ],
  },
  mission: {
    statementTitle: "Why we exist",
    statement:
      "To protect people, assets and the environment by delivering independent, code-compliant welding, inspection and testing services, performed by certified professionals, reported with rigour and delivered when our clients need them.",
    paragraphs: [
      "A weld that fails on a pipeline, a lifting lug or a pressure vessel can cost lives, a production shutdown or a spill in the Wouri estuary. Our mission is to make sure those failures are found on paper and in the workshop, not in service.",
    ],
    imageAlt: "Illustration of a welding inspector checking a pipe weld with a gauge and a checklist",
    valuesEyebrow: "Our values",
    valuesTitle: "The values we work by",
    values: [
      {
        title: "Integrity",
        text: "Independent findings, honest reports and no conflict of interest between the people who inspect and the people who build.",
      },
      {
        title: "Safety",
        text: "Every person goes home unharmed: risk assessments, permits and stop-work authority for everyone on our crews.",
      },
      {
        title: "Excellence",
        text: "Work done right the first time, to the code and the client's specification, with equipment that is calibrated and procedures that are written down.",
      },
      {
        title: "Knowledge sharing",
        text: "We train our clients' teams and young Cameroonian technicians, because quality lasts only when the people on site understand it.",
      },
    ],
    waysEyebrow: "In practice",
    waysTitle: "Five ways we fulfil our mission",
    ways: [
      {
        title: "We inspect to the code, not to the schedule",
        text: "Acceptance criteria come from ASME, API, AWS or ISO and the project specification. A rejected weld is reported as rejected, whatever the deadline.",
      },
      {
        title: "We deploy only certified people",
        text: "NDT personnel certified to ISO 9712 or ASNT, CSWIP- or AWS-CWI-certified welding inspectors and NACE/AMPP-certified coating inspectors, with certificates checked and on file.",
      },
      {
        title: "We invest in calibrated, modern equipment",
        text: "Phased array and TOFD units, digital radiography, coating gauges and load cells, each with a calibration certificate traceable to national standards.",
      },
      {
        title: "We train and qualify the local workforce",
        text: "Welder qualification to ISO 9606 and ASME IX, NDT training towards ISO 9712, and coaching for our clients' QA/QC staff.",
      },
      {
        title: "We report clearly and quickly",
        text: "Preliminary results the same day, final reports with photos, data files and the clause behind every finding, so decisions are made on facts.",
      },
    ],
  },
  team: {
    statsLabel: "Our team in figures",
    stats: [
      { value: shownFigures.specialists, label: "Team members" },
      { value: shownFigures.years, label: "Years of experience" },
      { value: claimed.certifiedStaff, label: "Certified professionals" },
      { value: shownFigures.projects, label: "Projects" },
    ],
    introTitle: "The people who sign our reports",
    intro: [
      "Our team brings together welding engineers, senior welding inspectors, NDT Level 2 and Level 3 personnel, coating and lifting inspectors, QA/QC engineers and HSE officers. Most of them started as welders or technicians on Cameroonian sites and learned the trade on real assets before certifying to international schemes.",
      "Every inspector holds a current certificate for the method or scheme they work to, and every report is reviewed by a second qualified person before it leaves the office.",
    ],
    imageAlt: "Illustration of a team of inspectors and welders in protective equipment in front of a steel structure",
    strengthsEyebrow: "Our strengths",
    strengthsTitle: "What our team brings to your project",
    strengths: [
      {
        title: "Multi-discipline crews",
        text: "Welding, NDT, coating, lifting and pressure equipment specialists in one team, so one mobilisation covers the whole inspection scope.",
      },
      {
        title: "Field-proven experience",
        text: "Pipelines, tank farms, refineries, shipyards, hydropower plants and high-rise steelwork: our people have worked on the assets you run.",
      },
      {
        title: "Safety-trained on every site",
        text: "Permit-to-work, confined space, work at height and radiation safety training, renewed on schedule and checked before each deployment.",
      },
      {
        title: "Continuous development",
        text: "Yearly training plans, recertification ahead of expiry and mentoring of junior technicians by our Level 3 and senior inspectors.",
      },
    ],
    certificationsEyebrow: "Certifications",
    certificationsTitle: "Certifications held by our team",
    certificationsLead: "The schemes our inspectors are certified to, with certificates available for your review.",
    // Each scheme's card shows while the company claims the scheme (claims.certifications in company.json).
    certifications: ofClaimedSchemes({
      "aws-cwi": {
        name: "AWS",
        text: "Certified Welding Inspectors (CWI) of the American Welding Society, working to AWS D1.1 and AWS QC1.",
      },
      cswip: {
        name: "CSWIP",
        text: "CSWIP 3.1 Welding Inspectors and 3.2 Senior Welding Inspectors, the TWI scheme used across oil, gas and offshore work.",
      },
      asnt: {
        name: "ASNT Level III",
        text: "Level III in the main NDT methods (UT, RT, MT, PT), responsible for procedures, technique approval and technician oversight.",
      },
      api: {
        name: "API",
        text: "API 510, 570 and 653 inspectors for in-service pressure vessels, process piping and aboveground storage tanks.",
      },
    }),
  },
  shared: {
    eyebrow: "Why work with us",
    title: "Certified people, traceable results, fast mobilisation",
    lead: "What operators, contractors and shipyards count on when they bring us onto their sites.",
    reasons: [
      {
        title: "Certified to international schemes",
        text: "Welding inspectors qualified AWS-CWI and CSWIP, NDT personnel certified to ISO 9712 and ASNT, coating inspectors NACE/AMPP.",
      },
      {
        title: "Mobilised within 24 to 48 hours",
        text: "From Bonaberi we reach the port of Douala, Kribi, Limbe, Edéa and offshore supply bases quickly, with our own calibrated equipment.",
      },
      {
        title: "Reports that close the loop",
        text: "Daily field reports, final reports with photos and data files, and every non-conformity listed with the clause it breaches.",
      },
      {
        title: "One partner from weld to hand-over",
        text: "Procedure qualification, NDT, coating, lifting and pressure equipment inspection and technical staff from one accountable team.",
      },
    ],
    certificationsTitle: "Certifications across our team",
    certifications: claimed.certifications,
    proofTitle: "Proof for your vendor qualification",
    proofLead:
      "The documents your procurement, QA/QC and HSE teams ask for before approving a contractor, open to check now, without waiting for us.",
    exploreTitle: "More about us",
  },
  cta: {
    title: "Let's talk about your next inspection",
    text: "Tell us the asset, the code and the deadline. An engineer replies with a method statement and a priced proposal.",
    quote: "Request a quote",
    contact: "Contact our team",
  },
} as const;

/** The shape every translation of the about pages' dictionary must have: English's keys, any words. */
export type AboutDictionary = Widen<typeof about>;
