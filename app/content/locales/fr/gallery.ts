import type { GalleryDictionary } from "../en/gallery";

export const gallery: GalleryDictionary = {
  eyebrow: "Nos réalisations",
  gridTitle: "Sur le terrain avec nos inspecteurs et nos soudeurs",
  gridLead:
    "Douze illustrations des missions que nous menons chaque semaine, des soudures circulaires de pipeline aux balayages multiéléments, en passant par les essais de charge et la qualification des soudeurs : des dessins des méthodes, pas des photographies de chantiers de nos clients. Sélectionnez-en une pour l'agrandir.",
  openHint: "Ouvre une vue agrandie",
  previous: "Image précédente",
  previousShort: "Précédente",
  next: "Image suivante",
  nextShort: "Suivante",
  close: "Fermer la vue agrandie",
  counter: "Image {position} sur {total}",
  keyboardHint: "Utilisez les flèches gauche et droite du clavier pour passer d'une image à l'autre.",
  items: {
    "pipeline-girth-weld": {
      title: "Soudage circulaire de pipeline",
      alt: "Un soudeur agenouillé près d'un pipeline soude un joint circulaire pendant qu'un tracteur poseur de canalisations maintient la conduite en position.",
    },
    "phased-array-ut": {
      title: "Contrôle par ultrasons multiéléments",
      alt: "Un scanner multiéléments codé fixé sur une soudure de tuyauterie, relié à un appareil qui affiche un balayage sectoriel.",
    },
    "magnetic-particle": {
      title: "Contrôle par magnétoscopie",
      alt: "Un électroaimant à culasse posé de part et d'autre d'une soudure sur tôle, sous une lampe ultraviolette qui fait apparaître une fissure fluorescente.",
    },
    "dye-penetrant": {
      title: "Contrôle par ressuage",
      alt: "Du révélateur est pulvérisé sur une soudure de tôle d'acier, d'où le pénétrant rouge ressort d'une fissure débouchante.",
    },
    "radiography-film": {
      title: "Interprétation de films radiographiques",
      alt: "Un film radiographique de soudure sur un négatoscope, avec une loupe posée sur une indication et le symbole de danger radiologique.",
    },
    "storage-tank-inspection": {
      title: "Inspection de bac de stockage",
      alt: "Un robot chenillé contrôle la robe d'un bac de stockage à côté d'une cartographie d'épaisseurs en couleurs, tandis qu'un inspecteur monte l'escalier et qu'un autre saisit les résultats sur une tablette.",
    },
    "offshore-platform": {
      title: "Appui aux plateformes offshore",
      alt: "Une plateforme de production offshore en pleine mer, avec un navire ravitailleur à proximité.",
    },
    "coating-thickness": {
      title: "Mesure d'épaisseur de revêtement",
      alt: "La sonde d'un mesureur d'épaisseur de film sec posée sur un système de peinture multicouche, vu en coupe sur un acier grenaillé, avec les mesures affichées sur l'appareil.",
    },
    "crane-load-test": {
      title: "Essai de charge de grue mobile",
      alt: "Une grue mobile soulève des poids d'essai remplis d'eau au travers d'un dynamomètre pendant qu'un inspecteur relève la charge sur une tablette.",
    },
    "pressure-vessel": {
      title: "Épreuve hydraulique d'appareil à pression",
      alt: "Un appareil à pression horizontal posé sur berceaux, raccordé à une pompe d'épreuve équipée de manomètres, avec un inspecteur à côté.",
    },
    "structural-steel": {
      title: "Soudage de charpente métallique",
      alt: "Un soudeur réalise un assemblage poutre-poteau sur une ossature en acier pendant qu'une grue à tour lève la poutre suivante.",
    },
    "welder-training": {
      title: "Formation et qualification des soudeurs",
      alt: "Deux soudeurs en formation travaillent dans des cabines de soudage pendant qu'un formateur muni d'un porte-documents évalue leurs éprouvettes.",
    },
  },
  cta: {
    title: "Vous préparez un chantier semblable ?",
    text: "Indiquez-nous le périmètre, le code applicable et le lieu. Nous vous répondons avec la méthode, les intervenants et un prix.",
    button: "Demander un devis",
  },
};
