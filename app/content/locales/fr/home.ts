import { company, shownClaims, shownFigures } from "~/content/company";
import type { HomeDictionary } from "../en/home";

const claimed = shownClaims("fr");

/** Textes français de la page d'accueil et du formulaire de demande. Même forme que `en/home.ts`. */
export const home: HomeDictionary = {
  hero: {
    eyebrow: "Soudage · Inspection · CND — Douala, Cameroun",
    title: "Services professionnels de soudage et d'inspection",
    lead: "Soudeurs qualifiés, inspecteurs soudage certifiés et techniciens CND pour vos projets pétroliers et gaziers, maritimes, de construction, d'industrie et d'énergie au Cameroun et dans le golfe de Guinée. Des rapports signés selon les codes ASME, AWS, API et ISO, depuis notre base de Bonabéri.",
    badgesLabel: "Certifications détenues par nos inspecteurs",
    badges: claimed.heroBadges,
    requestQuote: "Demander un devis",
    scheduleConsultation: "Planifier une consultation",
    videoTitle: "Vidéo d'arrière-plan : travaux de soudage et d'inspection sur chantier",
  },
  about: {
    eyebrow: "Qui sommes-nous",
    title: "Des inspections sur lesquelles vous pouvez compter",
    lead: `Depuis plus de ${company.figures.yearsOfExperience} ans, nous soudons, inspectons et contrôlons l'acier pour les exploitants, les entreprises EPC et les fabricants de la côte industrielle du Cameroun. Nos inspecteurs travaillent selon votre cahier des charges et le code applicable, et chaque résultat que nous rapportons est traçable jusqu'à un appareil étalonné, une procédure écrite et une personne certifiée.`,
    capabilities: {
      welding: {
        title: "Soudage certifié",
        text: "Soudage des aciers carbone, inoxydables et duplex par des soudeurs qualifiés selon l'ASME IX, l'AWS D1.1 et l'ISO 9606-1, suivant des DMOS que nous qualifions et documentons nous-mêmes.",
      },
      ndt: {
        title: "Contrôle non destructif",
        text: "Ultrasons (y compris multiéléments et TOFD), magnétoscopie, ressuage et radiographie par des techniciens certifiés ISO 9712 et ASNT, avec des critères d'acceptation conformes à votre code.",
      },
      inspection: {
        title: "Inspection et conformité",
        text: "Inspection tierce partie, inspection des revêtements, des équipements de levage et des appareils à pression, de l'atelier de fabrication à l'installation en exploitation, avec des rapports indépendants reconnus par votre assureur et votre client.",
      },
    },
    imageAlt:
      "Notre atelier de Bonabéri : un soudeur à son établi sous un pont roulant, avec des tubes stockés sur racks à côté",
    expertiseTitle: "Notre expertise",
    expertiseText:
      "Nous appliquons les codes de votre projet et rendons compte par rapport à ses critères d'acceptation, en français ou en anglais :",
    expertise: [
      "ASME section V (CND), VIII (appareils à pression) et IX (qualification en soudage)",
      "AWS D1.1 pour les structures soudées et API 1104 pour le soudage des pipelines",
      "API 510, 570 et 653 pour l'inspection en service des récipients sous pression, tuyauteries et bacs de stockage",
      "ISO 9712 pour la certification du personnel, ISO 17637 pour le contrôle visuel et ISO 5817 pour les niveaux de qualité",
      "ISO 8501 et ISO 19840 pour la préparation de surface et l'épaisseur des revêtements, pratiques SSPC et AMPP",
      "ASME B30 pour l'examen approfondi et les épreuves de charge des équipements de levage",
    ],
    statsLabel: "Notre parcours en chiffres",
    stats: [
      { value: shownFigures.years, label: "Années d'expérience" },
      { value: shownFigures.projects, label: "Projets réalisés" },
      { value: shownFigures.specialists, label: "Spécialistes certifiés" },
      { value: claimed.testingAccuracy, label: "Précision des contrôles" },
    ],
  },
  services: {
    eyebrow: "Nos services",
    title: "Contrôles et inspections à chaque étape de la vie d'un ouvrage",
    lead: "De la première soudure en atelier à l'inspection en service vingt ans plus tard, nous fournissons la méthode, la personne certifiée et le rapport signé.",
    popular: "Le plus demandé",
    getQuote: "Obtenir un devis",
    featuresLabel: "Comprend",
    cards: {
      ndt: {
        title: "Contrôle non destructif (CND)",
        description:
          "Contrôles volumiques et surfaciques des soudures, pièces moulées, pièces forgées et tôles, en atelier ou sur site, avec des résultats jugés selon votre code d'acceptation.",
        features: [
          "Ultrasons : UT manuel, multiéléments (PAUT) et TOFD",
          "Magnétoscopie (MT) et ressuage (PT)",
          "Radiographie (RT) sur film ou avec détecteurs numériques",
          "Mesures d'épaisseur par ultrasons et cartographie de corrosion",
        ],
      },
      thirdParty: {
        title: "Inspection tierce partie",
        description:
          "Inspection indépendante pour le compte des maîtres d'ouvrage, des entreprises EPC et des assureurs, afin que ce qui est livré corresponde à la commande et aux exigences du code.",
        features: [
          "Inspection chez les fournisseurs et en atelier selon votre PIE",
          "Assistance aux essais de réception en usine (FAT), épreuves hydrauliques et qualifications de soudeurs",
          "Revue documentaire : DMOS/QMOS, certificats matière, rapports CND",
          "Audits de conformité ISO 3834 et ISO 9001",
        ],
      },
      inspection: {
        title: "Services d'inspection",
        description:
          "Inspection en service par nos propres inspecteurs certifiés, pour que vos installations, bacs et tuyauteries restent sûrs entre deux arrêts techniques.",
        features: [
          "Contrôle visuel des soudures selon l'ISO 17637 et l'AWS D1.1",
          "Inspection des appareils à pression selon l'API 510 et l'ASME VIII",
          "Inspection des bacs de stockage et tuyauteries selon l'API 653 et l'API 570",
          "Rapports d'inspection avec photos, constats et recommandations",
        ],
      },
      consulting: {
        title: "Conseil et formation",
        description:
          "Ingénierie du soudage et appui qualité pour vos propres équipes, de la qualification des modes opératoires aux formations certifiantes.",
        features: [
          "Rédaction et qualification de DMOS/QMOS selon l'ASME IX et l'ISO 15614-1",
          "Formation et qualification des soudeurs (3G, 4G, 6G)",
          "Formation CND niveaux 1 et 2 et préparation aux examens",
          "Dossiers qualité, PIE et documentation technique",
        ],
      },
    },
    additionalTitle: "Inspections spécialisées",
    additional: {
      coating: {
        title: "Inspection des revêtements",
        description:
          "Préparation de surface, conditions climatiques, épaisseurs humide et sèche, adhérence et détection des porosités par des inspecteurs certifiés NACE/AMPP, avec rapports journaliers.",
      },
      lifting: {
        title: "Inspection des équipements de levage",
        description:
          "Examen approfondi et épreuves de charge des grues, palans, élingues, manilles et palonniers, avec certificats d'examen.",
      },
      pressureVessel: {
        title: "Inspection des appareils à pression",
        description:
          "Inspection à la construction et en service des récipients sous pression, chaudières et réservoirs d'air comprimé, avec mesures d'épaisseur et assistance aux épreuves hydrauliques.",
      },
    },
    ctaTitle: "Vous hésitez sur la méthode adaptée à votre chantier ?",
    ctaText:
      "Envoyez-nous le plan, le matériau et le code. Un ingénieur inspection vous recommandera la méthode et le taux de contrôle, et chiffrera la prestation.",
    requestQuote: "Demander un devis",
    scheduleConsultation: "Planifier une consultation",
  },
  industries: {
    eyebrow: "Secteurs",
    title: "Les secteurs que nous servons",
    lead: "Chaque secteur a ses codes, ses permis et ses façons de travailler. Nos inspecteurs les connaissent et arrivent avec les bonnes procédures.",
    cards: {
      oilGas: {
        title: "Pétrole et gaz",
        description:
          "Soudures circulaires de pipelines selon l'API 1104, bacs de stockage, tuyauteries de procédé et structures offshore, de Limbé au bassin du Rio del Rey.",
        imageAlt:
          "Installation pétrolière et gazière avec une pompe à balancier, des colonnes de procédé, des bacs de stockage, une torche et des pipelines",
      },
      construction: {
        title: "Construction",
        description:
          "Inspection du soudage des charpentes métalliques selon l'AWS D1.1, contrôle du serrage des boulons et CND pour bâtiments, ponts et hangars industriels.",
        imageAlt: "Charpente métallique en construction, avec une grue à tour levant une poutre et un ouvrier casqué",
      },
      marine: {
        title: "Maritime",
        description:
          "Réparations de coques et de ponts, grues portuaires et ouvrages de quai : soudage, mesures d'épaisseur et CND pour chantiers navals et terminaux.",
        imageAlt: "Navire de charge en mer à côté d'une grue de quai",
      },
      energy: {
        title: "Énergie",
        description:
          "Conduites forcées, chaudières, pylônes de transport et tuyauteries de centrale pour les producteurs hydroélectriques, thermiques et solaires et leurs sous-traitants.",
        imageAlt: "Centrale électrique avec tour de refroidissement et cheminée, et pylônes haute tension",
      },
      manufacturing: {
        title: "Industrie manufacturière",
        description:
          "Inspection en atelier, qualification des modes opératoires et CND pour les fabricants de bacs, réservoirs, skids et charpentes.",
        imageAlt: "Atelier de production avec un bras robotisé soudant des pièces sur un convoyeur",
      },
      aerospace: {
        title: "Aéronautique",
        description:
          "Ressuage, magnétoscopie et courants de Foucault sur les équipements de piste, les charpentes de hangars et les installations d'avitaillement des aéroports.",
        imageAlt:
          "Avion dans un hangar, avec un technicien tenant une sonde d'inspection à côté d'un appareil de contrôle",
      },
    },
    viewAll: "Voir toutes nos études de cas",
  },
  visionMission: {
    eyebrow: "Qui nous sommes",
    title: "Notre vision et notre mission",
    vision: {
      title: "Notre vision",
      text: "Être le partenaire d'inspection auquel l'industrie d'Afrique centrale pense en premier : une entreprise présente dans cinq régions industrielles, entièrement numérique du chantier au rapport, et qui aura formé mille professionnels certifiés d'ici 2030.",
      link: "Découvrir notre vision et nos objectifs 2030",
    },
    mission: {
      title: "Notre mission",
      text: "Protéger les personnes, les installations et l'environnement en réalisant des travaux de soudage et d'inspection justes du premier coup, rapportés honnêtement et traçables jusqu'à un code, une procédure et une personne certifiée.",
      link: "Découvrir notre mission et nos valeurs",
    },
  },
  whyChooseUs: {
    eyebrow: "Pourquoi nous choisir",
    title: "Pourquoi les exploitants et les entreprises nous choisissent",
    lead: "La différence se voit sur le chantier et dans le rapport.",
    reasons: {
      certified: {
        title: "Des personnes certifiées",
        text: [
          "Inspecteurs soudage AWS-CWI et CSWIP 3.1, techniciens CND ASNT niveau III et ISO 9712, inspecteurs revêtements NACE/AMPP, un ingénieur international en soudage (IWE) et des inspecteurs API 510, 570 et 653.",
          claimed.certificatesWithQuotations && "Les certificats sont joints à chaque offre.",
        ]
          .filter(Boolean)
          .join(" "),
      },
      equipment: {
        title: "Du matériel étalonné",
        text: "Appareils à ultrasons, équipements multiéléments, électroaimants, jauges d'épaisseur de revêtement et capteurs de force sont étalonnés sur des étalons traçables, et les certificats sont joints à nos rapports.",
      },
      reports: {
        title: "Des rapports dans les délais",
        text: "Les premiers constats avant de quitter le site et un rapport signé dans le délai convenu dans votre commande, en général 24 à 48 heures.",
      },
      emergency: {
        title: "Urgences 24 h/24, 7 j/7",
        text: "Une fuite, une soudure fissurée ou un incident de levage n'attendent pas lundi. Notre équipe d'astreinte se mobilise jour et nuit pour les pannes et les arrêts techniques.",
      },
      hse: {
        title: "La sécurité d'abord",
        text: "Nos équipes travaillent sous votre système de permis de travail, avec analyses de risques au poste, mesures de gaz et plans de radioprotection, et arrêtent le travail lorsque les conditions ne sont pas sûres.",
      },
      local: {
        title: "Basés à Douala",
        text: "Depuis Bonabéri, nous rejoignons le port de Douala, Kribi, Limbé et Édéa en quelques heures, sans frais de mobilisation internationale, et rédigeons nos rapports en français ou en anglais.",
      },
    },
  },
  staff: {
    eyebrow: "Mise à disposition de personnel",
    title: "Du personnel technique certifié pour vos projets",
    text: "Besoin de personnes plutôt que d'une prestation ? Nous mettons à disposition soudeurs qualifiés, inspecteurs CND et revêtements, responsables HSE, cordistes, élingueurs et grutiers, sélectionnés, certifiés et assurés, pour un arrêt technique, un projet ou un contrat de longue durée.",
    stats: [
      { value: "23+", label: "Spécialités" },
      { value: "5+", label: "Années d'expérience par spécialiste" },
      { value: "24 h/24", label: "Appui au déploiement" },
    ],
    link: "Découvrir la mise à disposition de personnel",
    imageAlt: "Cinq techniciens en casque et gilet haute visibilité, chacun relié à un point central de déploiement",
  },
  blog: {
    eyebrow: "Articles",
    title: "Le regard de nos ingénieurs",
    lead: "Des articles pratiques sur les méthodes, la sécurité et la qualité, écrits par ceux qui font le travail.",
    categories: {
      technology: "Technologie",
      safety: "Sécurité",
      "quality-control": "Contrôle qualité",
    },
    readArticle: "Lire l'article",
    viewAll: "Voir tous les articles",
    by: "Par",
    reader: {
      close: "Fermer l'article",
      getInTouch: "Nous contacter",
      fullArticle: "Ouvrir la page de l'article",
      contact: "Des questions sur ce sujet ? Nos ingénieurs vous répondent.",
      loading: "Chargement de l'article…",
    },
  },
  contact: {
    eyebrow: "Contact",
    title: "Parlons de votre projet",
    lead: `Dites-nous ce qu'il faut souder, contrôler ou inspecter. Nous répondons à chaque demande sous ${company.figures.responseHours} heures, du lundi au samedi, et chiffrons les travaux avec une méthodologie et un prix.`,
    infoTitle: "Coordonnées",
    items: {
      phone: "Téléphone",
      email: "E-mail",
      office: "Bureau",
      area: {
        title: "Zone d'intervention",
        lines: ["Douala, Kribi, Limbé, Édéa et Yaoundé", "Offshore du golfe de Guinée et pays de la CEMAC"],
      },
    },
    bannerTitle: "Vous préparez un arrêt technique ou une construction neuve ?",
    bannerText:
      "Réservez un échange avec un ingénieur inspection pour convenir de l'étendue, des codes et du planning.",
    scheduleConsultation: "Planifier une consultation",
  },
  inquiry: {
    title: "Envoyez-nous un message",
    text: `Votre message arrive directement à nos ingénieurs, avec une référence à indiquer dans vos échanges ; l'un d'eux vous répond sous ${company.figures.responseHours} heures.`,
    name: "Nom complet",
    email: "Adresse e-mail",
    company: "Nom de l'entreprise",
    phone: "Numéro de téléphone",
    service: "Service souhaité",
    details: "Détails du projet",
    detailsPlaceholder: "Pièce, matériau et épaisseur, quantités, code et critères d'acceptation, lieu, délai…",
    submit: "Envoyer le message",
    successTitle: "Messagerie ouverte !",
    successText:
      "Votre messagerie a été ouverte avec les détails de votre demande. Veuillez envoyer l'e-mail pour finaliser votre demande.",
    mail: {
      subject: "Demande de devis d'inspection",
      greeting: "Madame, Monsieur,",
      intro: "Je souhaite obtenir un devis pour les prestations d'inspection suivantes.",
      labels: {
        name: "Nom",
        email: "E-mail",
        company: "Entreprise",
        phone: "Téléphone",
        service: "Service",
      },
      separator: " : ",
      detailsTitle: "Détails du projet :",
      notProvided: "Non renseigné",
      closing: "Je vous remercie de me recontacter pour préciser l'étendue, le planning et le prix.",
      regards: "Veuillez agréer, Madame, Monsieur, mes salutations distinguées.",
    },
  },
};
