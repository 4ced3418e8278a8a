import type { Widen } from "~/lib/i18n";
/**
 * English copy of the six static service pages (/services/ndt … /services/consulting), keyed by the
 * service keys of `app/content/service-pages.ts`. Titles and descriptions live in the shell dictionary.
 */
export const servicesPages = {
  labels: {
    eyebrow: "Our services",
    scopeEyebrow: "Scope",
    scopeTitle: "What we cover",
    standardsEyebrow: "Compliance",
    standardsTitle: "Codes and standards we work to",
    deliverablesTitle: "What you receive",
    processTitle: "How we work",
    sectorsTitle: "Sectors we serve",
    ctaTitle: "Plan this work with our engineers",
    ctaText:
      "Send us the scope, the applicable code and your deadline. We reply with a method statement, the people and equipment we would mobilise, and a priced proposal.",
    quote: "Request a quote",
    contact: "Contact our team",
  },
  pages: {
    ndt: {
      headline: "Find and size defects before they fail in service",
      intro: [
        "Our NDT technicians find, size and record defects in welds, castings, forgings and in-service components without cutting or damaging them. The work is done by personnel certified to ISO 9712 or ASNT SNT-TC-1A, under the oversight of an ASNT Level III, with calibrated equipment and written procedures to ASME V.",
        "We test in our Bonaberi workshop and on site, on pipelines, tank floors, pressure vessels, structural steel, ship hulls and rotating equipment, and give preliminary results the same day so production welding is never left waiting.",
      ],
      imageAlt: "Illustration of a technician scanning a pipe girth weld with a phased array ultrasonic probe",
      scope: [
        {
          title: "Ultrasonic testing (UT, PAUT, TOFD)",
          text: "Pulse-echo UT for welds, laminations and thickness gauging; phased array (PAUT) with encoded scans and time-of-flight diffraction (TOFD) for full-volume weld inspection, including as an alternative to radiography where the code allows it.",
        },
        {
          title: "Magnetic particle testing (MT)",
          text: "Yoke, wet fluorescent and black-on-white techniques to reveal surface and near-surface cracks in ferritic welds, lifting gear, hooks and machined parts.",
        },
        {
          title: "Liquid penetrant testing (PT)",
          text: "Colour-contrast and fluorescent penetrants for surface-breaking defects in stainless steel, duplex, aluminium and other non-magnetic materials.",
        },
        {
          title: "Radiographic testing (RT / DR)",
          text: "Gamma (Ir-192, Se-75) and X-ray radiography on film or digital detectors, with controlled areas, personal dosimetry and a radiation protection plan for every exposure.",
        },
        {
          title: "Visual testing (VT)",
          text: "Visual weld inspection to ISO 17637 and AWS D1.1: profile, undercut, porosity, misalignment and fit-up, using weld gauges, borescopes and photographed evidence.",
        },
        {
          title: "Thickness and corrosion mapping",
          text: "UT thickness surveys at condition monitoring locations, B-scan and C-scan corrosion maps of shells, pipes and tank floors to measure wall loss and corrosion rates.",
        },
      ],
      standards: [
        { code: "ISO 9712 / ASNT SNT-TC-1A", text: "Qualification and certification of NDT personnel" },
        { code: "ASME V", text: "Non-destructive examination methods for ASME code work" },
        { code: "API 1104", text: "Welding and NDT acceptance of pipelines and related facilities" },
        { code: "AWS D1.1", text: "Structural welding code: steel, inspection and acceptance" },
        { code: "ISO 17640 / 13588 / 10863", text: "Ultrasonic, phased array and TOFD testing of welds" },
        { code: "ISO 17636 / 17638 / 3452", text: "Radiographic, magnetic particle and penetrant testing" },
      ],
      deliverables: [
        "NDT report for each method, with technique sheet, calibration records and the acceptance criteria applied",
        "Indication log giving the location, length and depth of each defect, marked on weld maps",
        "Encoded PAUT and TOFD data files, digital radiographs or processed films",
        "Thickness survey tables and corrosion maps with minimum readings highlighted",
        "Copies of the technicians' ISO 9712 or ASNT certificates",
      ],
      process: [
        {
          title: "Scope and procedure",
          text: "We review drawings, materials and the code, then issue the NDT procedure and technique sheets for approval.",
        },
        {
          title: "Mobilisation",
          text: "Certified technicians and calibrated equipment arrive on site with permits, induction and radiation safety arrangements in place.",
        },
        {
          title: "Testing and evaluation",
          text: "Each weld or area is tested, recorded and evaluated against the acceptance criteria, with your QC invited to witness.",
        },
        {
          title: "Reporting",
          text: "Preliminary results the same day, then the signed final report and data files, ready for the project data book.",
        },
      ],
      sectorsText: "NDT is required wherever welds carry pressure, load or product:",
    },
    inspection: {
      headline: "Independent eyes on your fabrication, construction and suppliers",
      intro: [
        "Third-party inspection gives owners, EPC contractors and lenders an independent view of whether equipment and construction meet the purchase order, the specification and the code. Our inspectors witness, verify and report; they do not build, so their findings are free of conflicts of interest.",
        "We inspect at fabrication shops in Cameroon and the sub-region, on construction sites and at plants in operation, and we audit welding and quality systems before you place an order or accept a delivery.",
      ],
      imageAlt: "Illustration of an inspector checking a fabricated pressure vessel against a drawing in a workshop",
      scope: [
        {
          title: "Vendor and shop inspection",
          text: "Review of the inspection and test plan (ITP), material certificates to EN 10204 3.1, fit-up, welding, dimensional checks, NDT and hydrotest witnessing, and final release.",
        },
        {
          title: "Visual weld inspection",
          text: "Visual inspection of welds to ISO 17637, AWS D1.1 or ASME, with acceptance against ISO 5817 quality levels or the code's own criteria.",
        },
        {
          title: "Welding inspection and supervision",
          text: "Checks of WPS compliance, welder qualifications, consumable storage and baking, preheat and interpass temperatures, and PWHT charts.",
        },
        {
          title: "Site and construction inspection",
          text: "Pipeline spreads, tank erection, structural steel and bolted connections, with punch lists tracked to close-out before hand-over.",
        },
        {
          title: "Compliance audits",
          text: "Welding quality audits to ISO 3834, supplier qualification audits and QA/QC system audits against ISO 9001 and your own requirements.",
        },
        {
          title: "Document review and expediting",
          text: "Review of manufacturing data books, as-built records and certificates, and expediting visits to keep critical orders on schedule.",
        },
      ],
      standards: [
        {
          code: "ISO/IEC 17020",
          text: "Requirements for bodies performing inspection, the basis of our working methods",
        },
        { code: "ISO 17637 / ISO 5817", text: "Visual testing of fusion welds and quality levels for imperfections" },
        { code: "ISO 3834", text: "Quality requirements for fusion welding" },
        { code: "ASME B31.3 / B31.4 / B31.8", text: "Process piping and pipeline transportation systems" },
        { code: "API 1104 / AWS D1.1", text: "Pipeline welding and structural welding codes" },
        { code: "EN 10204 / ISO 9001", text: "Material inspection documents and quality management systems" },
      ],
      deliverables: [
        "Inspection and test plans reviewed and marked with hold and witness points",
        "Visit reports with photographs, measurements and observations",
        "Inspection release notes or certificates for accepted items",
        "Non-conformance reports citing the clause breached and the corrective action required",
        "Reviewed manufacturing data books and audit reports with findings ranked by risk",
      ],
      process: [
        {
          title: "Kick-off and ITP",
          text: "We agree the scope, the applicable documents and the hold and witness points with you and the vendor.",
        },
        {
          title: "Inspection visits",
          text: "Our inspector attends each point, checks records and work against the requirements and photographs the evidence.",
        },
        {
          title: "Non-conformities",
          text: "Deviations are raised in writing the same day and followed until the vendor's corrective action is verified.",
        },
        {
          title: "Release and close-out",
          text: "Accepted items are released with a signed note and the final report joins your quality records.",
        },
      ],
      sectorsText: "Independent inspection protects buyers and owners in every sector we serve:",
    },
    coating: {
      headline: "Protective coatings that last in Douala's climate",
      intro: [
        "Humidity above 80%, salt-laden air and high temperatures make the Cameroonian coast one of the harshest environments for steel. Most coating failures start with poor surface preparation or application outside the specified conditions, and they can be prevented by inspection at each stage.",
        "Our NACE/AMPP-qualified coating inspectors check surface preparation, climate, film thickness, adhesion and continuity against your coating specification and the manufacturer's data sheets, and report daily so problems are fixed before the next coat goes on.",
      ],
      imageAlt: "Illustration of a coating inspector measuring dry film thickness on a blasted and painted steel tank",
      scope: [
        {
          title: "Surface preparation",
          text: "Cleanliness to ISO 8501-1 (Sa 2½, St 3), roughness profile to ISO 8503 with replica tape or profile gauge, dust to ISO 8502-3 and soluble salts by Bresle test to ISO 8502-6/-9.",
        },
        {
          title: "Climate monitoring",
          text: "Air and steel temperature, relative humidity and dew point recorded before and during application, with steel at least 3 °C above the dew point (ISO 8502-4).",
        },
        {
          title: "Wet and dry film thickness (DFT)",
          text: "Wet film checks during spraying and DFT measurements with calibrated gauges, sampled and accepted to ISO 19840 or SSPC-PA 2.",
        },
        {
          title: "Adhesion testing",
          text: "Pull-off tests to ISO 4624 or ASTM D4541 and cross-cut or X-cut tests to ISO 2409, where the specification calls for them.",
        },
        {
          title: "Holiday testing",
          text: "Low-voltage wet sponge and high-voltage spark testing of linings and pipeline coatings to NACE SP0188 and ISO 29601.",
        },
        {
          title: "Coating condition surveys",
          text: "In-service assessment of rusting, blistering and breakdown to ISO 4628, mapped by area, with repair and maintenance recommendations.",
        },
      ],
      standards: [
        { code: "NACE / AMPP", text: "SP0188 holiday testing and AMPP (formerly NACE and SSPC) coating practices" },
        {
          code: "ISO 8501-1 / 8502 / 8503",
          text: "Surface cleanliness, surface contaminants and roughness of blasted steel",
        },
        { code: "ISO 19840 / SSPC-PA 2", text: "Measurement and acceptance of dry film thickness" },
        { code: "ISO 12944", text: "Corrosion protection of steel structures by protective paint systems" },
        { code: "ISO 4624 / ISO 2409", text: "Pull-off and cross-cut adhesion tests" },
        { code: "NORSOK M-501", text: "Surface preparation and protective coating for offshore installations" },
      ],
      deliverables: [
        "Daily coating inspection reports: climate, surface preparation, batch numbers and DFT readings",
        "DFT data files downloaded from the gauge, with statistics per area",
        "Adhesion and holiday test records with photographs",
        "Non-conformance reports and verification of repairs",
        "Final coating dossier for hand-over and warranty",
      ],
      process: [
        {
          title: "Pre-job meeting",
          text: "We review the coating specification, the product data sheets and the ITP, and agree a reference area with the applicator.",
        },
        {
          title: "Surface preparation checks",
          text: "Climate, cleanliness, profile and salts are verified and recorded before any coat is applied.",
        },
        {
          title: "Application checks",
          text: "Each coat is checked for wet and dry film thickness, curing and overcoating intervals, and defects are marked for repair.",
        },
        {
          title: "Final acceptance",
          text: "Adhesion and holiday tests, a final DFT survey and the signed dossier close the job.",
        },
      ],
      sectorsText: "We inspect coatings on tanks, hulls, structures and plant in:",
    },
    lifting: {
      headline: "Lifting equipment examined, tested and certified",
      intro: [
        "Cranes, hoists and lifting accessories need a thorough examination by a competent person before first use, at regular intervals and after any event that could affect their safety. We follow the LOLER-style regime most operators and insurers expect: six-monthly examination of accessories and of equipment that lifts people, twelve-monthly for other lifting equipment, and after every repair or modification.",
        "Our lifting inspectors examine and load test equipment at ports, yards, plants and offshore bases, and mark each item so your crews can tell at a glance what is safe to use.",
      ],
      imageAlt: "Illustration of a mobile crane lifting certified test weights during a proof load test",
      scope: [
        {
          title: "Thorough examination",
          text: "Detailed periodic examination of cranes, hoists, winches and lifting accessories, including structure, mechanisms, limit switches, brakes and safe load indicators.",
        },
        {
          title: "Proof load tests",
          text: "Static and dynamic load tests with certified test weights, water bags and calibrated load cells, at the overload required by the applicable standard.",
        },
        {
          title: "Cranes of every type",
          text: "Mobile, crawler, tower, overhead and gantry cranes, port and ship cranes, and offshore pedestal cranes.",
        },
        {
          title: "Lifting accessories",
          text: "Wire rope, chain and webbing slings, shackles, hooks, eyebolts, spreader beams and clamps, checked for marking, wear and discard criteria.",
        },
        {
          title: "NDT of critical components",
          text: "Magnetic particle testing of hooks, sheaves, pad eyes and crane structural welds, and ultrasonic testing of pins and shafts.",
        },
        {
          title: "Registers and tagging",
          text: "A register of every item with its unique identification, safe working load and next due date, and colour-coded tags on the equipment.",
        },
      ],
      standards: [
        { code: "LOLER 1998", text: "Thorough examination regime used as the reference for intervals and reports" },
        { code: "ASME B30.2 / B30.5", text: "Overhead and gantry cranes; mobile and locomotive cranes" },
        { code: "ASME B30.9 / B30.20 / B30.26", text: "Slings, below-the-hook lifting devices and rigging hardware" },
        { code: "ISO 9927-1 / ISO 4309", text: "Inspection of cranes and care and discard of wire ropes" },
        { code: "EN 13414 / EN 818", text: "Steel wire rope slings and short link chain slings" },
        { code: "API RP 2D", text: "Operation and maintenance of offshore cranes" },
      ],
      deliverables: [
        "Report of thorough examination for each item, stating defects and the date of the next examination",
        "Load test certificates with the test load, duration and results",
        "An updated equipment register with safe working loads and due dates",
        "Inspection tags and colour coding fitted on site",
        "Immediate written notice for any item that must be taken out of service",
      ],
      process: [
        {
          title: "Register and planning",
          text: "We collect your equipment list, certificates and manufacturer data and plan the examinations around your operations.",
        },
        {
          title: "Examination",
          text: "Each item is examined by a competent lifting inspector, with NDT where cracks are suspected.",
        },
        {
          title: "Load testing",
          text: "New, repaired or modified equipment is load tested under a lift plan, with an exclusion zone and certified weights.",
        },
        {
          title: "Certification",
          text: "Reports and certificates are issued, the register is updated and the next examinations are scheduled.",
        },
      ],
      sectorsText: "Wherever loads are lifted over people and plant, including:",
    },
    "pressure-vessel": {
      headline: "Pressure equipment kept safe from fabrication to end of life",
      intro: [
        "Pressure vessels, boilers, process piping and storage tanks hold energy and product that can injure people and stop a plant if they fail. We inspect them during fabrication to ASME VIII and in service to API 510, 570 and 653, and provide the thickness data and calculations owners need to decide on repair, re-rating or continued operation.",
        "Our inspectors plan inspections around your shutdowns, carry out external and internal inspections and pressure tests, and keep the equipment's inspection history so every next inspection date is justified.",
      ],
      imageAlt:
        "Illustration of a horizontal pressure vessel on saddles with an inspector taking ultrasonic thickness readings",
      scope: [
        {
          title: "New-build inspection to ASME VIII",
          text: "Design and drawing review, material traceability, welding and NDT, post-weld heat treatment records, hydrotest and the manufacturer's data report.",
        },
        {
          title: "In-service inspection (API 510 / 570)",
          text: "External and internal inspection of vessels and piping circuits, corrosion loops, remaining life and next inspection date calculations.",
        },
        {
          title: "Storage tank inspection (API 653)",
          text: "In-service and out-of-service inspection of shells, floors, roofs and nozzles, with settlement surveys and floor thickness mapping.",
        },
        {
          title: "Thickness surveys",
          text: "Ultrasonic thickness measurements at condition monitoring locations, with corrosion rates calculated against previous readings.",
        },
        {
          title: "Hydrostatic and pneumatic tests",
          text: "Test procedures and pressure calculations, calibrated gauges and chart recorders, witnessing and test certificates.",
        },
        {
          title: "Fitness-for-service support",
          text: "Level 1 and Level 2 assessments of local thinning, pitting and weld defects to API 579-1 / ASME FFS-1, and repair plans to ASME PCC-2.",
        },
      ],
      standards: [
        { code: "ASME VIII Div. 1", text: "Rules for construction of pressure vessels" },
        { code: "API 510", text: "Pressure vessel inspection, repair, alteration and re-rating" },
        { code: "API 570", text: "Inspection, repair and alteration of in-service piping systems" },
        { code: "API 653", text: "Tank inspection, repair, alteration and reconstruction" },
        { code: "API 579-1 / ASME FFS-1", text: "Fitness-for-service assessment" },
        { code: "ASME B31.3 / ASME PCC-2", text: "Process piping and repair of pressure equipment and piping" },
      ],
      deliverables: [
        "Inspection reports with thickness tables per condition monitoring location",
        "Corrosion rates, remaining life and next inspection date calculations",
        "Hydrotest certificates with pressure charts and gauge calibration certificates",
        "Fitness-for-service and repair recommendations",
        "Updated equipment inspection files for your records and the authorities",
      ],
      process: [
        {
          title: "Records review",
          text: "We gather design data, previous reports and operating conditions to identify the likely damage mechanisms.",
        },
        {
          title: "Inspection plan",
          text: "Methods, locations and access are agreed and fitted into your shutdown or operating schedule.",
        },
        {
          title: "Inspection and testing",
          text: "Visual, thickness and NDT inspections are carried out and any pressure test is witnessed.",
        },
        {
          title: "Assessment and reporting",
          text: "Results are assessed against the code, remaining life is calculated and the next inspection is set.",
        },
      ],
      sectorsText: "We inspect pressure equipment for operators in:",
    },
    consulting: {
      headline: "Welding engineering, qualification and training for your teams",
      intro: [
        "Good welding starts on paper: qualified procedures, qualified welders and a quality system that keeps both under control. Our welding engineers prepare and qualify WPS and PQR to ASME IX, AWS D1.1 and ISO 15614, qualify welders to ISO 9606 and help fabricators meet ISO 3834.",
        "We also train inspectors, technicians and QA/QC staff and write the technical documents projects depend on, from method statements and NDT procedures to complete manufacturing data books.",
      ],
      imageAlt: "Illustration of a welding engineer presenting a weld procedure to trainees beside a test coupon",
      scope: [
        {
          title: "WPS and PQR qualification",
          text: "Preliminary WPS drafting, test coupons welded and witnessed, mechanical tests (tensile, bend, impact, hardness, macro) at partner laboratories, then PQR and WPS to ASME IX, AWS D1.1 or ISO 15614-1.",
        },
        {
          title: "Welder qualification",
          text: "Welder tests to ISO 9606-1 and ASME IX, coupons examined visually and by NDT or bend tests, qualification certificates and continuity records.",
        },
        {
          title: "ISO 3834 implementation",
          text: "Gap analysis, welding coordination to ISO 14731, procedures and records for fusion welding quality, and preparation for certification.",
        },
        {
          title: "Training programmes",
          text: "NDT training towards ISO 9712 Level 1 and 2, welding inspection, coating inspection basics and QA/QC courses adapted to your projects.",
        },
        {
          title: "Technical documentation",
          text: "ITPs, method statements, welding books, NDT procedures, manufacturing data books and as-built dossiers written to your client's requirements.",
        },
        {
          title: "Technical advice and failure analysis",
          text: "Weld repair procedures, material and consumable selection, and investigation of cracked or failed welds with recommendations.",
        },
      ],
      standards: [
        { code: "ASME IX", text: "Welding, brazing and fusing qualifications" },
        { code: "AWS D1.1", text: "Structural welding code: prequalified and qualified procedures" },
        { code: "ISO 15614-1 / ISO 15609-1", text: "Qualification and specification of welding procedures" },
        { code: "ISO 9606-1", text: "Qualification testing of welders: fusion welding of steels" },
        { code: "ISO 3834 / ISO 14731", text: "Quality requirements for fusion welding and welding coordination" },
        { code: "ISO 9712", text: "Qualification and certification of NDT personnel" },
      ],
      deliverables: [
        "Qualified WPS and PQR with mechanical and NDT test reports",
        "Welder qualification certificates (WPQ) and a welder register",
        "ISO 3834 procedures, forms and records ready for audit",
        "Training attendance certificates and assessment results",
        "Procedures, ITPs and data books in your project's format",
      ],
      process: [
        {
          title: "Needs assessment",
          text: "We review your products, codes, client requirements and current procedures or skills.",
        },
        {
          title: "Preparation",
          text: "Draft procedures, test plans or course material are prepared and agreed with you.",
        },
        {
          title: "Qualification or training",
          text: "Coupons are welded and tested, or courses delivered, with practical work on real joints.",
        },
        {
          title: "Documentation and follow-up",
          text: "Qualified documents and certificates are issued, and we support you through client or certification audits.",
        },
      ],
      sectorsText: "Our welding engineers and trainers support companies in:",
    },
  },
} as const;

/** The shape every translation of the service pages' dictionary must have: English's keys, any words. */
export type ServicesPagesDictionary = Widen<typeof servicesPages>;
