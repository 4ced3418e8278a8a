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
  rolesTitle: "Les 23 métiers que nous déployons",
  rolesLead:
    "Chaque poste est pourvu par des personnes dont nous avons vérifié les qualifications au regard des certificats exigés par votre projet.",
  roles: {
    welder: {
      name: "Soudeur",
      description:
        "Soudeurs tuyauteurs et tôliers qualifiés ISO 9606-1 ou ASME IX en procédés 111, 141, 135 et 136 (SMAW, GTAW, GMAW, FCAW), jusqu'à la position 6G, sur acier carbone, inox et duplex.",
      imageAlt: "Soudeur casqué réalisant une passe de racine sur un joint de tuyauterie",
    },
    "pipe-fitter": {
      name: "Tuyauteur",
      description:
        "Lit les isométriques, puis coupe, chanfreine et accoste les manchettes et les joints de chantier dans les tolérances, prêts pour le soudage et l'épreuve.",
      imageAlt: "Tuyauteur alignant deux extrémités de tube avec un clamp",
    },
    "structural-fitter": {
      name: "Monteur de charpente",
      description:
        "Trace, découpe et assemble poutres, tôles et contreventements d'après les plans d'atelier pour les structures, skids et plateformes.",
      imageAlt: "Monteur de charpente pointant un assemblage de poutre en acier",
    },
    "welding-inspector": {
      name: "Inspecteur soudage",
      description:
        "Inspecteur CSWIP 3.1 ou AWS-CWI qui vérifie le respect des DMOS, l'accostage, le préchauffage et les consommables, et réalise l'acceptation visuelle des soudures.",
      imageAlt: "Inspecteur soudage mesurant une soudure d'angle avec une jauge",
    },
    "ndt-ut-technician": {
      name: "Technicien CND – UT",
      description:
        "Technicien niveau 2 ISO 9712 ou ASNT pour le contrôle des soudures par ultrasons et les mesures d'épaisseur, ainsi que le multiéléments ou le TOFD s'il est qualifié.",
      imageAlt: "Technicien CND contrôlant une soudure avec une sonde et un appareil à ultrasons",
    },
    "ndt-rt-technician": {
      name: "Technicien CND – RT",
      description:
        "Radiologue niveau 2 pour la radiographie gamma et X sur film ou détecteurs numériques, formé à la radioprotection et suivi par dosimétrie.",
      imageAlt:
        "Radiologue posant une cassette de film sur une soudure de tuyauterie à côté d'un panneau d'avertissement",
    },
    "ndt-mt-pt-technician": {
      name: "Technicien CND – MT/PT",
      description:
        "Technicien niveau 2 en magnétoscopie et ressuage des soudures, pièces moulées, pièces forgées et apparaux de levage.",
      imageAlt: "Technicien contrôlant une soudure avec un électroaimant de magnétoscopie",
    },
    "coating-inspector": {
      name: "Inspecteur revêtements",
      description:
        "Inspecteur revêtements NACE/AMPP qui contrôle le climat, la rugosité, les sels, les épaisseurs, l'adhérence et les porosités, et rédige le rapport journalier.",
      imageAlt: "Inspecteur revêtements lisant une jauge d'épaisseur de feuil sec sur de l'acier peint",
    },
    "blaster-painter": {
      name: "Sableur / peintre",
      description:
        "Décape l'acier par projection d'abrasif au degré Sa 2½ et applique des systèmes multicouches au pistolet airless, à la brosse et au rouleau, selon la spécification.",
      imageAlt: "Sableur en cagoule et combinaison de protection décapant une surface en acier",
    },
    "hse-officer": {
      name: "Responsable HSE",
      description:
        "Anime les causeries sécurité, gère les permis de travail, les mesures de gaz et les visites de chantier, et déclare incidents et presqu'accidents.",
      imageAlt: "Responsable HSE vérifiant un permis de travail sur chantier, une planchette à la main",
    },
    "rope-access-technician": {
      name: "Cordiste",
      description:
        "Technicien certifié IRATA ou SPRAT qui inspecte, contrôle, peint et répare en hauteur sur les structures, bacs, torchères et coques.",
      imageAlt: "Cordiste suspendu sur deux cordes le long d'une structure en acier",
    },
    "crane-operator": {
      name: "Grutier",
      description:
        "Conducteur certifié de grues mobiles, sur chenilles et à tour, travaillant selon le plan de levage avec vérifications quotidiennes avant utilisation.",
      imageAlt: "Grutier dans la cabine d'une grue mobile",
    },
    rigger: {
      name: "Élingueur",
      description:
        "Choisit et vérifie élingues et manilles, élingue les charges et guide le grutier conformément au plan de levage.",
      imageAlt: "Élingueur fixant une élingue et une manille sur une charge",
    },
    scaffolder: {
      name: "Échafaudeur",
      description:
        "Monte, modifie et démonte les échafaudages tubes et colliers ou multidirectionnels, puis les inspecte et les étiquette avant utilisation.",
      imageAlt: "Échafaudeur fixant un tube sur un échafaudage à côté d'un bac",
    },
    "mechanical-technician": {
      name: "Technicien mécanique",
      description:
        "Entretient et révise pompes, compresseurs, vannes et machines tournantes, y compris l'alignement des arbres et le serrage contrôlé.",
      imageAlt: "Technicien mécanique serrant les boulons de bride d'une pompe",
    },
    "electrical-technician": {
      name: "Technicien électricien",
      description:
        "Installe, teste et entretient les équipements basse et moyenne tension, les câblages et les moteurs, y compris en zone explosive (Ex).",
      imageAlt: "Technicien électricien contrôlant une armoire électrique avec un multimètre",
    },
    "instrument-technician": {
      name: "Technicien instrumentiste",
      description:
        "Installe, contrôle les boucles et étalonne transmetteurs, vannes de régulation et instrumentation de sécurité.",
      imageAlt: "Technicien instrumentiste étalonnant un transmetteur de pression",
    },
    "qa-qc-engineer": {
      name: "Ingénieur QA/QC",
      description:
        "Prépare les PIE et les procédures, pilote le système d'inspection et de non-conformités et compile le dossier de fin de fabrication.",
      imageAlt: "Ingénieur QA/QC relisant un rapport d'inspection à côté d'une manchette fabriquée",
    },
    "project-engineer": {
      name: "Ingénieur projet",
      description:
        "Planifie et coordonne les lots de travaux, les coûts, le planning et les interfaces entre client, entreprises et fournisseurs.",
      imageAlt: "Ingénieur projet avec des plans et un ordinateur portable dans un bureau de chantier",
    },
    "piping-supervisor": {
      name: "Chef d'équipe tuyauterie",
      description:
        "Dirige les équipes de tuyauterie de la préfabrication au montage, aux épreuves et à la remise en service, à partir des isométriques et des dossiers d'épreuve.",
      imageAlt: "Chef d'équipe tuyauterie dirigeant une équipe autour d'un rack de tuyauteries",
    },
    "fabrication-supervisor": {
      name: "Chef d'atelier chaudronnerie",
      description:
        "Organise l'atelier de fabrication : découpe, accostage et séquences de soudage, contrôle dimensionnel et enchaînement des tâches.",
      imageAlt: "Chef d'atelier vérifiant les cotes d'un assemblage en acier dans un atelier",
    },
    "lifting-inspector": {
      name: "Inspecteur équipements de levage",
      description:
        "Personne compétente pour l'examen approfondi et les épreuves de charge des grues, palans et accessoires de levage.",
      imageAlt: "Inspecteur levage examinant un crochet de grue et un câble",
    },
    "document-controller": {
      name: "Gestionnaire documentaire",
      description:
        "Enregistre, diffuse et archive plans, procédures et rapports, et tient à jour les registres de révisions et de transmission.",
      imageAlt: "Gestionnaire documentaire classant des plans et des rapports à son bureau",
    },
  },
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
