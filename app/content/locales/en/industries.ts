import { shownClaims } from "~/content/company";
import type { Widen } from "~/lib/i18n";

const claimed = shownClaims("en");

/**
 * English copy of the five industry pages (/industries/oil-gas … /industries/power), keyed by the
 * industry keys of `app/content/industry-page-facts.ts`. Each lists six services by key; that file says
 * which service page each one links to, and the type check fails if a key is missing on either side.
 */
export const industries = {
  labels: {
    eyebrow: "Industries we serve",
    statsLabel: "Across our industry work",
    stats: [
      { value: claimed.safetyCompliance, label: "Safety compliance" },
      { value: claimed.uptime, label: "Uptime" },
    ],
    challengesEyebrow: "The challenges",
    challengesTitle: "What makes this sector demanding",
    servicesEyebrow: "Our services",
    servicesTitle: "Six services for this sector",
    servicesLead: "Follow a service to see the methods, codes and deliverables in detail.",
    ctaTitle: "Talk to an engineer who knows your sector",
    ctaText:
      "Tell us about your asset, your shutdown window or your project. We reply with a method statement, the team we would deploy and a priced proposal.",
    quote: "Request a quote",
    consultation: "Schedule a consultation",
    contact: "Contact our team",
    otherTitle: "Other industries",
  },
  pages: {
    "oil-gas": {
      headline: "Integrity for assets that cannot stop",
      intro: [
        "Cameroon's oil and gas chain runs from the offshore fields of the Rio del Rey and Douala/Kribi-Campo basins, through the Chad–Cameroon export pipeline and its terminal off Kribi, to the Limbe refinery and the fuel depots and gas networks around Douala.",
        "Every part of it depends on welds and steel that are exposed to heat, humidity, salt and hydrocarbons. We support operators, EPC contractors and service companies with inspection, NDT and certified personnel, offshore and onshore, during construction and in operation.",
      ],
      imageAlt: "Illustration of an offshore platform, a pipeline and storage tanks on the Gulf of Guinea coast",
      challenges: [
        {
          title: "Corrosion in a hot, humid, saline climate",
          text: "Piping, tanks and structures lose wall thickness fast in the Gulf of Guinea, under insulation and in the splash zone.",
        },
        {
          title: "Short shutdown windows",
          text: "Turnarounds are planned in days, so inspection crews must be mobilised, equipped and reporting from the first shift.",
        },
        {
          title: "Several codes on one project",
          text: "API, ASME and ISO requirements are combined with the operator's own specifications, and every report must show which criterion applies.",
        },
        {
          title: "Remote and offshore logistics",
          text: "Crews need offshore safety training, medicals and certified equipment ready for helicopter or crew-boat transfer.",
        },
      ],
      services: {
        "pipeline-ndt": {
          title: "Pipeline and piping NDT",
          text: "Radiography and phased array UT of girth welds to API 1104 and ASME B31.3, with same-day results for the welding spread.",
        },
        "third-party": {
          title: "Third-party inspection",
          text: "Vendor inspection of pipe, valves and skids and site inspection of construction, on behalf of the operator or the EPC contractor.",
        },
        vessels: {
          title: "Vessel, piping and tank inspection",
          text: "In-service inspection to API 510, 570 and 653, thickness surveys, corrosion rates and next inspection dates.",
        },
        coating: {
          title: "Coating and lining inspection",
          text: "Surface preparation, DFT and holiday testing of pipeline coatings, tank linings and topside structures.",
        },
        lifting: {
          title: "Lifting equipment inspection",
          text: "Thorough examination and load testing of pedestal cranes, davits, slings and lifting accessories on platforms and supply bases.",
        },
        staff: {
          title: "Certified technical staff",
          text: "Coded welders, NDT technicians, welding and coating inspectors and rope access technicians for projects and turnarounds.",
        },
      },
    },
    maritime: {
      headline: "Hulls, decks and port equipment kept in class",
      intro: [
        "The port of Douala handles most of Cameroon's sea trade, the deep-sea port of Kribi is growing, and shipyards on the Wouri repair vessels from across the Gulf of Guinea. Offshore supply vessels, barges, dredgers and floating units all need welding and steel work inspected to class rules.",
        "We support shipyards, ship owners, port operators and offshore contractors with hull and structural NDT, welding inspection, coating inspection and lifting equipment certification, within the tight windows of a dry-docking or a port call.",
      ],
      imageAlt: "Illustration of a ship in dry dock beside a port crane, with an inspector on the hull",
      challenges: [
        {
          title: "Hull and splash-zone corrosion",
          text: "Plating, frames and ballast tanks waste quickly in warm salt water and must be gauged and repaired to class limits.",
        },
        {
          title: "Tight dry-dock and port-call windows",
          text: "Every day in dock costs the owner, so inspection must keep pace with steel renewal and painting.",
        },
        {
          title: "Class society requirements",
          text: "Welding procedures, welders and NDT must satisfy the classification society's surveyor as well as the owner.",
        },
        {
          title: "Confined spaces and work over water",
          text: "Tanks, void spaces and over-side work call for gas testing, rescue plans and rope access skills.",
        },
      ],
      services: {
        "hull-ndt": {
          title: "Hull thickness gauging and NDT",
          text: "Ultrasonic thickness gauging of plating and frames, and UT, MT and PT of structural and repair welds.",
        },
        "ship-repair": {
          title: "Welding inspection for ship repair",
          text: "Fit-up, welding and visual inspection of steel renewals and conversions, with reports ready for the class surveyor.",
        },
        coating: {
          title: "Marine coating inspection",
          text: "Blast, climate and DFT control of hull, deck and ballast tank coatings to the paint maker's specification.",
        },
        cranes: {
          title: "Port and ship crane inspection",
          text: "Thorough examination and load testing of ship cranes, port cranes, davits and cargo gear, with certificates.",
        },
        qualification: {
          title: "Procedure and welder qualification",
          text: "WPS/PQR and welder qualification for shipyards, prepared for the surveyor's witness and approval.",
        },
        technicians: {
          title: "Marine technicians and rope access",
          text: "Welders, fitters, blasters, painters and IRATA rope access technicians for dockings and offshore campaigns.",
        },
      },
    },
    construction: {
      headline: "Structural steel you can sign off with confidence",
      intro: [
        "Bridges over the Wouri, stadiums, warehouses in the port zone, industrial plants and high-rise buildings in Douala and Yaoundé are built more and more in structural steel, welded on site or in local workshops.",
        "We help contractors, engineering firms and project owners prove that welds, bolted connections and coatings meet the design and the code, so structures are handed over with complete, credible quality records.",
      ],
      imageAlt:
        "Illustration of a steel-framed building under construction with a tower crane and an inspector on site",
      challenges: [
        {
          title: "Site welding quality",
          text: "Wind, rain and awkward positions make site welds harder to get right than shop welds, and defects hide under fireproofing and paint.",
        },
        {
          title: "Connections and tolerances",
          text: "Bolt tightening, weld sizes and erection tolerances must be checked before the next lift closes off access.",
        },
        {
          title: "Hand-over documentation",
          text: "Owners and lenders expect a complete quality dossier: procedures, welder qualifications, NDT reports and material certificates.",
        },
        {
          title: "Mixed-skill workforces",
          text: "Crews often combine experienced and new welders, so procedures and qualifications must be clear and verified.",
        },
      ],
      services: {
        "structural-welds": {
          title: "Structural welding inspection",
          text: "Visual inspection of fit-up and welds to AWS D1.1 and ISO 17637, bolt tightening checks and dimensional control.",
        },
        "ut-mt": {
          title: "UT and MT of structural welds",
          text: "Ultrasonic testing of full-penetration welds and magnetic particle testing of fillet welds and connections.",
        },
        qualification: {
          title: "Welder and procedure qualification",
          text: "WPS to AWS D1.1 or ISO 15614 and welder tests to ISO 9606, before welding starts on site.",
        },
        coating: {
          title: "Protective coating inspection",
          text: "Coating systems to ISO 12944 inspected for preparation, DFT and adhesion, in the shop and after erection.",
        },
        cranes: {
          title: "Tower crane and lifting gear inspection",
          text: "Thorough examination and load testing of tower cranes, mobile cranes, hoists and rigging on the project.",
        },
        staff: {
          title: "Structural and QA/QC staff",
          text: "Structural fitters, welders, scaffolders, riggers and QA/QC engineers deployed for the duration of your project.",
        },
      },
    },
    manufacturing: {
      headline: "Qualified procedures and repeatable quality in the workshop",
      intro: [
        "From the industrial zones of Bonaberi and Bassa to the aluminium smelter at Edéa, Cameroon's manufacturers fabricate tanks, pressure vessels, skids, steel structures and process equipment, and maintain plants for breweries, cement, agro-industry and metals.",
        "Clients increasingly ask them for qualified welding procedures, certified welders and documented inspection. We help fabricators put that in place, inspect their production and release their products with the paperwork buyers expect.",
      ],
      imageAlt: "Illustration of a fabrication workshop with welders at work on tanks and an overhead crane",
      challenges: [
        {
          title: "A qualified procedure for every joint",
          text: "Each material, thickness and position needs a WPS backed by a PQR, and buyers check them before they order.",
        },
        {
          title: "Client and export code compliance",
          text: "The same shop may build to ASME for one client, to EN/ISO for another and to API for a third.",
        },
        {
          title: "Repeatable quality in production",
          text: "Defect rates, repairs and rework must be measured and kept low batch after batch.",
        },
        {
          title: "Keeping process plant running",
          text: "Pressure equipment, cranes and piping in the plant itself need periodic inspection to stay safe and insured.",
        },
      ],
      services: {
        "wps-pqr": {
          title: "WPS/PQR and welder qualification",
          text: "Procedures qualified to ASME IX, AWS D1.1 or ISO 15614 and welders to ISO 9606, with certificates your buyers accept.",
        },
        "iso-3834": {
          title: "ISO 3834 implementation",
          text: "Welding quality system, welding coordination and records to ISO 3834, ready for certification or client audit.",
        },
        "shop-ndt": {
          title: "In-shop NDT",
          text: "UT, RT, MT and PT of production welds in your workshop, scheduled so fabrication keeps moving.",
        },
        "shop-release": {
          title: "Shop inspection and release",
          text: "Inspection at hold points and final release of products on behalf of your clients or for your own quality control.",
        },
        vessels: {
          title: "Vessel and tank construction inspection",
          text: "Inspection of new pressure vessels to ASME VIII and storage tanks to API 650, including hydrotest witnessing.",
        },
        cranes: {
          title: "Overhead crane inspection",
          text: "Thorough examination and load testing of workshop overhead cranes, hoists and lifting accessories.",
        },
      },
    },
    power: {
      headline: "Reliable inspection for generation and transmission",
      intro: [
        "Cameroon's electricity comes mostly from hydropower on the Sanaga and its tributaries, at Song Loulou, Edéa, Nachtigal and Lom Pangar, completed by gas-fired and thermal plants such as Kribi's, by solar plants in the North and by a high-voltage transmission network that crosses the country.",
        "Penstocks, turbines, boilers, pressure parts, powerhouse cranes and transmission towers all need inspection during construction, refurbishment and planned outages. We deliver it with crews that work safely around live plant and keep to the outage programme.",
      ],
      imageAlt: "Illustration of a hydroelectric dam with its penstocks and a high-voltage transmission line",
      challenges: [
        {
          title: "Penstock and turbine wear",
          text: "Erosion, cavitation and fatigue cracking affect penstocks, runners and guide vanes after years of service.",
        },
        {
          title: "Boiler and pressure part damage",
          text: "Tube thinning, creep and fatigue in thermal plants must be found before they cause a forced outage.",
        },
        {
          title: "Fixed outage programmes",
          text: "Inspection has to fit into planned outages that the grid operator schedules months ahead.",
        },
        {
          title: "Towers and structures in the open",
          text: "Transmission towers and outdoor steelwork corrode under sun, rain and coastal air, often far from roads.",
        },
      ],
      services: {
        "penstock-ndt": {
          title: "Penstock and turbine NDT",
          text: "UT, PAUT and MT of penstock welds, runners and shafts, with thickness mapping of penstock shells.",
        },
        boilers: {
          title: "Boiler and pressure part inspection",
          text: "Inspection of boilers, heat recovery steam generators, headers and high-energy piping, with thickness surveys and hydrotests.",
        },
        coating: {
          title: "Coating inspection of penstocks and towers",
          text: "Surface preparation, DFT and adhesion control of penstock linings, steel structures and transmission towers.",
        },
        cranes: {
          title: "Powerhouse crane inspection",
          text: "Thorough examination and load testing of powerhouse overhead cranes and gantry cranes before outages.",
        },
        "third-party": {
          title: "Third-party inspection of projects",
          text: "Vendor and site inspection for new plants, refurbishments and transmission lines, on behalf of owners and lenders.",
        },
        "repair-procedures": {
          title: "Repair procedures and welder qualification",
          text: "Qualified weld repair procedures for turbine and penstock steels, and welders tested to ISO 9606 and ASME IX.",
        },
      },
    },
  },
} as const;

/** The shape every translation of the industry pages' dictionary must have: English's keys, any words. */
export type IndustriesDictionary = Widen<typeof industries>;
