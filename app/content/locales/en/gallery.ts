import type { Widen } from "~/lib/i18n";
/** English copy of the gallery page. Item keys are the ids in `~/content/gallery`. */
export const gallery = {
  eyebrow: "Our work",
  gridTitle: "On site with our inspectors and welders",
  gridLead:
    "Twelve illustrations of the work we do every week, from pipeline girth welds and phased array scans to load tests and welder qualification: drawings of the methods, not photographs of a client's site. Select one to see it larger.",
  openHint: "Opens a larger view",
  previous: "Previous image",
  previousShort: "Previous",
  next: "Next image",
  nextShort: "Next",
  close: "Close the larger view",
  counter: "Image {position} of {total}",
  keyboardHint: "Use the left and right arrow keys to move between images.",
  items: {
    "pipeline-girth-weld": {
      title: "Pipeline Girth Welding",
      alt: "A welder kneels beside a pipeline to weld a girth joint while a sideboom tractor holds the pipe string in position.",
    },
    "phased-array-ut": {
      title: "Phased Array Ultrasonic Testing",
      alt: "An encoded phased array scanner clamped on a pipe weld, cabled to an instrument showing a sectorial scan.",
    },
    "magnetic-particle": {
      title: "Magnetic Particle Inspection",
      alt: "An electromagnetic yoke straddles a plate weld under an ultraviolet lamp, revealing a glowing crack indication.",
    },
    "dye-penetrant": {
      title: "Liquid Penetrant Testing",
      alt: "Developer is sprayed over a weld on a steel plate, where red penetrant bleeds out of a surface crack.",
    },
    "radiography-film": {
      title: "Radiographic Film Interpretation",
      alt: "A weld radiograph on an illuminated film viewer, with a magnifying glass over an indication and a radiation warning sign.",
    },
    "storage-tank-inspection": {
      title: "Storage Tank Inspection",
      alt: "A crawler scans the shell of a storage tank beside a colour-coded thickness map, while one inspector climbs the stair and another records results on a tablet.",
    },
    "offshore-platform": {
      title: "Offshore Platform Support",
      alt: "An offshore production platform standing in the sea, with a supply vessel nearby.",
    },
    "coating-thickness": {
      title: "Coating Thickness Measurement",
      alt: "The probe of a dry film thickness gauge rests on a multi-coat paint system, shown in cross-section over blasted steel, with readings on the gauge.",
    },
    "crane-load-test": {
      title: "Mobile Crane Load Test",
      alt: "A mobile crane lifts water-filled test weights through a load cell while an inspector records the load on a tablet.",
    },
    "pressure-vessel": {
      title: "Pressure Vessel Hydrostatic Test",
      alt: "A horizontal pressure vessel on saddles, connected to a hydrotest pump with pressure gauges, with an inspector standing by.",
    },
    "structural-steel": {
      title: "Structural Steel Welding",
      alt: "A welder makes a beam-to-column connection on a steel frame while a tower crane lifts the next beam.",
    },
    "welder-training": {
      title: "Welder Training & Qualification",
      alt: "Two trainee welders work in welding booths while an instructor with a clipboard assesses their test pieces.",
    },
  },
  cta: {
    title: "Have a similar job coming up?",
    text: "Tell us the scope, the code and the location. We reply with the method, the people and a price.",
    button: "Request a Quote",
  },
} as const;

/** The shape every translation of the gallery page must have: English's keys, any words. */
export type GalleryDictionary = Widen<typeof gallery>;
