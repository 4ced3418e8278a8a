import type { CredentialKind, MethodCode } from "~/features/proof/vocabulary";
import type { Widen } from "~/lib/i18n";
/**
 * English copy of the proof pages: the people section of the team page, the certificates register and
 * the qualification (prequalification) pack. Records themselves (names, numbers, scopes) come from
 * `app/content/people/` and `app/content/qualification/`; scheme names are proper names, the same in
 * every language. `{name}` placeholders are filled with `fill()` from `~/lib/i18n`.
 */
export const proof = {
  team: {
    heading: "Our people and their certificates",
    lead: "Inspectors, NDT technicians and engineers you may meet on your site, with the certificates each of them holds today and a link to check every one with the body that issued it.",
    certificates: "Certificates",
    languages: "Working languages",
    numberLabel: "Number",
    issuerLabel: "Issued by",
    expiresLabel: "Valid until",
    verify: "Verify",
    /** The link for a scheme without a public look-up: the issuer confirms a certificate when written to. */
    verifyWithIssuer: "Write to {issuer}",
    /** Said above that link: why there is no Verify link. */
    noRegister: "No public register",
    /** Accessible name of a certificate's verification link. */
    verifyLabel: "Verify {scheme} certificate {number} on the certifying body's site (opens in a new tab)",
    /** Accessible name of the link for a scheme without a public look-up: its issuer's site. */
    checkLabel:
      "Write to {issuer}, which keeps no public register, to confirm {scheme} certificate {number} (opens its site in a new tab)",
    registerLink: "See every certificate in our register",
    qualificationLink: "Open our prequalification pack",
    noCertificates: "Certificates being renewed: ask us for copies.",
    radiationOfficer: "Radiation protection officer",
    sampleBadge: "Sample profile",
    sampleNote: "This is sample content, not a real employee.",
  },
  register: {
    title: "Certificates register",
    metaDescription:
      "Current personnel certificates of our welding inspectors and NDT technicians (CSWIP, AWS CWI, ISO 9712 / PCN, ASNT, API, AMPP), with numbers, expiry dates and links to verify each one.",
    lead: "Every certificate our people hold that is valid today: scheme, method and level, number and expiry date. Check any of them yourself on the certifying body's public register before we mobilise; a certificate drops off this list the day after it expires.",
    caption: "Personnel certificates valid on {date}",
    columns: {
      holder: "Holder",
      scheme: "Scheme",
      methodLevel: "Method and level",
      number: "Certificate number",
      issuer: "Issued by",
      expires: "Expires",
      verification: "Verification",
    },
    verify: "Verify",
    verifyWithIssuer: "Write to {issuer}",
    noRegister: "No public register",
    /** Accessible names of the verification links, as on the team page. */
    verifyLabel: "Verify {scheme} certificate {number} on the certifying body's site (opens in a new tab)",
    checkLabel:
      "Write to {issuer}, which keeps no public register, to confirm {scheme} certificate {number} (opens its site in a new tab)",
    verifyHint:
      "Verify links open the certifying body's own register in a new tab: enter the certificate number shown here. CSWIP also asks for the holder's date of birth, which we give you with the holder's consent. Bodies that publish no register confirm a certificate in writing: write to them, as the link says, with the certificate number and the holder's name.",
    sampleBadge: "Sample",
    sampleNote: "Rows marked Sample are sample content, not real certificates.",
    empty:
      "No certificate to show at the moment: the register is being updated. Ask us for copies of our inspectors' certificates.",
    teamLink: "Meet the people who hold these certificates",
    qualificationLink: "Open our full prequalification pack",
  },
  qualification: {
    title: "Qualification and prequalification pack",
    metaDescription:
      "Vendor prequalification pack for our welding, inspection and NDT services in Cameroon: accreditations, ANRP radiation source authorisation, HSE statistics (LTIF, TRIR), calibrated equipment and insurance.",
    intro: [
      "Everything a vendor qualification questionnaire usually asks of an inspection contractor, on one page: accreditations and approvals, the authorisation for our radiation sources, our HSE record, calibrated equipment, insurance cover and the certificates of the people who will sign your reports.",
      "Every record shows its number and its expiry date, and links to the issuing body's public register where one exists, so your QA/QC and HSE teams can check it without waiting for us. Copies of certificates, policies and calibration certificates are sent on request.",
    ],
    printPack: "Print this pack",
    printHint: "Your browser's Print command (Ctrl+P, or ⌘P on a Mac) prints it too, without the site's menus.",
    lastReviewed: "Last reviewed {date}",
    sampleBadge: "Sample",
    sampleNote: "Figures are samples until the company confirms them.",
    accreditations: {
      heading: "Accreditations and approvals",
      lead: "Third-party recognition of our inspection body, management systems and class-society approvals. Only those valid today are listed.",
      columns: {
        name: "Standard or approval",
        scope: "Scope",
        number: "Number",
        issuer: "Granted by",
        expires: "Valid until",
        verification: "Verification",
      },
      kinds: {
        accreditation: "Accreditation",
        certification: "Certification",
        approval: "Approval",
      } satisfies Record<CredentialKind, string>,
      caption: "Accreditations, certifications and approvals valid on {date}",
      verify: "Verify",
      /** Accessible name of an accreditation's verification link. */
      verifyLabel: "Verify {name}, number {number}, on a public register (opens in a new tab)",
      onRequest: "Certificate on request",
      empty: "Our accreditation records are being updated: ask us for the current certificates.",
    },
    radiation: {
      heading: "Radiation source authorisation",
      lead: "Industrial radiography uses sealed gamma sources and X-ray generators. We hold and use them under an authorisation from the Agence Nationale de Radioprotection (ANRP), Cameroon's radiation protection regulator.",
      columns: {
        authority: "Authority",
        number: "Authorisation number",
        scope: "Sources and activities covered",
        expires: "Valid until",
      },
      caption: "Radiation source authorisations valid on {date}",
      empty: "Our authorisation is being renewed: ask us for the current document.",
    },
    officer: {
      heading: "Radiation protection officer",
      lead: "Named to the ANRP, our radiation protection officer sets up controlled areas, keeps source movements and dose records, and can stop any radiography shift that is not safe.",
      profileLink: "See {name}'s certificates",
    },
    hse: {
      heading: "HSE performance",
      lead: "Hours worked and injuries per calendar year, employees and supervised subcontractors together. The rates are computed from these figures, never entered by hand.",
      columns: {
        year: "Year",
        hoursWorked: "Hours worked",
        lostTimeInjuries: "Lost-time injuries",
        recordableInjuries: "Recordable injuries",
        ltif: "LTIF",
        trir: "TRIR",
      },
      caption: "Hours worked, injuries and injury rates by calendar year",
      ratesHeading: "How the rates are calculated",
      ltif: {
        term: "LTIF",
        name: "Lost-time injury frequency",
        explanation:
          "Injuries that kept someone off work for at least one full shift after the day of the injury, per 1,000,000 hours worked.",
        base: "Base: 1,000,000 hours worked (as in IOGP reporting).",
      },
      trir: {
        term: "TRIR",
        name: "Total recordable injury rate",
        explanation:
          "Every recordable injury (lost time, restricted work and medical treatment beyond first aid) per 200,000 hours worked.",
        base: "Base: 200,000 hours worked, the OSHA base of 100 full-time workers for a year.",
      },
      basesNote: "The two rates use different bases: check which one another contractor uses before comparing figures.",
      empty: "Our HSE figures are being compiled: ask us for the latest statistics.",
    },
    equipment: {
      heading: "Equipment register and calibration",
      lead: "Our main instruments with their calibration certificates. An instrument past its calibration due date is taken out of service and drops off this list until it is recalibrated.",
      columns: {
        item: "Instrument",
        makeModel: "Make and model",
        serial: "Serial number",
        method: "Method",
        calibrationDue: "Calibration due",
        certificate: "Calibration certificate",
      },
      caption: "Instruments with a valid calibration on {date}",
      empty: "Our equipment register is being updated: ask us for the calibration certificates.",
    },
    insurance: {
      heading: "Insurance",
      lead: "Cover in force today. Certificates of insurance naming your company can be issued for a contract.",
      columns: {
        cover: "Cover",
        insurer: "Insurer",
        limit: "Limit",
        expires: "Valid until",
      },
      caption: "Insurance policies in force on {date}",
      empty: "Our insurance summary is being updated: ask us for the current certificates.",
    },
    certificatesRegister: {
      heading: "Personnel certificates",
      text: "The certificates of every inspector and technician, with numbers, expiry dates and verification links, are in our certificates register.",
      link: "Open the certificates register",
    },
    references: {
      heading: "References on request",
      text: "We put you in touch with clients who have agreed to speak about our work: operators, EPC contractors and shipyards, for projects like yours.",
      button: "Request references",
    },
  },
  /** The letterhead every printed page of the pack and the register carries. */
  letterhead: {
    phone: "Tel.",
    email: "Email",
    validOn: "Records valid on {date}",
    printedOn: "printed {date}",
  },
  /** Names of the methods and disciplines, keyed by the codes in `~/features/proof/vocabulary`. */
  methods: {
    ut: "Ultrasonic testing (UT)",
    paut: "Phased array ultrasonic testing (PAUT)",
    tofd: "Time-of-flight diffraction (TOFD)",
    rt: "Radiographic testing (RT)",
    mt: "Magnetic particle testing (MT)",
    pt: "Penetrant testing (PT)",
    vt: "Visual testing (VT)",
    et: "Eddy current testing (ET)",
    "thickness-measurement": "Ultrasonic thickness measurement",
    "welding-inspection": "Welding inspection",
    "welding-engineering": "Welding engineering",
    "coating-inspection": "Coating inspection",
    "pressure-vessel-inspection": "In-service pressure vessel inspection",
    "piping-inspection": "In-service piping inspection",
    "tank-inspection": "Storage tank inspection",
    "load-testing": "Load testing",
    "radiation-safety": "Radiation protection",
  } satisfies Record<MethodCode, string>,
} as const;

/** The shape every translation of the proof dictionary must have: English's keys, any words. */
export type ProofDictionary = Widen<typeof proof>;
