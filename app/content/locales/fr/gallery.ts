import type { GalleryDictionary } from "../en/gallery";

export const gallery: GalleryDictionary = {
  eyebrow: "Nos réalisations",
  gridTitle: "Sur le terrain avec nos inspecteurs et nos soudeurs",
  gridLead: {
    one: "Les missions que nous menons chaque semaine, en une image.",
    other:
      "Les missions que nous menons chaque semaine, en {count} images : des soudures circulaires de pipeline aux balayages multiéléments, en passant par les épreuves de charge et la qualification des soudeurs.",
  },
  drawingsNote: "Les dessins montrent les méthodes ; ce ne sont pas des photographies de chantiers de nos clients.",
  openNote: "Sélectionnez-en une pour l'agrandir.",
  photoCredit: "Photo :",
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
