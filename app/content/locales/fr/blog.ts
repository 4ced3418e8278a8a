import type { BlogDictionary } from "../en/blog";

/** Dictionnaire français du blog : liste, article, partage et flux. */
export const blog: BlogDictionary = {
  categories: {
    technology: "Technologie",
    safety: "Sécurité",
    "quality-control": "Contrôle qualité",
  },
  list: {
    searchLabel: "Rechercher des articles",
    searchPlaceholder: "Rechercher des articles…",
    searchHint: "Recherche dans les titres, les résumés et les mots-clés.",
    categoriesLabel: "Filtrer par catégorie",
    all: "Tous",
    heading: "Articles",
    results: { one: "{count} article", other: "{count} articles" },
    empty: "Aucun article ne correspond à vos critères.",
    clearFilters: "Effacer la recherche et les filtres",
    pagerLabel: "Pages d'articles",
    previous: "Précédent",
    next: "Suivant",
    pageOf: "Page {page} sur {count}",
  },
  post: {
    featured: "À la une",
    by: "Par",
    sampleAuthor: "Profil d'exemple",
    published: "Publié le",
    readTime: "Temps de lecture",
    category: "Catégorie",
    keyTakeaways: "Points clés à retenir",
    tags: "Mots-clés",
    backToBlog: "Retour au blog",
    /** Before the name of who took the article's lead photograph. */
    photoCredit: "Photo :",
    tableLabel: "Tableau comparatif (faites défiler horizontalement sur petit écran)",
    closingTitle: "Besoin d'un inspecteur sur votre projet\u00a0?",
    closing: [
      "Qu'il s'agisse de qualifier un nouveau DMOS, de préparer les CND d'un arrêt technique ou de mandater un inspecteur tierce partie chez un fournisseur, nos inspecteurs certifiés AWS-CWI, CSWIP et ASNT niveau III sont à votre disposition. Nous travaillons selon le code imposé par votre contrat (ASME, API, AWS ou ISO) et rédigeons nos rapports en français ou en anglais.",
      "Envoyez-nous vos plans, votre plan d'inspection et d'essais ou le périmètre de votre appel d'offres\u00a0: un ingénieur vous proposera les méthodes adaptées, l'équipe et le planning. En cas de panne ou de réparation urgente, nos équipes partent de notre base de Douala, 24\u00a0h/24, vers les chantiers de tout le Cameroun et du golfe de Guinée.",
    ],
    contactUs: "Contacter notre équipe d'inspection",
  },
  share: {
    button: "Partager",
    label: "Partager cet article",
    copied: "Lien copié dans le presse-papiers.",
    manualLabel: "Lien de cet article",
    manualHint:
      "Votre navigateur ne permet ni le partage ni la copie automatique. Sélectionnez le lien ci-dessous et copiez-le.",
    byEmail: "Partager par e-mail",
    onWhatsApp: "Partager sur WhatsApp",
  },
};
