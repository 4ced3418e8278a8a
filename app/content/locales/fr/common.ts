import { plural } from "../../../lib/i18n.ts";
import { company } from "../../company.ts";
import type { CommonDictionary } from "../en/common.ts";
import { startup } from "./startup.ts";

/** Dictionnaire français du cadre commun : mêmes clés que l'anglais, sinon la vérification de types échoue. */
export const common: CommonDictionary = {
  languageName: "Français",
  newTab: "(s'ouvre dans un nouvel onglet)",
  brandTagline: "Soudage, inspection et CND",
  homeLink: "page d'accueil",
  socialCardFooter: "Douala, Cameroun · AWS-CWI · CSWIP · ASNT niveau III",
  header: {
    topBar: "Coordonnées et réseaux sociaux",
    callUs: "Appelez-nous",
    whatsappChat: "Écrire sur WhatsApp",
    callShort: "Appeler",
    emailUs: "Écrivez-nous",
    followUs: "Suivez-nous",
    mainNav: "Principale",
    mobileNav: "Mobile",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    home: "Accueil",
    services: "Services",
    industries: "Secteurs",
    about: "À propos",
    // The menu's short name for the page "Mise à disposition de personnel": the full one breaks the desktop menu in two.
    staffOutsourcing: "Personnel qualifié",
    blog: "Blog",
    contact: "Contact",
    getQuote: "Demander un devis",
    language: "Langue",
    switchTo: "Lire cette page en",
  },
  social: { facebook: "Facebook", twitter: "X (Twitter)", linkedin: "LinkedIn", instagram: "Instagram" },
  pages: {
    home: {
      name: "Accueil",
      title: "Soudage, inspection et contrôle non destructif à Douala, Cameroun",
      description:
        "Soudage certifié, CND (ultrasons, magnétoscopie, ressuage, radiographie), inspection tierce partie, revêtements, levage et appareils à pression au Cameroun.",
    },
    gallery: {
      name: "Galerie",
      title: "Galerie de projets",
      description:
        "Nos métiers en illustrations : soudures circulaires, ultrasons multiéléments, inspection de bacs et d'appareils à pression, revêtements et épreuves de charge.",
    },
    blog: {
      name: "Blog",
      title: "Articles sur l'inspection et le soudage",
      description:
        "Articles sur les techniques de CND, la sécurité du soudage offshore et l'assurance qualité des pipelines, rédigés par nos inspecteurs certifiés.",
    },
    projects: {
      name: "Études de cas",
      title: "Études de cas : projets d'inspection, de CND et de soudage",
      description:
        "Nos études de cas au Cameroun : le besoin du client, les méthodes et les codes appliqués, et les résultats mesurés.",
    },
    terms: {
      name: "Conditions d'utilisation",
      title: "Conditions d'utilisation",
      description:
        "Les conditions qui régissent l'utilisation de ce site et de nos services d'inspection, de contrôle et de soudage.",
    },
    privacy: {
      name: "Politique de confidentialité",
      title: "Politique de confidentialité",
      description:
        "Les informations recueillies par ce site, leur usage et leur protection, ce que nous enregistrons dans votre navigateur et comment nous joindre.",
    },
    accessibility: {
      name: "Accessibilité",
      title: "Déclaration d'accessibilité",
      description:
        "Comment ce site respecte le niveau AA des WCAG 2.2, ce que nous testons et comment nous signaler un obstacle d'accessibilité.",
    },
    standards: {
      name: "Normes du secteur",
      title: "Les normes que nous appliquons",
      description:
        "Normes de soudage, de CND, de management de la qualité et codes internationaux appliqués par nos inspecteurs : AWS D1.1, ASME V/VIII/IX, API 1104, ISO 9712, ISO 9001…",
    },
    about: {
      name: "Qui sommes-nous",
      title: "À propos de notre entreprise",
      description: `Une équipe d'inspecteurs soudage, de techniciens CND et d'ingénieurs certifiés, basée à Douala, au service de l'industrie camerounaise depuis plus de ${company.figures.yearsOfExperience} ans.`,
    },
    "about-vision": {
      name: "Notre vision",
      title: "Notre vision et nos objectifs 2030",
      description:
        "Notre cap : cinq grandes régions industrielles, une inspection 100 % numérique, plus de 1\u00a0000 professionnels certifiés formés et une assurance qualité assistée par l'IA d'ici 2030.",
    },
    "about-mission": {
      name: "Notre mission",
      title: "Notre mission",
      description:
        "Notre mission, les valeurs derrière chaque rapport d'inspection que nous signons et les cinq façons dont nous la remplissons sur le terrain.",
    },
    "about-team": {
      name: "Notre équipe",
      title: "Notre équipe",
      description: `Plus de ${company.figures.specialists} spécialistes certifiés : inspecteurs soudage AWS-CWI et CSWIP, CND ASNT niveau III, inspecteurs revêtements NACE et API.`,
    },
    certificates: {
      name: "Registre des certificats",
      title: "Registre des certificats : les qualifications de nos inspecteurs",
      description:
        "Les certificats en cours de validité de nos inspecteurs soudage et techniciens CND (CSWIP, AWS CWI, ISO 9712 / PCN, ASNT, API, AMPP), avec leur numéro, leur échéance et un lien pour vérifier chacun.",
    },
    qualification: {
      name: "Dossier de qualification",
      title: "Dossier de qualification et de préqualification fournisseur",
      description:
        "Dossier de préqualification fournisseur pour nos prestations de soudage, d'inspection et de CND au Cameroun : accréditations, autorisation ANRP des sources radioactives, statistiques HSE (TF1, TRIR), équipements étalonnés et assurances.",
    },
    "service-ndt": {
      name: "Contrôle non destructif",
      title: "Contrôle non destructif (CND)",
      description:
        "Ultrasons, ultrasons multiéléments, magnétoscopie, ressuage et radiographie par des techniciens certifiés ISO 9712 et ASNT.",
    },
    "service-inspection": {
      name: "Inspection tierce partie",
      title: "Inspection tierce partie et audits de conformité",
      description:
        "Inspection indépendante chez les fournisseurs, en atelier et sur site, contrôle visuel des soudures et audits de conformité à votre cahier des charges et au code.",
    },
    "service-coating": {
      name: "Inspection des revêtements",
      title: "Inspection des revêtements",
      description:
        "Inspection des revêtements certifiée NACE/AMPP : préparation de surface, conditions climatiques, épaisseurs sèches, adhérence et détection de porosités, avec rapports journaliers.",
    },
    "service-lifting": {
      name: "Inspection des équipements de levage",
      title: "Inspection des équipements de levage",
      description:
        "Examen approfondi et épreuves de charge des grues, palans, élingues, manilles et accessoires de levage, avec certificats d'examen.",
    },
    "service-pressure-vessel": {
      name: "Inspection des appareils à pression",
      title: "Inspection des appareils à pression",
      description:
        "Inspection en service et en construction des appareils à pression, chaudières et tuyauteries selon ASME VIII et API 510/570, avec mesures d'épaisseur et épreuves hydrauliques.",
    },
    "service-consulting": {
      name: "Conseil et formation",
      title: "Conseil et formation",
      description:
        "Ingénierie du soudage, rédaction des DMOS, qualification des modes opératoires (QMOS) et des soudeurs, documentation technique et formation CND de vos équipes.",
    },
    "staff-outsourcing": {
      name: "Mise à disposition de personnel",
      title: "Mise à disposition de personnel technique",
      description:
        "Soudeurs certifiés, inspecteurs CND et revêtements, responsables HSE, cordistes, grutiers et plus de 23 spécialités déployés sur vos projets.",
    },
    "industry-oil-gas": {
      name: "Pétrole et gaz",
      title: "Inspection et CND pour le pétrole et le gaz",
      description:
        "Inspection, CND et soudage pour les installations pétrolières et gazières amont, intermédiaires et aval au Cameroun et dans le golfe de Guinée.",
    },
    "industry-maritime": {
      name: "Maritime",
      title: "Inspection maritime et offshore",
      description:
        "Inspection de coques, de ponts et de structures, qualification de modes opératoires de soudage et CND pour chantiers navals, ports et unités offshore.",
    },
    "industry-construction": {
      name: "Construction",
      title: "Contrôle des soudures dans la construction",
      description:
        "Inspection du soudage des charpentes métalliques, contrôle des boulonnages et des soudures pour bâtiments, ponts et usines.",
    },
    "industry-manufacturing": {
      name: "Industrie manufacturière",
      title: "Qualité des soudures dans l'industrie manufacturière",
      description:
        "Inspection en atelier de fabrication, qualification des modes opératoires de soudage et CND pour les fabricants de bacs, d'appareils et de charpentes.",
    },
    "industry-power": {
      name: "Énergie",
      title: "Inspection et CND pour la production d'énergie",
      description:
        "Inspection des chaudières, conduites forcées, pylônes et tuyauteries de centrales hydroélectriques, thermiques et solaires.",
    },
    request: {
      name: "Envoyer une demande",
      title: "Envoyer une demande",
      description:
        "Envoyez-nous une demande d'inspection ou de soudage, réservez une consultation avec un ingénieur ou demandez un devis chiffré pour du CND, de l'inspection ou du personnel technique.",
    },
    "blog-post": { name: "Article", title: "Article", description: "Un article de notre blog." },
    "not-found": {
      name: "Page introuvable",
      title: "Page introuvable",
      description: "La page que vous cherchez n'existe pas ou a été déplacée.",
    },
  },
  footer: {
    blurb:
      "Soudage, inspection et contrôle non destructif certifiés pour le pétrole et le gaz, le maritime, la construction, l'industrie et l'énergie, depuis notre base de Bonabéri, à Douala.",
    quickLinksTitle: "Liens rapides",
    quick: {
      aboutUs: "Qui sommes-nous",
      ourVision: "Notre vision",
      industries: "Secteurs",
      whyChooseUs: "Pourquoi nous choisir",
      contact: "Contact",
    },
    servicesTitle: "Nos services",
    services: {
      ndt: "Contrôles non destructifs",
      thirdParty: "Inspection tierce partie",
      inspection: "Services d'inspection",
      consulting: "Conseil et formation",
      staffOutsourcing: "Mise à disposition de personnel",
    },
    proofTitle: "Pour les acheteurs",
    contactTitle: "Coordonnées",
    rights: "Tous droits réservés.",
    legalNav: "Mentions légales",
    followUs: "Suivez-nous sur les réseaux sociaux",
  },
  address: {
    label: "Adresse du bureau",
    lines: ["Zone industrielle de Bonabéri", "Douala, Cameroun"],
  },
  hours: {
    title: "Heures d'ouverture",
    weekdays: "Du lundi au vendredi",
    saturday: "Samedi",
    sunday: "Dimanche",
    closed: "Fermé",
    emergency: "Inspections d'urgence",
    emergencyValue: "24\u00a0h/24, 7\u00a0j/7",
    zone: "WAT",
  },
  cookie: {
    label: "Consentement aux cookies",
    text: "Votre langue et ce choix restent dans votre navigateur. Nous ne déposons aucun cookie de suivi ni de publicité.",
    textWithVideo:
      "Votre langue et ce choix restent dans votre navigateur, sans cookie de suivi. Acceptez pour lire la vidéo de fond de l'accueil, fournie par YouTube.",
    privacyLink: "Lire notre politique de confidentialité",
    accept: "Tout accepter",
    decline: "Refuser",
    close: "Fermer et refuser",
  },
  widget: {
    tab: "CONTACTEZ-NOUS",
    title: "Contactez-nous",
    close: "Fermer le panneau de contact",
    note: `Réponse sous ${plural("fr", company.figures.contactTabResponseHours, { one: "{count} heure", other: "{count} heures" })}`,
    schedule: "Planifier un rendez-vous",
    whatsapp: "WhatsApp",
    call: "Appelez-nous",
    email: "E-mail",
  },
  form: {
    optional: "facultatif",
    requiredNote: "Les champs marqués d'un * sont obligatoires.",
    selectService: "Choisissez un service",
    selectTime: "Choisissez une heure",
    limit: "Jusqu'à {max} caractères.",
    count: "{count} / {max}",
    countSpoken: "{count} caractères utilisés sur {max}.",
  },
  consultation: {
    title: "Planifier une consultation",
    description: `Dites-nous ce qu'il faut inspecter, contrôler ou souder et choisissez un créneau. Un ingénieur vous confirme le rendez-vous sous ${company.figures.responseHours} heures.`,
    name: "Nom complet",
    email: "Adresse e-mail",
    phone: "Numéro de téléphone",
    company: "Entreprise",
    service: "Service souhaité",
    date: "Date souhaitée",
    dateHint: "Du lundi au samedi, aujourd'hui ou plus tard.",
    time: "Heure souhaitée",
    timeHint: "Heure d'Afrique de l'Ouest (WAT).",
    message: "Message",
    messagePlaceholder: "Étendue des travaux, lieu, codes ou normes, délais…",
    submit: "Planifier la consultation",
    cancel: "Annuler",
    close: "Fermer",
    services: {
      welding: "Soudage professionnel",
      "visual-inspection": "Contrôle visuel",
      ndt: "Contrôle non destructif",
      training: "Formation et certification",
      "third-party": "Inspection tierce partie",
      "weld-procedure": "Qualification de modes opératoires de soudage",
      consulting: "Conseil technique",
    },
    successTitle: "Consultation planifiée !",
    successText: `Merci pour votre demande. Notre équipe vous contactera sous ${company.figures.responseHours} heures pour confirmer votre consultation.`,
  },
  quote: {
    title: "Demander un devis",
    description: `Décrivez les travaux ou le personnel dont vous avez besoin : un ingénieur étudie le périmètre et vous répond avec une offre chiffrée, en général sous ${company.figures.responseHours} heures.`,
    name: "Nom complet",
    email: "Adresse e-mail",
    company: "Nom de l'entreprise",
    phone: "Numéro de téléphone",
    service: "Service souhaité",
    roles: "Profils recherchés",
    rolesPlaceholder: "ex. 4 soudeurs tuyauteurs qualifiés 6G, 1 inspecteur CSWIP 3.1",
    headcount: "Nombre de personnes",
    startDate: "Date de démarrage souhaitée",
    duration: "Durée prévue",
    durationPlaceholder: "ex. 6 semaines, un arrêt",
    location: "Lieu d'intervention",
    locationPlaceholder: "ex. port de Douala, Limbé",
    details: "Détails du projet",
    detailsPlaceholder: "Étendue, quantités, codes et critères d'acceptation, accès, délais…",
    submit: "Envoyer la demande de devis",
    cancel: "Annuler",
    close: "Fermer",
    subject: "Demande de devis",
    greeting: "Madame, Monsieur,",
    intro: "Je souhaite obtenir un devis pour la prestation suivante :",
    closing: "Dans l'attente de votre proposition.",
    regards: "Cordialement,",
    labels: {
      name: "Nom",
      email: "E-mail",
      company: "Entreprise",
      phone: "Téléphone",
      service: "Service",
      roles: "Profils",
      headcount: "Effectif",
      startDate: "Date de démarrage",
      duration: "Durée",
      location: "Lieu",
      details: "Détails",
    },
    /** Between a label and its value in the mail (French puts a space before the colon). */
    separator: " : ",
    notGiven: "non renseigné",
    successTitle: "Messagerie ouverte !",
    successText:
      "Votre messagerie s'est ouverte avec la demande de devis. Envoyez l'e-mail pour finaliser votre demande.",
  },
  leads: {
    copyByMail:
      "Une fois votre demande enregistrée, nous vous envoyons par e-mail une confirmation avec sa référence et la suite qui lui sera donnée.",
    page: {
      eyebrow: "Demandes, consultations et devis",
      intro: `Choisissez le formulaire qui convient : un message à nos ingénieurs, un créneau de consultation ou un devis pour des travaux d'inspection ou du personnel technique. Chaque demande est enregistrée dès son envoi et reçoit une réponse sous ${company.figures.responseHours} heures.`,
    },
    sending: "Envoi…",
    errors: {
      required: "Veuillez remplir ce champ.",
      email: "Saisissez une adresse e-mail comme nom@entreprise.com.",
      phone: "Utilisez uniquement des chiffres, des espaces et + ( ) -.",
      tooLong: "Ce texte dépasse la longueur acceptée : veuillez le raccourcir.",
      control: "Ce texte contient des caractères de contrôle invisibles : veuillez le saisir à nouveau.",
      choice: "Choisissez l'une des options de la liste.",
      date: "Saisissez une date comme 2026-12-01.",
      past: "Choisissez aujourd'hui ou une date ultérieure.",
      count: "Saisissez un nombre entier de personnes, de 1 à 9\u00a0999.",
      closedDay: "Nous sommes fermés le dimanche : choisissez un jour du lundi au samedi.",
      closedSlot:
        "Cette heure est en dehors de nos horaires ce jour-là : le samedi, nous fermons plus tôt ; choisissez un créneau plus matinal ou un jour de semaine.",
      pastSlot:
        "Cette heure est déjà passée aujourd'hui à notre bureau : choisissez un créneau plus tardif ou un autre jour.",
    },
    summaryItem: "{field} : {message}",
    invalid: "Certaines réponses sont à revoir : consultez les messages sous les champs.",
    refused: {
      "cross-site": "Ce formulaire ne peut être envoyé que depuis notre propre site.",
      "content-type": "Cette demande n'a pas été envoyée sous forme de formulaire.",
      "too-large": "Cette demande est trop volumineuse : veuillez raccourcir les réponses les plus longues.",
      "bad-request": "Cette demande est illisible. Rechargez la page et réessayez.",
      "rate-limited":
        "Vous avez envoyé plusieurs demandes en peu de temps. Patientez dix minutes avant d'en envoyer une autre, ou appelez-nous au {phone}.",
    },
    failed:
      "Votre demande n'a pas pu être envoyée : notre serveur n'a pas répondu. Rien de ce que vous avez saisi n'est perdu ; réessayez dans un instant ou envoyez-la par e-mail.",
    unavailable:
      "Notre système de demandes est momentanément indisponible. Rien de ce que vous avez saisi n'est perdu ; réessayez dans un instant ou envoyez-la par e-mail.",
    mailFallback: "L'envoyer plutôt par e-mail",
    keptAnswers: "Tout ce que vous avez saisi est conservé : revenir à votre formulaire",
    honeypot: "Laissez ce champ vide",
    files: {
      label: "Plans, spécifications ou photos",
      hint: "Jusqu'à {count} fichiers, {each} chacun et {total} au total : {types}.",
      chosen: "Fichiers à envoyer",
      remove: "Retirer {name}",
      sending: "Envoi de vos fichiers : {percent} %",
      refused: {
        type: "{name} n'a pas été envoyé : ce n'est pas un fichier {types}.",
        size: "{name} n'a pas été envoyé : il dépasse {each}.",
        total: "{name} n'a pas été envoyé : avec les fichiers précédents, il dépasserait {total} au total.",
        count: "{name} n'a pas été envoyé : une demande accepte {count} fichiers au plus.",
      },
      again: "Vos réponses sont conservées. Choisissez à nouveau les fichiers à envoyer.",
      received: "Fichiers reçus :",
      attachToMail: "Merci de joindre ces fichiers à ce message avant de l'envoyer : {names}.",
    },
    received: {
      title: "Demande reçue",
      reference: "Votre référence",
      keep: "Indiquez cette référence lorsque vous nous appelez, nous écrivez ou nous envoyez un message à propos de cette demande.",
      next: {
        inquiry: `Un ingénieur lit votre message et vous répond par e-mail ou par téléphone sous ${company.figures.responseHours} heures (du lundi au samedi).`,
        consultation: `Nous vous appelons ou vous écrivons sous ${company.figures.responseHours} heures pour confirmer la date et l'heure de votre consultation, ou vous proposer le créneau libre le plus proche.`,
        quote: `Un ingénieur étudie le périmètre et vous envoie une offre chiffrée, en général sous ${company.figures.responseHours} heures ; si un point n'est pas clair, nous vous appelons d'abord.`,
      },
      whatsapp: "Continuer sur WhatsApp",
      whatsappMessage: "Bonjour, je viens d'envoyer la demande {ref} depuis votre site.",
      previous:
        "La référence de votre demande précédente est {ref} : rappelez-la quand vous nous contactez à son sujet.",
      another: "Envoyer une autre demande",
      toast: "Référence {ref}",
    },
  },
  inquiryServices: {
    ndt: "Contrôle non destructif (CND)",
    "third-party": "Inspection tierce partie",
    coating: "Inspection des revêtements",
    lifting: "Inspection des équipements de levage",
    "pressure-vessel": "Inspection des appareils à pression",
    consulting: "Services de conseil",
    training: "Programmes de formation",
    "staff-outsourcing": "Mise à disposition de personnel",
    other: "Autre",
  },
  notFound: {
    code: "404",
    title: "Page introuvable",
    text: "Désolé, la page que vous cherchez n'existe pas ou a été déplacée.",
    attempted: "Vous avez demandé",
    home: "Retour à l'accueil",
    back: "Revenir en arrière",
    help: "Besoin d'aide pour trouver quelque chose ? Appelez-nous ou écrivez-nous :",
  },
  errors: {
    ...startup,
    gallery: "Erreur de la galerie",
    reload: "Recharger la page",
  },
  toaster: "Notifications",
  updated: "Dernière mise à jour :",
};
