import type { StaffDictionary } from "../en/staff";

/** Textes français de la page de mise à disposition de personnel. */
export const staff: StaffDictionary = {
  eyebrow: "Mise à disposition de personnel",
  introTitle: "Du personnel technique certifié, déployé quand vous en avez besoin",
  intro: [
    "Arrêts techniques, pics de chantier et nouveaux contrats correspondent rarement à la taille d'un effectif permanent. Nous mettons à votre disposition soudeurs, inspecteurs, techniciens, chefs d'équipe et ingénieurs pour des missions courtes ou longues, à terre comme en mer, afin que vos projets disposent de personnel qualifié sans alourdir votre masse salariale.",
    "Chaque candidat passe un essai pratique et voit ses certificats vérifiés avant son déploiement. Nous gérons les contrats, l'affiliation à la sécurité sociale, l'assurance, les équipements de protection individuelle et les déplacements, et un coordinateur reste joignable 24\u00a0h/24 pendant toute la mission.",
  ],
  imageAlt:
    "Illustration d'un soudeur, d'un technicien CND et d'un responsable HSE en équipements de protection, prêts à être déployés",
  statsLabel: "La mise à disposition en chiffres",
  stats: [
    { value: "23+", label: "Spécialités" },
    { value: "5+", label: "Années d'expérience du personnel déployé" },
    { value: "24\u00a0h/24", label: "Assistance au déploiement, 7 jours sur 7" },
  ],
  quote: "Demander un devis de personnel",
  rolesEyebrow: "Métiers",
  rolesTitle: { one: "Le métier que nous déployons", other: "Les {count} métiers que nous déployons" },
  rolePhotoCredit: "Photo :",
  rolesLead:
    "Chaque poste est pourvu par des personnes dont nous avons vérifié les qualifications au regard des certificats exigés par votre projet.",
  includedEyebrow: "Inclus",
  includedTitle: "Ce que comprend chaque mise à disposition",
  included: [
    {
      title: "Des certificats vérifiés",
      text: "Nous vérifions chaque certificat de soudage, de CND, d'inspection et de sécurité auprès de l'organisme émetteur et en gardons copie pour vos audits.",
    },
    {
      title: "Un essai pratique avant le déploiement",
      text: "Les soudeurs soudent une éprouvette et les techniciens démontrent leur méthode avant d'arriver sur votre site.",
    },
    {
      title: "Accueil HSE et EPI",
      text: "Aptitude médicale, accueil sécurité et équipements de protection individuelle sont fournis avant le premier poste.",
    },
    {
      title: "Contrats, CNPS et assurance",
      text: "Contrats de travail, affiliation à la CNPS, assurance et paie gérés conformément au Code du travail camerounais.",
    },
    {
      title: "Une assistance 24\u00a0h/24",
      text: "Un coordinateur joignable à toute heure, et un remplacement organisé rapidement en cas de maladie ou de départ.",
    },
  ],
  ctaTitle: "Dites-nous qui il vous faut et pour quand",
  ctaText:
    "Indiquez-nous les métiers, le nombre de personnes, le lieu et la date de démarrage. Nous vous répondons avec des profils et un tarif journalier ou mensuel.",
  contact: "Contacter notre équipe",
};
