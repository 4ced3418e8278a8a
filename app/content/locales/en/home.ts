import { company, shownClaims, shownFigures } from "~/content/company";
import type { Widen } from "~/lib/i18n";

const claimed = shownClaims("en");

/**
 * English copy of the home page (routes/home.tsx) and its inquiry form. English is the source of truth;
 * `fr/home.ts` must match its shape exactly (see `HomeDictionary`). Keys of the card groups match the
 * data in `app/content/home.ts`.
 */
export const home = {
  hero: {
    eyebrow: "Welding · Inspection · NDT — Douala, Cameroon",
    title: "Professional Welding & Inspection Services",
    lead: "Coded welders, certified welding inspectors and NDT technicians for oil & gas, maritime, construction, manufacturing and power projects across Cameroon and the Gulf of Guinea. Signed reports to ASME, AWS, API and ISO codes, from our base in Bonaberi.",
    badgesLabel: "Certifications held by our inspectors",
    badges: claimed.heroBadges,
    requestQuote: "Request a Quote",
    scheduleConsultation: "Schedule Consultation",
    videoTitle: "Background video: welding and inspection work on site",
  },
  about: {
    eyebrow: "About us",
    title: "Inspection you can sign off on",
    lead: `For more than ${company.figures.yearsOfExperience} years we have welded, inspected and tested steel for the operators, EPC contractors and fabricators of Cameroon's industrial coast. Our inspectors work to your specification and to the governing code, and every result we report can be traced to a calibrated instrument, a written procedure and a certified person.`,
    capabilities: {
      welding: {
        title: "Certified welding",
        text: "Carbon steel, stainless and duplex welding by coded welders qualified to ASME IX, AWS D1.1 and ISO 9606-1, working to WPSs we qualify and document ourselves.",
      },
      ndt: {
        title: "Non-destructive testing",
        text: "Ultrasonic (including phased array and TOFD), magnetic particle, liquid penetrant and radiographic testing by ISO 9712 and ASNT-qualified technicians, with acceptance to your code.",
      },
      inspection: {
        title: "Inspection & compliance",
        text: "Third-party, coating, lifting equipment and pressure vessel inspection, from fabrication shop to operating plant, with independent reports your insurer and client will accept.",
      },
    },
    imageAlt:
      "Our Bonaberi workshop: a welder at a workbench under an overhead crane, with pipe stock racked alongside",
    expertiseTitle: "Our expertise",
    expertiseText:
      "We apply the codes your project is built to and report against its acceptance criteria, in English or French:",
    expertise: [
      "ASME Section V (NDT), VIII (pressure vessels) and IX (welding qualification)",
      "AWS D1.1 structural welding and API 1104 pipeline welding",
      "API 510, 570 and 653 in-service inspection of vessels, piping and tanks",
      "ISO 9712 personnel certification, ISO 17637 visual testing and ISO 5817 quality levels",
      "ISO 8501 and ISO 19840 surface preparation and coating thickness, SSPC and AMPP practices",
      "ASME B30 thorough examination and load testing of lifting equipment",
    ],
    statsLabel: "Our record in figures",
    stats: [
      { value: shownFigures.years, label: "Years of experience" },
      { value: shownFigures.projects, label: "Projects completed" },
      { value: shownFigures.specialists, label: "Certified specialists" },
      { value: claimed.testingAccuracy, label: "Testing accuracy" },
    ],
  },
  services: {
    eyebrow: "Our services",
    title: "Testing and inspection for every stage of an asset's life",
    lead: "From the first weld in the fabrication shop to the in-service survey twenty years later, we supply the method, the certified person and the signed report.",
    popular: "Most Popular",
    getQuote: "Get Quote",
    featuresLabel: "Includes",
    cards: {
      ndt: {
        title: "Non-Destructive Testing (NDT)",
        description:
          "Volumetric and surface examination of welds, castings, forgings and plate, in the shop or on site, with results reported against your acceptance code.",
        features: [
          "Ultrasonic testing: manual UT, phased array (PAUT) and TOFD",
          "Magnetic particle (MT) and liquid penetrant (PT) testing",
          "Radiographic testing (RT) with film or digital detectors",
          "UT thickness surveys and corrosion mapping",
        ],
      },
      thirdParty: {
        title: "Third-Party Inspection",
        description:
          "Independent inspection on behalf of owners, EPC contractors and insurers, so that what is delivered matches what was ordered and what the code requires.",
        features: [
          "Vendor and fabrication shop inspection to your ITP",
          "Witnessing of FATs, hydrotests and welder qualification tests",
          "Document review: WPS/PQR, material certificates, NDT reports",
          "Compliance audits to ISO 3834 and ISO 9001",
        ],
      },
      inspection: {
        title: "Inspection Services",
        description:
          "In-service inspection by our own certified inspectors to keep plant, tanks and piping safe to operate between shutdowns.",
        features: [
          "Visual weld inspection to ISO 17637 and AWS D1.1",
          "Pressure equipment inspection to API 510 and ASME VIII",
          "Storage tank and piping inspection to API 653 and API 570",
          "Inspection reports with photos, findings and recommendations",
        ],
      },
      consulting: {
        title: "Consulting & Training",
        description:
          "Welding engineering and quality support for your own teams, from procedure qualification to certification courses.",
        features: [
          "WPS/PQR development and qualification to ASME IX and ISO 15614-1",
          "Welder training and qualification tests (3G, 4G, 6G)",
          "NDT Level 1 and 2 training and exam preparation",
          "Quality dossiers, ITPs and technical documentation",
        ],
      },
    },
    additionalTitle: "Specialised inspections",
    additional: {
      coating: {
        title: "Coating Inspection",
        description:
          "Surface preparation, climate, wet and dry film thickness, adhesion and holiday testing by NACE/AMPP-certified inspectors, with daily reports.",
      },
      lifting: {
        title: "Lifting Equipment Inspection",
        description:
          "Thorough examination and proof load testing of cranes, hoists, slings, shackles and spreader beams, with certificates of examination.",
      },
      pressureVessel: {
        title: "Pressure Vessel Inspection",
        description:
          "New-build and in-service inspection of vessels, boilers and air receivers, with thickness surveys and hydrostatic test witnessing.",
      },
    },
    ctaTitle: "Not sure which method your job needs?",
    ctaText:
      "Send us the drawing, the material and the code. An inspection engineer will recommend the method and coverage and price the work.",
    requestQuote: "Request Quote",
    scheduleConsultation: "Schedule Consultation",
  },
  industries: {
    eyebrow: "Industries",
    title: "Industries we serve",
    lead: "Each sector has its own codes, permits and ways of working. Our inspectors know them and arrive with the right procedures.",
    cards: {
      oilGas: {
        title: "Oil & Gas",
        description:
          "Pipeline girth welds to API 1104, storage tanks, process piping and offshore structures, from Limbe to the Rio del Rey basin.",
        imageAlt: "Oil and gas facility with a pumpjack, process columns, storage tanks, a flare stack and pipelines",
      },
      construction: {
        title: "Construction",
        description:
          "Structural steel welding inspection to AWS D1.1, bolt torque checks and NDT for buildings, bridges and industrial sheds.",
        imageAlt:
          "Steel building frame under construction, with a tower crane lifting a beam and a worker in a hard hat",
      },
      marine: {
        title: "Marine",
        description:
          "Hull and deck repairs, port cranes and quay structures: welding, thickness gauging and NDT for shipyards and terminals.",
        imageAlt: "Cargo ship at sea beside a quayside crane",
      },
      energy: {
        title: "Energy",
        description:
          "Penstocks, boilers, transmission towers and plant piping for hydro, thermal and solar producers and their contractors.",
        imageAlt: "Power plant with a cooling tower and chimney, and high-voltage transmission pylons",
      },
      manufacturing: {
        title: "Manufacturing",
        description:
          "Shop inspection, procedure qualification and NDT for manufacturers of tanks, vessels, skids and steel structures.",
        imageAlt: "Factory floor with a robotic arm welding parts on a conveyor",
      },
      aerospace: {
        title: "Aerospace",
        description:
          "Penetrant, magnetic particle and eddy current testing of ground support equipment, hangar steelwork and airport fuel installations.",
        imageAlt: "Aircraft in a hangar with a technician holding an inspection probe next to a test instrument",
      },
    },
    viewAll: "View All Case Studies",
  },
  visionMission: {
    eyebrow: "Who we are",
    title: "Our vision and mission",
    vision: {
      title: "Our vision",
      text: "To be the inspection partner Central Africa's industry trusts first: present in five industrial regions, fully digital from site to report, and training a thousand certified professionals by 2030.",
      link: "Read our vision and 2030 goals",
    },
    mission: {
      title: "Our mission",
      text: "To protect people, assets and the environment by delivering welding and inspection work that is right the first time, reported honestly and traceable to a code, a procedure and a certified person.",
      link: "Read our mission and values",
    },
  },
  whyChooseUs: {
    eyebrow: "Why choose us",
    title: "Why operators and contractors choose us",
    lead: "The difference shows on the job and in the report.",
    reasons: {
      certified: {
        title: "Certified people",
        text: [
          "AWS-CWI and CSWIP 3.1 welding inspectors, ASNT Level III and ISO 9712 NDT technicians, NACE/AMPP coating inspectors, an IWE welding engineer and API 510, 570 and 653 inspectors.",
          claimed.certificatesWithQuotations && "Certificates are sent with every quotation.",
        ]
          .filter(Boolean)
          .join(" "),
      },
      equipment: {
        title: "Calibrated equipment",
        text: "Flaw detectors, PAUT units, yokes, DFT gauges and load cells are calibrated against traceable standards, and the certificates are attached to our reports.",
      },
      reports: {
        title: "Reports on time",
        text: "Preliminary findings before we leave site and a signed report within the turnaround agreed in your order, typically 24 to 48 hours.",
      },
      emergency: {
        title: "24/7 emergency response",
        text: "A leak, a cracked weld or a failed lift does not wait for Monday. Our on-call team mobilises day and night for breakdowns and shutdowns.",
      },
      hse: {
        title: "Safety first",
        text: "Our crews work under your permit-to-work system with job safety analyses, gas testing and radiation safety plans, and stop work when conditions are not safe.",
      },
      local: {
        title: "Based in Douala",
        text: "From Bonaberi we reach the port of Douala, Kribi, Limbe and Edéa within hours, with no international mobilisation cost, and report in English or French.",
      },
    },
  },
  staff: {
    eyebrow: "Staff outsourcing",
    title: "Certified technical staff for your projects",
    text: "Need people rather than a service? We deploy coded welders, NDT and coating inspectors, HSE officers, rope access technicians, riggers and crane operators, screened, certified and insured, for a shutdown, a project or a long-term contract.",
    stats: [
      { value: "23+", label: "Specialties" },
      { value: "5+", label: "Years of experience per specialist" },
      { value: "24/7", label: "Deployment support" },
    ],
    link: "Explore staff outsourcing",
    imageAlt: "Five technicians in hard hats and high-visibility vests, each linked to a central dispatch point",
  },
  blog: {
    eyebrow: "Insights",
    title: "From our engineers",
    lead: "Practical articles on methods, safety and quality, written by the people who do the work.",
    categories: {
      technology: "Technology",
      safety: "Safety",
      "quality-control": "Quality Control",
    },
    readArticle: "Read Article",
    viewAll: "View All Articles",
    by: "By",
    reader: {
      close: "Close article",
      getInTouch: "Get In Touch",
      fullArticle: "Open the article page",
      contact: "Questions about this topic? Our engineers will answer.",
      loading: "Loading the article…",
    },
  },
  contact: {
    eyebrow: "Contact",
    title: "Let's discuss your project",
    lead: `Tell us what needs to be welded, tested or inspected. We answer every inquiry within ${company.figures.responseHours} hours, Monday to Saturday, and quote the work with a method statement and a price.`,
    infoTitle: "Contact Information",
    items: {
      phone: "Phone",
      email: "Email",
      office: "Office",
      area: {
        title: "Service area",
        lines: ["Douala, Kribi, Limbe, Edéa and Yaoundé", "Offshore Gulf of Guinea and CEMAC countries"],
      },
    },
    bannerTitle: "Planning a shutdown or a new build?",
    bannerText: "Book a call with an inspection engineer to agree the scope, the codes and the schedule.",
    scheduleConsultation: "Schedule Consultation",
  },
  inquiry: {
    title: "Send us a Message",
    text: `Your message goes straight to our engineers, with a reference you can quote; one of them replies within ${company.figures.responseHours} hours.`,
    name: "Full Name",
    email: "Email Address",
    company: "Company Name",
    phone: "Phone Number",
    service: "Service Needed",
    details: "Project Details",
    detailsPlaceholder:
      "Component, material and thickness, quantities, code and acceptance criteria, location, deadline…",
    submit: "Send Message",
    successTitle: "Email Client Opened!",
    successText:
      "Your email client has been opened with the inquiry details. Please send the email to complete your request.",
    mail: {
      subject: "Inspection Quote Request",
      greeting: "Dear Sir or Madam,",
      intro: "I would like to request a quote for the following inspection work.",
      labels: {
        name: "Name",
        email: "Email",
        company: "Company",
        phone: "Phone",
        service: "Service",
      },
      separator: ": ",
      detailsTitle: "Project details:",
      notProvided: "Not provided",
      closing: "Please contact me to discuss the scope, schedule and price.",
      regards: "Kind regards,",
    },
  },
} as const;

/** The shape every translation of the home page's copy must have: English's keys, any words. */
export type HomeDictionary = Widen<typeof home>;
