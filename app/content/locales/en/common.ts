import { plural, type Widen } from "../../../lib/i18n.ts";
import { company, shownFigures } from "../../company.ts";
import type { ConsultationServiceCode, InquiryServiceCode } from "../../forms.ts";
/**
 * English shell dictionary: every string the shared shell shows (header, footer, overlays, forms,
 * errors) and each page's name and description. English is the source of truth; `fr/common.ts`
 * must match its shape exactly (see `CommonDictionary`).
 */
import { startup } from "./startup.ts";

export const common = {
  languageName: "English",
  newTab: "(opens in a new tab)",
  brandTagline: "Welding, inspection & NDT",
  homeLink: "home page",
  socialCardFooter: "Douala, Cameroon · AWS-CWI · CSWIP · ASNT Level III",
  header: {
    topBar: "Contact and social links",
    callUs: "Call us",
    whatsappChat: "Chat on WhatsApp",
    callShort: "Call",
    emailUs: "Email us",
    followUs: "Follow us",
    mainNav: "Main",
    mobileNav: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    home: "Home",
    services: "Services",
    industries: "Industries",
    about: "About",
    staffOutsourcing: "Staff Outsourcing",
    blog: "Blog",
    contact: "Contact",
    getQuote: "Get a Quote",
    language: "Language",
    switchTo: "Read this page in",
  },
  social: { facebook: "Facebook", twitter: "X (Twitter)", linkedin: "LinkedIn", instagram: "Instagram" },
  pages: {
    home: {
      name: "Home",
      title: "Welding, Inspection & NDT Services in Douala, Cameroon",
      description:
        "Certified welding, NDT (UT, MT, PT, RT), third-party inspection, coating, lifting and pressure vessel inspection for oil & gas, maritime, construction and power in Cameroon.",
    },
    gallery: {
      name: "Gallery",
      title: "Project Gallery",
      description:
        "Our inspection and welding work, illustrated: girth welds, phased array UT, tank and pressure vessel inspections, coating surveys and load tests across Cameroon.",
    },
    blog: {
      name: "Blog",
      title: "Inspection & Welding Insights",
      description:
        "Articles on NDT techniques, offshore welding safety and pipeline quality assurance written by our certified inspectors and welding engineers.",
    },
    projects: {
      name: "Case Studies",
      title: "Case Studies: Inspection, NDT and Welding Projects",
      description:
        "Case studies of our inspection, NDT and welding work in Cameroon: the client's need, the methods and codes applied, and measured results.",
    },
    terms: {
      name: "Terms of Service",
      title: "Terms of Service",
      description: "The terms that govern the use of this website and our inspection, testing and welding services.",
    },
    privacy: {
      name: "Privacy Policy",
      title: "Privacy Policy",
      description:
        "What information we collect through this website, how we use and protect it, what we store in your browser, and how to contact us.",
    },
    accessibility: {
      name: "Accessibility",
      title: "Accessibility Statement",
      description:
        "How this website meets WCAG 2.2 level AA, what we test, and how to report an accessibility barrier to us.",
    },
    standards: {
      name: "Industry Standards",
      title: "Industry Standards We Work To",
      description:
        "The welding, NDT, quality management and international codes our inspectors apply: AWS D1.1, ASME V/VIII/IX, API 1104, ISO 9712, ISO 9001 and more.",
    },
    about: {
      name: "About Us",
      title: "About Our Company",
      description: `A Douala-based team of certified welding inspectors, NDT technicians and engineers serving Cameroon's industry for more than ${company.figures.yearsOfExperience} years.`,
    },
    "about-vision": {
      name: "Our Vision",
      title: "Our Vision and 2030 Goals",
      description:
        "Where we are going: five industrial regions, fully digital inspection, 1000+ certified professionals trained and AI-assisted quality assurance by 2030.",
    },
    "about-mission": {
      name: "Our Mission",
      title: "Our Mission",
      description:
        "Our mission, the values behind every inspection report we sign, and the five ways we fulfil it on site.",
    },
    "about-team": {
      name: "Our Team",
      title: "Our Team",
      description: `${shownFigures.specialists} certified specialists: AWS-CWI and CSWIP welding inspectors, ASNT Level III NDT, NACE coating and API inspectors.`,
    },
    certificates: {
      name: "Certificates Register",
      title: "Certificates Register: Our Inspectors' Qualifications",
      description:
        "Current personnel certificates of our welding inspectors and NDT technicians (CSWIP, AWS CWI, ISO 9712 / PCN, ASNT, API, AMPP), with numbers, expiry dates and links to verify each one.",
    },
    qualification: {
      name: "Qualification Pack",
      title: "Vendor Qualification and Prequalification Pack",
      description:
        "Vendor prequalification pack for our welding, inspection and NDT services in Cameroon: accreditations, ANRP radiation source authorisation, HSE statistics (LTIF, TRIR), calibrated equipment and insurance.",
    },
    "service-ndt": {
      name: "Non-Destructive Testing",
      title: "Non-Destructive Testing (NDT)",
      description:
        "Ultrasonic, phased array, magnetic particle, liquid penetrant and radiographic testing by ISO 9712 and ASNT certified technicians.",
    },
    "service-inspection": {
      name: "Third-Party Inspection",
      title: "Third-Party Inspection & Compliance Audits",
      description:
        "Independent vendor, fabrication and site inspection, visual weld inspection and compliance audits against your specification and code.",
    },
    "service-coating": {
      name: "Coating Inspection",
      title: "Coating Inspection",
      description:
        "NACE/AMPP-certified coating inspection: surface preparation, climate, DFT, adhesion and holiday testing, with daily reports.",
    },
    "service-lifting": {
      name: "Lifting Equipment Inspection",
      title: "Lifting Equipment Inspection",
      description:
        "Thorough examination and load testing of cranes, hoists, slings, shackles and lifting accessories with certificates of examination.",
    },
    "service-pressure-vessel": {
      name: "Pressure Vessel Inspection",
      title: "Pressure Vessel Inspection",
      description:
        "In-service and new-build inspection of pressure vessels, boilers and piping to ASME VIII and API 510/570, with thickness surveys and hydrotests.",
    },
    "service-consulting": {
      name: "Consulting & Training",
      title: "Consulting & Training",
      description:
        "Welding engineering, WPS/PQR qualification, welder certification, technical documentation and NDT training for your teams.",
    },
    "staff-outsourcing": {
      name: "Staff Outsourcing",
      title: "Technical Staff Outsourcing",
      description:
        "Certified welders, NDT and coating inspectors, HSE officers, rope access technicians, crane operators and 23+ specialties deployed for your projects.",
    },
    "industry-oil-gas": {
      name: "Oil & Gas",
      title: "Oil & Gas Inspection and NDT",
      description:
        "Inspection, NDT and welding support for upstream, midstream and downstream oil & gas assets in Cameroon and the Gulf of Guinea.",
    },
    "industry-maritime": {
      name: "Maritime",
      title: "Maritime & Offshore Inspection",
      description:
        "Hull, deck and structural inspection, welding procedure qualification and NDT for shipyards, ports and offshore units.",
    },
    "industry-construction": {
      name: "Construction",
      title: "Construction Weld Inspection and QA",
      description:
        "Structural steel welding inspection, bolt and weld testing and quality control for buildings, bridges and industrial plants.",
    },
    "industry-manufacturing": {
      name: "Manufacturing",
      title: "Manufacturing Weld Quality and Inspection",
      description:
        "Fabrication shop inspection, welding procedure qualification and NDT for manufacturers of tanks, vessels and steel structures.",
    },
    "industry-power": {
      name: "Power",
      title: "Power Generation Inspection and NDT",
      description:
        "Inspection of boilers, penstocks, transmission structures and plant piping for hydro, thermal and solar power producers.",
    },
    request: {
      name: "Send a Request",
      title: "Send a Request",
      description:
        "Send us an inspection or welding inquiry, book a consultation with an engineer, or request a priced quote for NDT, inspection or technical staff.",
    },
    "blog-post": { name: "Article", title: "Article", description: "An article from our blog." },
    "not-found": {
      name: "Page Not Found",
      title: "Page Not Found",
      description: "The page you are looking for doesn't exist or has been moved.",
    },
  },
  footer: {
    blurb:
      "Certified welding, inspection and non-destructive testing for oil & gas, maritime, construction, manufacturing and power, from our base in Bonaberi, Douala.",
    quickLinksTitle: "Quick Links",
    quick: {
      aboutUs: "About Us",
      ourVision: "Our Vision",
      industries: "Industries",
      whyChooseUs: "Why Choose Us",
      contact: "Contact",
    },
    servicesTitle: "Our Services",
    services: {
      ndt: "Non-Destructive Testing",
      thirdParty: "Third-Party Inspection",
      inspection: "Inspection Services",
      consulting: "Consulting & Training",
      staffOutsourcing: "Staff Outsourcing",
    },
    /** The column of the proof pages: the pack, the certificates register and the case studies. */
    proofTitle: "For Buyers",
    contactTitle: "Contact Info",
    rights: "All rights reserved.",
    legalNav: "Legal",
    followUs: "Follow us on social media",
  },
  address: {
    label: "Office address",
    lines: ["Zone industrielle de Bonabéri", "Douala, Cameroon"],
  },
  hours: {
    title: "Business Hours",
    weekdays: "Monday – Friday",
    saturday: "Saturday",
    sunday: "Sunday",
    closed: "Closed",
    emergency: "Emergency inspections",
    emergencyValue: "24/7",
    zone: "WAT",
  },
  cookie: {
    label: "Cookie consent",
    text: "Your language and this choice stay in your browser. We set no tracking or advertising cookies.",
    textWithVideo:
      "Your language and this choice stay in your browser, with no tracking cookies. Accept to play the home page's background video, served by YouTube.",
    privacyLink: "Read our Privacy Policy",
    accept: "Accept All",
    decline: "Decline",
    close: "Close and decline",
  },
  widget: {
    tab: "CONTACT US",
    title: "Contact Us",
    close: "Close contact panel",
    note: `Response within ${plural("en", company.figures.contactTabResponseHours, { one: "{count} hour", other: "{count} hours" })}`,
    schedule: "Schedule Meeting",
    whatsapp: "WhatsApp",
    call: "Call Us",
    email: "Email",
  },
  form: {
    optional: "optional",
    requiredNote: "Fields marked * are required.",
    selectService: "Select a service",
    selectTime: "Select a time",
    /** Under a long text field: its limit, which works without scripts, then the live count. */
    limit: "Up to {max} characters.",
    count: "{count} / {max}",
    countSpoken: "{count} of {max} characters used.",
  },
  consultation: {
    title: "Schedule a Consultation",
    description: `Tell us what you need inspected, tested or welded and choose a time. An engineer will confirm within ${company.figures.responseHours} hours.`,
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    company: "Company",
    service: "Service Needed",
    date: "Preferred Date",
    dateHint: "Monday to Saturday, today or later.",
    time: "Preferred Time",
    timeHint: "West Africa Time (WAT).",
    message: "Message",
    messagePlaceholder: "Scope, location, codes or standards, deadlines…",
    submit: "Schedule Consultation",
    cancel: "Cancel",
    close: "Close",
    services: {
      welding: "Professional Welding",
      "visual-inspection": "Visual Inspection",
      ndt: "Non-Destructive Testing",
      training: "Training & Certification",
      "third-party": "Third-Party Inspection",
      "weld-procedure": "Weld Procedure Qualification",
      consulting: "Technical Consulting",
    } satisfies Record<ConsultationServiceCode, string>,
    successTitle: "Consultation Scheduled!",
    successText: `Thank you for your request. Our team will contact you within ${company.figures.responseHours} hours to confirm your consultation.`,
  },
  quote: {
    title: "Request a Quote",
    description: `Describe the work or the people you need: an engineer reviews the scope and replies with a priced proposal, usually within ${company.figures.responseHours} hours.`,
    name: "Full Name",
    email: "Email Address",
    company: "Company Name",
    phone: "Phone Number",
    service: "Service Needed",
    roles: "Roles needed",
    rolesPlaceholder: "e.g. 4 coded pipe welders (6G), 1 CSWIP 3.1 inspector",
    headcount: "Number of people",
    startDate: "Desired start date",
    duration: "Expected duration",
    durationPlaceholder: "e.g. 6 weeks, a shutdown",
    location: "Work location",
    locationPlaceholder: "e.g. Douala port, Limbe",
    details: "Project Details",
    detailsPlaceholder: "Scope, quantities, codes and acceptance criteria, access, deadlines…",
    submit: "Send Quote Request",
    cancel: "Cancel",
    close: "Close",
    subject: "Quote Request",
    greeting: "Dear team,",
    intro: "I would like to request a quote for the following:",
    closing: "I look forward to your proposal.",
    regards: "Kind regards,",
    labels: {
      name: "Name",
      email: "Email",
      company: "Company",
      phone: "Phone",
      service: "Service",
      roles: "Roles",
      headcount: "Headcount",
      startDate: "Start date",
      duration: "Duration",
      location: "Location",
      details: "Details",
    },
    /** Between a label and its value in the mail (French puts a space before the colon). */
    separator: ": ",
    notGiven: "not given",
    successTitle: "Email Client Opened!",
    successText:
      "Your email client has been opened with the quote request. Please send the email to complete your request.",
  },
  leads: {
    copyByMail: "Once your request is stored, we email you a confirmation with its reference and what happens next.",
    page: {
      eyebrow: "Inquiries, consultations and quotes",
      intro: `Choose the form that fits: a message to our engineers, a consultation slot, or a quote for inspection work or technical staff. Each request is stored as soon as you send it and answered within ${company.figures.responseHours} hours.`,
    },
    sending: "Sending…",
    errors: {
      required: "Please fill in this field.",
      email: "Enter an email address such as name@company.com.",
      phone: "Use digits, spaces and + ( ) - only.",
      tooLong: "This is longer than we accept: please shorten it.",
      control: "This contains invisible control characters: please retype it.",
      choice: "Choose one of the options in the list.",
      date: "Enter a date such as 2026-12-01.",
      past: "Choose today or a later date.",
      count: "Enter a whole number of people, from 1 to 9,999.",
      closedDay: "We are closed on Sundays: choose a day from Monday to Saturday.",
      closedSlot:
        "That time is outside our hours on that day: on Saturdays we close early, so choose an earlier slot or a weekday.",
      pastSlot: "That time has already passed today at our office: choose a later slot or another day.",
    },
    /** One line of the summary above a refused form: a field's label and its message, linked to the field. */
    summaryItem: "{field}: {message}",
    invalid: "Some answers need your attention: see the messages under the fields.",
    refused: {
      "cross-site": "This form can only be sent from our own website.",
      "content-type": "This request was not sent as a form.",
      "too-large": "This request is too large to send: please shorten the longest answers.",
      "bad-request": "This request could not be read. Please reload the page and try again.",
      "rate-limited":
        "You have sent several requests in a short time. Please wait ten minutes before sending another, or call us on {phone}.",
    },
    failed:
      "Your request could not be sent: our server did not answer. Nothing you typed is lost; try again in a moment, or send it by email.",
    unavailable:
      "Our request system is briefly unavailable. Nothing you typed is lost; try again in a moment, or send it by email.",
    mailFallback: "Send it by email instead",
    /** Under a refusal or an outage, a link to the form that kept the visitor's answers. */
    keptAnswers: "Everything you typed is kept: back to your form",
    honeypot: "Leave this field empty",
    /** The quote and inquiry forms' file field; `{count}`, `{each}`, `{total}` and `{types}` come from the limits. */
    files: {
      label: "Drawings, specifications or photos",
      hint: "Up to {count} files, {each} each and {total} in all: {types}.",
      chosen: "Files to send",
      remove: "Remove {name}",
      sending: "Sending your files: {percent}%",
      refused: {
        type: "{name} was not sent: it is not a {types} file.",
        size: "{name} was not sent: it is over {each}.",
        total: "{name} was not sent: with the files before it, it would pass {total} in all.",
        count: "{name} was not sent: one request takes {count} files at most.",
      },
      again: "Your answers are kept. Choose the files to send again.",
      received: "Files received:",
      /** Ends a mail draft (no server to take the files): the mail program cannot attach them by itself. */
      attachToMail: "Please attach these files to this email before sending it: {names}.",
    },
    received: {
      title: "Request received",
      reference: "Your reference",
      keep: "Quote this reference when you call, write or message us about this request.",
      next: {
        inquiry: `An engineer reads your message and answers by email or phone within ${company.figures.responseHours} hours (Monday to Saturday).`,
        consultation: `We call or email you within ${company.figures.responseHours} hours to confirm the date and time of your consultation, or to offer the nearest free slot.`,
        quote: `An engineer reviews the scope and sends you a priced proposal, usually within ${company.figures.responseHours} hours; if anything is unclear, we call you first.`,
      },
      whatsapp: "Continue on WhatsApp",
      whatsappMessage: "Hello, I have just sent request {ref} from your website.",
      previous: "Your previous request's reference is {ref}: quote it when you contact us about it.",
      another: "Send another request",
      toast: "Reference {ref}",
    },
  },
  inquiryServices: {
    ndt: "Non-Destructive Testing (NDT)",
    "third-party": "Third-Party Inspection",
    coating: "Coating Inspection",
    lifting: "Lifting Equipment Inspection",
    "pressure-vessel": "Pressure Vessel Inspection",
    consulting: "Consulting Services",
    training: "Training Programs",
    "staff-outsourcing": "Staff Outsourcing",
    other: "Other",
  } satisfies Record<InquiryServiceCode, string>,
  notFound: {
    code: "404",
    title: "Page Not Found",
    text: "Sorry, the page you are looking for doesn't exist or has been moved.",
    attempted: "You tried to reach",
    home: "Back to Home",
    back: "Go Back",
    help: "Need help finding something? Call or write to us:",
  },
  errors: {
    ...startup,
    gallery: "Gallery Error",
    reload: "Reload the page",
  },
  toaster: "Notifications",
  updated: "Last updated:",
} as const;

/** The shape every translation of the shell dictionary must have: English's keys, any words. */
export type CommonDictionary = Widen<typeof common>;
