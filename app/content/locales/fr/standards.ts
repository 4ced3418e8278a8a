import type { StandardsDictionary } from "../en/standards";

export const standards: StandardsDictionary = {
  eyebrow: "Codes et normes",
  groupsTitle: "Les référentiels derrière chaque rapport que nous signons",
  groupsLead:
    "Une inspection ne vaut que par le référentiel auquel on la compare. Voici les codes que nos inspecteurs soudage, techniciens CND et ingénieurs appliquent le plus souvent sur les chantiers camerounais ; lorsque votre contrat cite une autre édition ou une spécification maison, c'est celle-là que nous appliquons.",
  groups: {
    welding: {
      title: "Normes de soudage",
      summary: "Comment on qualifie les modes opératoires et les soudeurs, et ce qu'est une soudure acceptable.",
    },
    ndt: {
      title: "Normes CND",
      summary: "Comment on réalise les contrôles non destructifs et comment on certifie ceux qui les réalisent.",
    },
    quality: {
      title: "Management de la qualité",
      summary: "Les systèmes de management qui gardent la fabrication, l'inspection et le chantier sous contrôle.",
    },
    international: {
      title: "Codes internationaux",
      summary:
        "Codes de construction et d'exploitation pour les pipelines, les appareils à pression et les revêtements de protection.",
    },
  },
  items: {
    "aws-d1-1": {
      code: "AWS D1.1/D1.1M",
      name: "Structural Welding Code — Steel (charpente métallique)",
      scope:
        "Structures soudées en acier : DMOS préqualifiés ou qualifiés, qualification des soudeurs, exécution, et critères d'acceptation en examen visuel, ultrasons et radiographie que nous appliquons aux bâtiments, charpentes d'usine et racks de tuyauterie.",
    },
    "asme-ix": {
      code: "ASME BPVC Section IX",
      name: "Qualification du soudage, du brasage et du fusionnage",
      scope:
        "Qualification des modes opératoires (WPS appuyé sur un PQR) et des soudeurs et opérateurs pour les chaudières, les appareils à pression et la tuyauterie de procédé B31.3.",
    },
    "iso-15614-1": {
      code: "ISO 15614-1",
      name: "Épreuve de qualification d'un mode opératoire — Soudage à l'arc et aux gaz des aciers et alliages de nickel",
      scope:
        "La voie ISO vers un DMOS qualifié : assemblage d'essai, CND, essais mécaniques et QMOS qui fixe le domaine d'épaisseurs, de positions et de matériaux couvert.",
    },
    "iso-9606-1": {
      code: "ISO 9606-1",
      name: "Épreuve de qualification des soudeurs — Soudage par fusion des aciers",
      scope:
        "Épreuves de qualification des soudeurs, variables essentielles qui limitent le domaine d'un certificat, confirmation par l'employeur tous les 6 mois et renouvellement tous les 2 ou 3 ans.",
    },
    "asme-v": {
      code: "ASME BPVC Section V",
      name: "Examens non destructifs",
      scope:
        "Exigences sur les procédures écrites, l'étalonnage du matériel et la technique en radiographie, ultrasons, magnétoscopie, ressuage, examen visuel et contrôle d'étanchéité lorsqu'un code de construction ASME les impose.",
    },
    "iso-9712": {
      code: "ISO 9712",
      name: "Qualification et certification du personnel CND",
      scope:
        "Certification indépendante, par tierce partie, des opérateurs CND aux niveaux 1, 2 et 3 par méthode et par secteur, avec les heures de formation, l'expérience et le contrôle de la vue exigés à chaque niveau.",
    },
    "snt-tc-1a": {
      code: "ASNT SNT-TC-1A",
      name: "Pratique recommandée pour la qualification du personnel CND",
      scope:
        "Certification par l'employeur : une procédure écrite (written practice), une formation et des examens conduits sous la responsabilité d'un niveau III, exigée par de nombreux clients ASME et API.",
    },
    "iso-17640": {
      code: "ISO 17640",
      name: "Contrôle par ultrasons des assemblages soudés — Techniques, niveaux d'essai et évaluation",
      scope:
        "Contrôle manuel par ultrasons des soudures à pleine pénétration dans l'acier à partir de 8 mm d'épaisseur, interprété selon les niveaux d'acceptation ISO 11666 et le niveau d'essai (A à D) convenu pour chaque chantier.",
    },
    "iso-9001": {
      code: "ISO 9001",
      name: "Systèmes de management de la qualité — Exigences",
      scope:
        "Processus documentés, maîtrise des enregistrements et des non-conformités, amélioration continue ; nous auditons le système qualité des fabricants et des fournisseurs sur cette base.",
    },
    "iso-3834": {
      code: "ISO 3834",
      name: "Exigences de qualité en soudage par fusion des matériaux métalliques",
      scope:
        "Ce qu'il faut à un atelier pour souder de façon fiable — personnel qualifié, coordination en soudage, équipements, gestion des produits d'apport et traçabilité — au niveau complet, normal ou élémentaire.",
    },
    "iso-45001": {
      code: "ISO 45001",
      name: "Systèmes de management de la santé et de la sécurité au travail",
      scope:
        "Identification des dangers, maîtrise des risques et participation des travailleurs ; elle encadre nos permis de travail, nos analyses de sécurité des tâches et nos zones d'exclusion en radiographie.",
    },
    "iso-17020": {
      code: "ISO/CEI 17020",
      name: "Exigences pour le fonctionnement des organismes procédant à l'inspection",
      scope:
        "Impartialité, compétence et cohérence des rapports des organismes d'inspection, et indépendance de type A, B ou C qu'un client peut exiger de son inspecteur tierce partie.",
    },
    "api-1104": {
      code: "API 1104",
      name: "Soudage des pipelines et installations connexes",
      scope:
        "Qualification des modes opératoires et des soudeurs pour les soudures circulaires des pipelines pétroliers et gaziers, pratique du soudage sur le terrain et critères d'acceptation en radiographie et en ultrasons.",
    },
    "api-510-570": {
      code: "API 510 / API 570",
      name: "Code d'inspection des appareils à pression / Code d'inspection des tuyauteries",
      scope:
        "Inspection en service, réparation, modification et réévaluation des appareils et tuyauteries de procédé : vitesse de corrosion, durée de vie résiduelle et intervalle jusqu'à la prochaine inspection.",
    },
    "asme-viii": {
      code: "ASME BPVC Section VIII, Div. 1",
      name: "Règles de construction des appareils à pression",
      scope:
        "Conception, matériaux, fabrication, contrôles et épreuve des appareils neufs, dont l'épreuve hydraulique à au moins 1,3 fois la pression maximale de service admissible.",
    },
    "ampp-nace": {
      code: "AMPP (NACE / SSPC)",
      name: "Normes de lutte contre la corrosion et de revêtements de protection",
      scope:
        "Degrés de préparation de surface, mesure d'épaisseur de feuil sec selon SSPC-PA 2 et détection des porosités (holiday test) selon NACE SP0188 : les références de nos inspecteurs revêtements.",
    },
  },
  blurbsTitle: "Ce que cela change sur votre projet",
  blurbs: {
    certifiedInspectors: {
      title: "Inspecteurs certifiés",
      text: "Nos équipes détiennent des certifications individuelles vérifiables — AWS-CWI et CSWIP en inspection soudage, ASNT niveau III et ISO 9712 en CND, NACE/AMPP en revêtements, API en inspection en service — et une copie de chacune figure dans votre dossier d'inspection.",
    },
    qualityAssurance: {
      title: "Assurance qualité",
      text: "Chaque procédure est rédigée selon le code cité par votre contrat, chaque appareil dispose d'un certificat d'étalonnage traçable, et chaque rapport est vérifié par une seconde personne qualifiée avant de vous être remis.",
    },
    globalStandards: {
      title: "Normes internationales",
      text: "Codes américains, européens ou ISO, ou spécification propre à l'exploitant : nous appliquons celui qui régit votre chantier et nous vous expliquons les écarts, par exemple entre les niveaux de qualité ISO 5817 et les critères d'acceptation AWS D1.1.",
    },
  },
  cta: {
    title: "Vous travaillez selon un code qui ne figure pas ici ?",
    text: "Envoyez-nous la spécification et le périmètre. Un ingénieur vous confirme quelles procédures et quels intervenants certifiés s'appliquent avant de chiffrer.",
    button: "Demander un devis",
  },
};
