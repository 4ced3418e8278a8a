import { company, ofClaimedSchemes, shownClaims, shownFigures } from "~/content/company";
import type { AboutDictionary } from "../en/about";

const claimed = shownClaims("fr");

/** Textes français des pages « À propos » et de la bande qu'elles partagent. */
export const about: AboutDictionary = {
  eyebrow: "Qui sommes-nous",
  overview: {
    introTitle: "Notre entreprise",
    intro: [
      "Nous sommes une entreprise indépendante de soudage, d'inspection et de contrôle non destructif installée dans la zone industrielle de Bonabéri, à Douala. Nos inspecteurs soudage, techniciens CND et ingénieurs interviennent sur les pipelines, les bacs de stockage, les appareils à pression, les coques de navires, les grues et les charpentes métalliques au Cameroun et dans le golfe de Guinée.",
      `Depuis plus de ${company.figures.yearsOfExperience} ans, exploitants, entreprises EPC, chaudronniers et chantiers navals font appel à nous pour qualifier une soudure, détecter et dimensionner un défaut ou déclarer un équipement apte au service, avec un rapport signé qui tient face à leur client, à leur assureur et à l'administration.`,
      "Nous travaillons selon les codes internationaux (ASME, API, AWS, ISO) avec des professionnels qui vivent ici et détiennent des certifications internationales : vos projets obtiennent la qualité exigée par les codes sans attendre des inspecteurs venus de l'étranger.",
    ],
    imageAlt:
      "Illustration de notre atelier de Bonabéri : un poste de soudage, un appareil à ultrasons et une manchette de tuyauterie prête à être contrôlée",
    statsLabel: "Chiffres clés",
    stats: [
      { value: shownFigures.years, label: "Années d'expérience" },
      { value: shownFigures.projects, label: "Projets réalisés" },
    ],
    valuesEyebrow: "Ce qui nous guide",
    valuesTitle: "Quatre valeurs derrière chaque intervention",
    valuesLead: "Des engagements que nos clients peuvent vérifier sur chaque rapport que nous signons.",
    values: [
      {
        title: "La sécurité avant le planning",
        text: "Pas de permis, pas de mesure de gaz, pas de consignation : pas de travail. Nos équipes arrêtent le chantier quand les conditions ne sont pas sûres, et nous les soutenons quand elles le font.",
      },
      {
        title: "Indépendance et intégrité",
        text: "Nous rapportons ce que nous constatons, pas ce que l'on espère lire. Nos inspecteurs sont rémunérés pour leur temps et leur compétence, jamais pour une acceptation.",
      },
      {
        title: "Une précision vérifiable",
        text: "Matériel étalonné, procédures écrites et résultats traçables : chaque indication est relevée avec sa position, sa dimension et le critère d'acceptation appliqué.",
      },
      {
        title: "Présence locale, codes internationaux",
        text: "Une équipe de Douala qui connaît les ports, les usines et les chantiers du Cameroun, et qui applique les mêmes exigences ASME, API, AWS et ISO que partout ailleurs.",
      },
    ],
  },
  vision: {
    statementTitle: "Notre cap",
    statement:
      "Être la référence de la qualité du soudage et de l'intégrité des installations en Afrique centrale : l'équipe à laquelle exploitants et entreprises font confiance quand la sécurité des personnes, la conformité et la production dépendent d'une soudure.",
    paragraphs: [
      "L'industrie camerounaise se développe : le port en eau profonde de Kribi, les nouveaux aménagements hydroélectriques sur la Sanaga, les projets gaziers offshore et les charpentes métalliques qui s'élèvent à Douala et à Yaoundé. Chacun de ces ouvrages exige des soudures qualifiées, contrôlées et documentées selon les codes internationaux.",
      "Nous voulons que ce travail soit réalisé par des professionnels camerounais certifiés, avec des méthodes numériques modernes, au plus près des sites. Nos objectifs 2030 traduisent cette ambition en quatre engagements mesurables.",
    ],
    imageAlt:
      "Illustration d'un inspecteur muni d'une tablette qui observe un port, une raffinerie et une ligne haute tension",
    goalsEyebrow: "Vision 2030",
    goalsTitle: "Nos objectifs 2030",
    goalsLead: "Quatre objectifs que nous nous sommes fixés pour 2030 et dont nous rendons compte chaque année.",
    goals: [
      {
        value: "5",
        title: "Nous implanter dans 5 grandes régions industrielles",
        text: "Des équipes permanentes et équipées dans cinq grandes régions industrielles, pour que des inspecteurs certifiés rejoignent n'importe quel site en une journée plutôt qu'en une semaine.",
      },
      {
        value: "100\u00a0%",
        title: "Des processus d'inspection 100\u00a0% numériques",
        text: "Saisie des données sur tablette, ultrasons et multiéléments encodés, radiographie numérique et remise des rapports en ligne : chaque résultat est traçable de la sonde à la signature.",
      },
      {
        value: "1\u00a0000+",
        title: "Former plus de 1\u00a0000 professionnels certifiés",
        text: "Soudeurs, techniciens CND et inspecteurs formés et qualifiés selon l'ISO 9606, l'ISO 9712 et les schémas d'inspecteur soudage grâce à nos programmes de formation.",
      },
      {
        value: "IA",
        title: "Mettre en place une assurance qualité assistée par l'IA",
        text: "Des outils d'apprentissage automatique qui présélectionnent les radiogrammes et les données ultrasonores et suivent l'évolution de la corrosion, chaque décision étant confirmée par un niveau 2 ou 3 certifié.",
      },
    ],
  },
  mission: {
    statementTitle: "Notre raison d'être",
    statement:
      "Protéger les personnes, les installations et l'environnement en fournissant des prestations de soudage, d'inspection et de contrôle indépendantes et conformes aux codes, réalisées par des professionnels certifiés, rapportées avec rigueur et livrées au moment où nos clients en ont besoin.",
    paragraphs: [
      "Une soudure qui lâche sur un pipeline, une oreille de levage ou un appareil à pression peut coûter des vies, un arrêt de production ou une pollution dans l'estuaire du Wouri. Notre mission est de faire en sorte que ces défaillances soient détectées sur le papier et à l'atelier, pas en service.",
    ],
    imageAlt:
      "Illustration d'un inspecteur soudage contrôlant une soudure de tuyauterie avec une jauge et une liste de contrôle",
    valuesEyebrow: "Nos valeurs",
    valuesTitle: "Les valeurs qui guident notre travail",
    values: [
      {
        title: "Intégrité",
        text: "Des constats indépendants, des rapports honnêtes et aucun conflit d'intérêts entre ceux qui contrôlent et ceux qui construisent.",
      },
      {
        title: "Sécurité",
        text: "Chacun rentre chez soi sain et sauf : analyses de risques, permis de travail et droit d'arrêt pour tous les membres de nos équipes.",
      },
      {
        title: "Excellence",
        text: "Un travail bien fait du premier coup, selon le code et le cahier des charges du client, avec du matériel étalonné et des procédures écrites.",
      },
      {
        title: "Partage des connaissances",
        text: "Nous formons les équipes de nos clients et les jeunes techniciens camerounais, car la qualité ne dure que si les gens du terrain la comprennent.",
      },
    ],
    waysEyebrow: "Concrètement",
    waysTitle: "Cinq façons de remplir notre mission",
    ways: [
      {
        title: "Nous contrôlons selon le code, pas selon le planning",
        text: "Les critères d'acceptation viennent de l'ASME, de l'API, de l'AWS ou de l'ISO et du cahier des charges du projet. Une soudure refusée est déclarée refusée, quelle que soit l'échéance.",
      },
      {
        title: "Nous n'engageons que du personnel certifié",
        text: "Techniciens CND certifiés ISO 9712 ou ASNT, inspecteurs soudage CSWIP ou AWS-CWI, inspecteurs revêtements NACE/AMPP, avec des certificats vérifiés et archivés.",
      },
      {
        title: "Nous investissons dans du matériel moderne et étalonné",
        text: "Appareils multiéléments et TOFD, radiographie numérique, jauges d'épaisseur de revêtement et dynamomètres, chacun avec un certificat d'étalonnage raccordé aux étalons nationaux.",
      },
      {
        title: "Nous formons et qualifions la main-d'œuvre locale",
        text: "Qualification des soudeurs selon l'ISO 9606 et l'ASME IX, formation CND préparant à l'ISO 9712 et accompagnement du personnel QA/QC de nos clients.",
      },
      {
        title: "Nous rendons compte clairement et rapidement",
        text: "Résultats provisoires le jour même, rapports finaux avec photos, fichiers de données et l'article du code derrière chaque constat, pour que les décisions reposent sur des faits.",
      },
    ],
  },
  team: {
    statsLabel: "Notre équipe en chiffres",
    stats: [
      { value: shownFigures.specialists, label: "Membres de l'équipe" },
      { value: shownFigures.years, label: "Années d'expérience" },
      { value: claimed.certifiedStaff, label: "Professionnels certifiés" },
      { value: shownFigures.projects, label: "Projets" },
    ],
    introTitle: "Ceux qui signent nos rapports",
    intro: [
      "Notre équipe réunit des ingénieurs soudage, des inspecteurs soudage seniors, des techniciens CND de niveau 2 et 3, des inspecteurs revêtements et levage, des ingénieurs QA/QC et des responsables HSE. La plupart ont commencé comme soudeurs ou techniciens sur des chantiers camerounais et ont appris le métier sur de vraies installations avant de se certifier selon des schémas internationaux.",
      "Chaque inspecteur détient un certificat en cours de validité pour la méthode ou le schéma qu'il applique, et chaque rapport est relu par une deuxième personne qualifiée avant de quitter le bureau.",
    ],
    imageAlt:
      "Illustration d'une équipe d'inspecteurs et de soudeurs en équipements de protection devant une charpente métallique",
    strengthsEyebrow: "Nos atouts",
    strengthsTitle: "Ce que notre équipe apporte à votre projet",
    strengths: [
      {
        title: "Des équipes pluridisciplinaires",
        text: "Spécialistes du soudage, du CND, des revêtements, du levage et des appareils à pression dans une même équipe : une seule mobilisation couvre tout le périmètre d'inspection.",
      },
      {
        title: "Une expérience éprouvée sur le terrain",
        text: "Pipelines, parcs de stockage, raffineries, chantiers navals, centrales hydroélectriques et charpentes de grande hauteur : nos équipes connaissent les installations que vous exploitez.",
      },
      {
        title: "Formés à la sécurité sur chaque site",
        text: "Permis de travail, espaces confinés, travail en hauteur et radioprotection : des formations renouvelées à temps et vérifiées avant chaque déploiement.",
      },
      {
        title: "Un développement continu",
        text: "Plans de formation annuels, recertification avant échéance et tutorat des jeunes techniciens par nos niveaux 3 et nos inspecteurs seniors.",
      },
    ],
    certificationsEyebrow: "Certifications",
    certificationsTitle: "Les certifications de notre équipe",
    certificationsLead:
      "Les schémas de certification de nos inspecteurs, avec des certificats consultables sur demande.",
    certifications: ofClaimedSchemes({
      "aws-cwi": {
        name: "AWS",
        text: "Inspecteurs soudage certifiés (CWI) de l'American Welding Society, travaillant selon l'AWS D1.1 et l'AWS QC1.",
      },
      cswip: {
        name: "CSWIP",
        text: "Inspecteurs soudage CSWIP 3.1 et inspecteurs soudage seniors 3.2, le schéma de TWI reconnu dans le pétrole, le gaz et l'offshore.",
      },
      asnt: {
        name: "ASNT niveau III",
        text: "Niveau III dans les principales méthodes CND (UT, RT, MT, PT), responsable des procédures, de la validation des techniques et de l'encadrement des techniciens.",
      },
      api: {
        name: "API",
        text: "Inspecteurs API 510, 570 et 653 pour les appareils à pression, les tuyauteries et les réservoirs de stockage en service.",
      },
    }),
  },
  shared: {
    eyebrow: "Pourquoi travailler avec nous",
    title: "Des professionnels certifiés, des résultats traçables, une mobilisation rapide",
    lead: "Ce sur quoi comptent les exploitants, les entreprises et les chantiers navals quand ils nous font venir sur leurs sites.",
    reasons: [
      {
        title: "Certifiés selon des schémas internationaux",
        text: "Inspecteurs soudage AWS-CWI et CSWIP, personnel CND certifié ISO 9712 et ASNT, inspecteurs revêtements NACE/AMPP.",
      },
      {
        title: "Mobilisés en 24 à 48 heures",
        text: "Depuis Bonabéri, nous rejoignons rapidement le port de Douala, Kribi, Limbé, Édéa et les bases logistiques offshore, avec notre propre matériel étalonné.",
      },
      {
        title: "Des rapports qui bouclent la boucle",
        text: "Rapports journaliers de chantier, rapports finaux avec photos et fichiers de données, et chaque non-conformité rattachée à l'article qu'elle enfreint.",
      },
      {
        title: "Un seul partenaire, de la soudure à la réception",
        text: "Qualification des modes opératoires, CND, inspection des revêtements, du levage et des appareils à pression, et personnel technique : une seule équipe responsable.",
      },
    ],
    certificationsTitle: "Les certifications présentes dans notre équipe",
    certifications: claimed.certifications,
    proofTitle: "Les preuves pour votre référencement fournisseur",
    proofLead:
      "Les pièces que vos équipes achats, QA/QC et HSE demandent avant de retenir un prestataire, consultables dès maintenant, sans attendre notre réponse.",
    exploreTitle: "En savoir plus sur nous",
  },
  cta: {
    title: "Parlons de votre prochaine inspection",
    text: "Indiquez-nous l'équipement, le code applicable et l'échéance. Un ingénieur vous répond avec une méthodologie d'intervention et une offre chiffrée.",
    quote: "Demander un devis",
    contact: "Contacter notre équipe",
  },
};
