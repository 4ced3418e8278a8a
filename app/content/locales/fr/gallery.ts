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
  cta: {
    title: "Vous préparez un chantier semblable ?",
    text: "Indiquez-nous le périmètre, le code applicable et le lieu. Nous vous répondons avec la méthode, les intervenants et un prix.",
    button: "Demander un devis",
  },
};
