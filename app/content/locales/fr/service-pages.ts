import type { ServicesPagesDictionary } from "../en/service-pages";

/** Textes français des six pages de services. */
export const servicesPages: ServicesPagesDictionary = {
  labels: {
    eyebrow: "Nos services",
    scopeEyebrow: "Périmètre",
    scopeTitle: "Ce que nous couvrons",
    standardsEyebrow: "Conformité",
    standardsTitle: "Codes et normes appliqués",
    deliverablesTitle: "Ce que vous recevez",
    processTitle: "Notre façon de travailler",
    sectorsTitle: "Secteurs servis",
    ctaTitle: "Préparez cette intervention avec nos ingénieurs",
    ctaText:
      "Envoyez-nous le périmètre, le code applicable et votre échéance. Nous vous répondons avec une méthodologie d'intervention, les moyens humains et matériels que nous mobiliserions et une offre chiffrée.",
    quote: "Demander un devis",
    contact: "Contacter notre équipe",
  },
  pages: {
    ndt: {
      headline: "Détecter et dimensionner les défauts avant qu'ils ne provoquent une rupture en service",
      intro: [
        "Nos techniciens CND détectent, dimensionnent et consignent les défauts des soudures, pièces moulées, pièces forgées et composants en service, sans les découper ni les endommager. Les contrôles sont réalisés par du personnel certifié ISO 9712 ou ASNT SNT-TC-1A, sous la supervision d'un niveau III ASNT, avec du matériel étalonné et des procédures écrites selon l'ASME V.",
        "Nous intervenons dans notre atelier de Bonabéri et sur site, sur pipelines, fonds de bacs, appareils à pression, charpentes, coques de navires et machines tournantes, et donnons les résultats provisoires le jour même pour ne jamais bloquer la production de soudures.",
      ],
      imageAlt:
        "Illustration d'un technicien contrôlant une soudure circulaire de pipeline avec une sonde ultrasons multiéléments",
      scope: [
        {
          title: "Contrôle par ultrasons (UT, PAUT, TOFD)",
          text: "Ultrasons par réflexion pour les soudures, les dédoublures et la mesure d'épaisseur ; ultrasons multiéléments (PAUT) avec balayages encodés et diffraction des temps de vol (TOFD) pour l'examen volumique des soudures, y compris en remplacement de la radiographie quand le code l'autorise.",
        },
        {
          title: "Magnétoscopie (MT)",
          text: "Électroaimant (yoke), voie humide fluorescente et technique noir sur blanc pour révéler les fissures débouchantes et sous-jacentes des soudures ferritiques, apparaux de levage, crochets et pièces usinées.",
        },
        {
          title: "Ressuage (PT)",
          text: "Pénétrants colorés et fluorescents pour les défauts débouchants sur aciers inoxydables, duplex, aluminium et autres matériaux non magnétiques.",
        },
        {
          title: "Radiographie (RT / DR)",
          text: "Radiographie gamma (Ir-192, Se-75) et X sur film ou détecteurs numériques, avec zones balisées, dosimétrie individuelle et plan de radioprotection pour chaque tir.",
        },
        {
          title: "Contrôle visuel (VT)",
          text: "Examen visuel des soudures selon l'ISO 17637 et l'AWS D1.1 : profil, caniveaux, soufflures, désalignement et accostage, avec jauges de soudure, endoscopes et preuves photographiques.",
        },
        {
          title: "Mesures d'épaisseur et cartographie de corrosion",
          text: "Relevés d'épaisseur par ultrasons aux points de mesure, cartographies B-scan et C-scan des viroles, tuyauteries et fonds de bacs pour mesurer les pertes d'épaisseur et les vitesses de corrosion.",
        },
      ],
      standards: [
        { code: "ISO 9712 / ASNT SNT-TC-1A", text: "Qualification et certification du personnel CND" },
        { code: "ASME V", text: "Méthodes d'examen non destructif pour les travaux sous code ASME" },
        { code: "API 1104", text: "Soudage des pipelines et critères d'acceptation des contrôles" },
        { code: "AWS D1.1", text: "Code de soudage des structures en acier : contrôle et acceptation" },
        { code: "ISO 17640 / 13588 / 10863", text: "Contrôle des soudures par ultrasons, multiéléments et TOFD" },
        { code: "ISO 17636 / 17638 / 3452", text: "Radiographie, magnétoscopie et ressuage" },
      ],
      deliverables: [
        "Un rapport CND par méthode, avec fiche technique, enregistrements d'étalonnage et critères d'acceptation appliqués",
        "Un relevé des indications donnant la position, la longueur et la profondeur de chaque défaut, reporté sur les plans de soudage",
        "Les fichiers de données PAUT et TOFD encodés, les radiogrammes numériques ou les films développés",
        "Les tableaux de mesures d'épaisseur et les cartographies de corrosion, valeurs minimales en évidence",
        "La copie des certificats ISO 9712 ou ASNT des techniciens",
      ],
      process: [
        {
          title: "Périmètre et procédure",
          text: "Nous étudions les plans, les matériaux et le code, puis émettons la procédure CND et les fiches techniques pour approbation.",
        },
        {
          title: "Mobilisation",
          text: "Techniciens certifiés et matériel étalonné arrivent sur site avec permis, accueil sécurité et dispositions de radioprotection en place.",
        },
        {
          title: "Contrôle et interprétation",
          text: "Chaque soudure ou zone est contrôlée, enregistrée et jugée selon les critères d'acceptation, en présence de votre contrôle qualité s'il le souhaite.",
        },
        {
          title: "Rapport",
          text: "Résultats provisoires le jour même, puis rapport final signé et fichiers de données, prêts pour le dossier de fin de fabrication.",
        },
      ],
      sectorsText: "Le CND s'impose partout où des soudures supportent une pression, une charge ou un produit :",
    },
    inspection: {
      headline: "Un regard indépendant sur vos fabrications, vos chantiers et vos fournisseurs",
      intro: [
        "L'inspection tierce partie donne aux maîtres d'ouvrage, aux entreprises EPC et aux bailleurs un avis indépendant sur la conformité des équipements et des ouvrages à la commande, au cahier des charges et au code. Nos inspecteurs assistent, vérifient et rendent compte ; ils ne construisent pas, leurs constats sont donc exempts de conflit d'intérêts.",
        "Nous inspectons dans les ateliers de fabrication du Cameroun et de la sous-région, sur les chantiers et dans les installations en exploitation, et nous auditons les systèmes de soudage et de qualité avant que vous ne passiez commande ou ne réceptionniez une livraison.",
      ],
      imageAlt: "Illustration d'un inspecteur vérifiant un appareil à pression en atelier par rapport à un plan",
      scope: [
        {
          title: "Inspection chez les fournisseurs et en atelier",
          text: "Revue du plan d'inspection et d'essais (PIE), des certificats matière EN 10204 3.1, contrôle de l'accostage, du soudage et des dimensions, assistance aux CND et aux épreuves hydrauliques, et libération finale.",
        },
        {
          title: "Contrôle visuel des soudures",
          text: "Examen visuel des soudures selon l'ISO 17637, l'AWS D1.1 ou l'ASME, avec acceptation selon les niveaux de qualité de l'ISO 5817 ou les critères propres au code.",
        },
        {
          title: "Inspection et surveillance du soudage",
          text: "Vérification du respect des DMOS, des qualifications des soudeurs, du stockage et de l'étuvage des consommables, des températures de préchauffage et entre passes, et des enregistrements de traitement thermique.",
        },
        {
          title: "Inspection sur chantier",
          text: "Lignes de pipeline, montage de bacs, charpentes métalliques et assemblages boulonnés, avec suivi des réserves jusqu'à leur levée avant réception.",
        },
        {
          title: "Audits de conformité",
          text: "Audits qualité soudage selon l'ISO 3834, audits de qualification des fournisseurs et audits des systèmes QA/QC selon l'ISO 9001 et vos propres exigences.",
        },
        {
          title: "Revue documentaire et relance",
          text: "Revue des dossiers de fin de fabrication, des plans de récolement et des certificats, et visites de relance pour tenir les délais des commandes critiques.",
        },
      ],
      standards: [
        { code: "ISO/CEI 17020", text: "Exigences pour les organismes d'inspection, base de nos méthodes de travail" },
        { code: "ISO 17637 / ISO 5817", text: "Contrôle visuel des soudures et niveaux de qualité des défauts" },
        { code: "ISO 3834", text: "Exigences de qualité en soudage par fusion" },
        { code: "ASME B31.3 / B31.4 / B31.8", text: "Tuyauteries de procédé et réseaux de transport par canalisation" },
        { code: "API 1104 / AWS D1.1", text: "Codes de soudage des pipelines et des structures" },
        {
          code: "EN 10204 / ISO 9001",
          text: "Documents de contrôle des matériaux et systèmes de management de la qualité",
        },
      ],
      deliverables: [
        "Des plans d'inspection et d'essais revus, avec points d'arrêt et points témoins",
        "Des rapports de visite avec photos, mesures et observations",
        "Des bons de libération ou certificats d'inspection pour les éléments acceptés",
        "Des fiches de non-conformité citant l'article enfreint et l'action corrective attendue",
        "Des dossiers de fin de fabrication revus et des rapports d'audit avec constats classés par niveau de risque",
      ],
      process: [
        {
          title: "Réunion de lancement et PIE",
          text: "Nous convenons avec vous et le fournisseur du périmètre, des documents applicables et des points d'arrêt et de témoin.",
        },
        {
          title: "Visites d'inspection",
          text: "Notre inspecteur assiste à chaque point, confronte enregistrements et travaux aux exigences et photographie les preuves.",
        },
        {
          title: "Non-conformités",
          text: "Les écarts sont signalés par écrit le jour même et suivis jusqu'à la vérification de l'action corrective du fournisseur.",
        },
        {
          title: "Libération et clôture",
          text: "Les éléments acceptés sont libérés par un bon signé et le rapport final rejoint vos enregistrements qualité.",
        },
      ],
      sectorsText: "L'inspection indépendante protège acheteurs et exploitants dans tous nos secteurs :",
    },
    coating: {
      headline: "Des revêtements de protection qui tiennent sous le climat de Douala",
      intro: [
        "Une humidité supérieure à 80\u00a0%, un air chargé de sel et des températures élevées font de la côte camerounaise l'un des milieux les plus agressifs pour l'acier. La plupart des défaillances de revêtement commencent par une mauvaise préparation de surface ou une application hors des conditions prescrites, et une inspection à chaque étape permet de les éviter.",
        "Nos inspecteurs revêtements qualifiés NACE/AMPP contrôlent la préparation de surface, les conditions climatiques, les épaisseurs, l'adhérence et la continuité selon votre spécification de peinture et les fiches techniques du fabricant, avec un rapport quotidien pour corriger les problèmes avant la couche suivante.",
      ],
      imageAlt: "Illustration d'un inspecteur revêtements mesurant l'épaisseur de feuil sec sur un bac sablé et peint",
      scope: [
        {
          title: "Préparation de surface",
          text: "Degré de soin selon l'ISO 8501-1 (Sa 2½, St 3), rugosité selon l'ISO 8503 au ruban réplique ou au rugosimètre, poussières selon l'ISO 8502-3 et sels solubles par essai Bresle selon l'ISO 8502-6/-9.",
        },
        {
          title: "Suivi des conditions climatiques",
          text: "Température de l'air et de l'acier, humidité relative et point de rosée relevés avant et pendant l'application, l'acier devant rester au moins 3\u00a0°C au-dessus du point de rosée (ISO 8502-4).",
        },
        {
          title: "Épaisseurs de feuil humide et sec",
          text: "Contrôle du feuil humide pendant la pulvérisation et mesures d'épaisseur sèche avec des jauges étalonnées, échantillonnées et acceptées selon l'ISO 19840 ou la SSPC-PA 2.",
        },
        {
          title: "Essais d'adhérence",
          text: "Essais de traction (pull-off) selon l'ISO 4624 ou l'ASTM D4541 et essais de quadrillage ou en croix selon l'ISO 2409, lorsque la spécification les demande.",
        },
        {
          title: "Détection de porosités",
          text: "Détection à l'éponge humide basse tension et au balai haute tension des revêtements internes et des revêtements de pipelines selon la NACE SP0188 et l'ISO 29601.",
        },
        {
          title: "Diagnostics d'état des revêtements",
          text: "Évaluation en service de l'enrouillement, du cloquage et de la dégradation selon l'ISO 4628, cartographiée par zone, avec recommandations de réparation et d'entretien.",
        },
      ],
      standards: [
        { code: "NACE / AMPP", text: "SP0188 pour la détection de porosités et pratiques AMPP (ex-NACE et SSPC)" },
        { code: "ISO 8501-1 / 8502 / 8503", text: "Propreté, contaminants et rugosité des surfaces d'acier décapées" },
        { code: "ISO 19840 / SSPC-PA 2", text: "Mesure et acceptation de l'épaisseur de feuil sec" },
        { code: "ISO 12944", text: "Protection anticorrosion des structures en acier par systèmes de peinture" },
        { code: "ISO 4624 / ISO 2409", text: "Essais d'adhérence par traction et par quadrillage" },
        {
          code: "NORSOK M-501",
          text: "Préparation de surface et revêtements de protection des installations offshore",
        },
      ],
      deliverables: [
        "Des rapports journaliers d'inspection : conditions climatiques, préparation de surface, numéros de lots et épaisseurs",
        "Les fichiers de mesures d'épaisseur téléchargés depuis la jauge, avec statistiques par zone",
        "Les enregistrements des essais d'adhérence et de détection de porosités, avec photos",
        "Les fiches de non-conformité et la vérification des reprises",
        "Le dossier final des revêtements pour la réception et la garantie",
      ],
      process: [
        {
          title: "Réunion de démarrage",
          text: "Nous passons en revue la spécification de peinture, les fiches techniques et le PIE, et convenons d'une zone de référence avec l'applicateur.",
        },
        {
          title: "Contrôle de la préparation",
          text: "Climat, propreté, rugosité et sels sont vérifiés et consignés avant toute application.",
        },
        {
          title: "Contrôle de l'application",
          text: "Chaque couche est contrôlée pour les épaisseurs humide et sèche, le séchage et les délais de recouvrement, et les défauts sont marqués pour reprise.",
        },
        {
          title: "Réception finale",
          text: "Essais d'adhérence et de porosité, relevé final des épaisseurs et dossier signé clôturent l'intervention.",
        },
      ],
      sectorsText: "Nous inspectons les revêtements de bacs, coques, structures et installations dans :",
    },
    lifting: {
      headline: "Des équipements de levage examinés, éprouvés et certifiés",
      intro: [
        "Grues, palans et accessoires de levage doivent faire l'objet d'un examen approfondi par une personne compétente avant leur première utilisation, à intervalles réguliers et après tout événement pouvant affecter leur sécurité. Nous appliquons le régime de type LOLER qu'attendent la plupart des exploitants et des assureurs : examen semestriel des accessoires et des équipements de levage de personnes, annuel pour les autres appareils, et après chaque réparation ou modification.",
        "Nos inspecteurs levage examinent et éprouvent les équipements dans les ports, les parcs, les usines et les bases offshore, et marquent chaque élément pour que vos équipes sachent d'un coup d'œil ce qui peut être utilisé en sécurité.",
      ],
      imageAlt: "Illustration d'une grue mobile soulevant des masses d'essai certifiées lors d'une épreuve de charge",
      scope: [
        {
          title: "Examen approfondi",
          text: "Examen périodique détaillé des grues, palans, treuils et accessoires de levage : structure, mécanismes, fins de course, freins et limiteurs de charge.",
        },
        {
          title: "Épreuves de charge",
          text: "Épreuves statiques et dynamiques avec masses d'essai certifiées, ballons à eau et dynamomètres étalonnés, à la surcharge exigée par la norme applicable.",
        },
        {
          title: "Grues de tous types",
          text: "Grues mobiles, sur chenilles, à tour, ponts roulants et portiques, grues portuaires et de navire, et grues offshore sur piédestal.",
        },
        {
          title: "Accessoires de levage",
          text: "Élingues câble, chaîne et textile, manilles, crochets, anneaux, palonniers et pinces, vérifiés pour le marquage, l'usure et les critères de mise au rebut.",
        },
        {
          title: "CND des pièces critiques",
          text: "Magnétoscopie des crochets, poulies, oreilles de levage et soudures de structure des grues, et contrôle par ultrasons des axes et arbres.",
        },
        {
          title: "Registres et étiquetage",
          text: "Un registre de chaque élément avec son identification unique, sa charge maximale d'utilisation et sa prochaine échéance, et des étiquettes à code couleur sur le matériel.",
        },
      ],
      standards: [
        {
          code: "LOLER 1998",
          text: "Régime d'examen approfondi pris comme référence pour les périodicités et les rapports",
        },
        { code: "ASME B30.2 / B30.5", text: "Ponts roulants et portiques ; grues mobiles" },
        { code: "ASME B30.9 / B30.20 / B30.26", text: "Élingues, équipements sous crochet et accessoires de gréage" },
        { code: "ISO 9927-1 / ISO 4309", text: "Inspection des grues ; entretien et mise au rebut des câbles" },
        { code: "EN 13414 / EN 818", text: "Élingues en câbles d'acier et élingues en chaînes à maillons courts" },
        { code: "API RP 2D", text: "Exploitation et maintenance des grues offshore" },
      ],
      deliverables: [
        "Un rapport d'examen approfondi par élément, indiquant les défauts et la date du prochain examen",
        "Des certificats d'épreuve de charge avec la charge d'essai, la durée et les résultats",
        "Un registre des équipements à jour avec charges maximales d'utilisation et échéances",
        "Des étiquettes d'inspection et un code couleur posés sur site",
        "Un avis écrit immédiat pour tout élément à retirer du service",
      ],
      process: [
        {
          title: "Registre et planification",
          text: "Nous recueillons votre liste d'équipements, les certificats et les données constructeur, et planifions les examens en fonction de votre exploitation.",
        },
        {
          title: "Examen",
          text: "Chaque élément est examiné par un inspecteur levage compétent, avec CND en cas de suspicion de fissure.",
        },
        {
          title: "Épreuve de charge",
          text: "Les équipements neufs, réparés ou modifiés sont éprouvés selon un plan de levage, avec zone d'exclusion et masses certifiées.",
        },
        {
          title: "Certification",
          text: "Rapports et certificats sont émis, le registre est mis à jour et les prochains examens sont programmés.",
        },
      ],
      sectorsText: "Partout où des charges passent au-dessus des personnes et des installations, notamment :",
    },
    "pressure-vessel": {
      headline: "Des appareils à pression sûrs, de la fabrication à la fin de vie",
      intro: [
        "Appareils à pression, chaudières, tuyauteries de procédé et bacs de stockage contiennent une énergie et des produits qui peuvent blesser et arrêter une usine en cas de défaillance. Nous les inspectons en fabrication selon l'ASME VIII et en service selon l'API 510, 570 et 653, et fournissons les mesures d'épaisseur et les calculs dont l'exploitant a besoin pour décider d'une réparation, d'une réévaluation ou de la poursuite de l'exploitation.",
        "Nos inspecteurs planifient les inspections autour de vos arrêts, réalisent les inspections extérieures et intérieures et les épreuves, et tiennent l'historique de chaque équipement pour que chaque prochaine échéance soit justifiée.",
      ],
      imageAlt:
        "Illustration d'un appareil à pression horizontal sur berceaux, avec un inspecteur relevant des épaisseurs par ultrasons",
      scope: [
        {
          title: "Inspection en construction selon l'ASME VIII",
          text: "Revue de la conception et des plans, traçabilité des matériaux, soudage et CND, enregistrements de traitement thermique après soudage, épreuve hydraulique et rapport de données du fabricant.",
        },
        {
          title: "Inspection en service (API 510 / 570)",
          text: "Inspection extérieure et intérieure des appareils et des circuits de tuyauterie, boucles de corrosion, calcul de la durée de vie résiduelle et de la prochaine échéance.",
        },
        {
          title: "Inspection des bacs de stockage (API 653)",
          text: "Inspection en service et à l'arrêt des robes, fonds, toits et piquages, avec relevés de tassement et cartographie d'épaisseur des fonds.",
        },
        {
          title: "Campagnes de mesures d'épaisseur",
          text: "Mesures d'épaisseur par ultrasons aux points de mesure, avec vitesses de corrosion calculées par rapport aux relevés précédents.",
        },
        {
          title: "Épreuves hydrauliques et pneumatiques",
          text: "Procédures d'épreuve et calculs de pression, manomètres étalonnés et enregistreurs, assistance aux épreuves et certificats.",
        },
        {
          title: "Appui à l'évaluation d'aptitude au service",
          text: "Évaluations de niveau 1 et 2 des amincissements locaux, piqûres et défauts de soudure selon l'API 579-1 / ASME FFS-1, et plans de réparation selon l'ASME PCC-2.",
        },
      ],
      standards: [
        { code: "ASME VIII Div. 1", text: "Règles de construction des appareils à pression" },
        { code: "API 510", text: "Inspection, réparation, modification et réévaluation des appareils à pression" },
        { code: "API 570", text: "Inspection, réparation et modification des tuyauteries en service" },
        { code: "API 653", text: "Inspection, réparation, modification et reconstruction des réservoirs" },
        { code: "API 579-1 / ASME FFS-1", text: "Évaluation de l'aptitude au service" },
        { code: "ASME B31.3 / ASME PCC-2", text: "Tuyauteries de procédé et réparation des équipements sous pression" },
      ],
      deliverables: [
        "Des rapports d'inspection avec tableaux d'épaisseur par point de mesure",
        "Les vitesses de corrosion, la durée de vie résiduelle et le calcul de la prochaine échéance",
        "Des certificats d'épreuve hydraulique avec diagrammes de pression et certificats d'étalonnage des manomètres",
        "Des recommandations d'aptitude au service et de réparation",
        "Des dossiers d'équipement à jour pour vos archives et l'administration",
      ],
      process: [
        {
          title: "Revue des dossiers",
          text: "Nous rassemblons les données de conception, les rapports précédents et les conditions d'exploitation pour identifier les modes de dégradation probables.",
        },
        {
          title: "Plan d'inspection",
          text: "Méthodes, emplacements et accès sont définis et intégrés à votre arrêt ou à votre planning d'exploitation.",
        },
        {
          title: "Inspection et épreuves",
          text: "Examens visuels, mesures d'épaisseur et CND sont réalisés, et toute épreuve de pression est suivie sur place.",
        },
        {
          title: "Évaluation et rapport",
          text: "Les résultats sont évalués selon le code, la durée de vie résiduelle est calculée et la prochaine inspection est fixée.",
        },
      ],
      sectorsText: "Nous inspectons les appareils à pression des exploitants dans :",
    },
    consulting: {
      headline: "Ingénierie du soudage, qualification et formation de vos équipes",
      intro: [
        "Un bon soudage commence sur le papier : des modes opératoires qualifiés, des soudeurs qualifiés et un système qualité qui tient les deux sous contrôle. Nos ingénieurs soudage rédigent les DMOS et les qualifient (QMOS) selon l'ASME IX, l'AWS D1.1 et l'ISO 15614, qualifient les soudeurs selon l'ISO 9606 et accompagnent les fabricants vers l'ISO 3834.",
        "Nous formons aussi inspecteurs, techniciens et personnel QA/QC, et rédigeons les documents techniques dont dépendent les projets, des méthodologies d'intervention et procédures CND jusqu'aux dossiers de fin de fabrication complets.",
      ],
      imageAlt:
        "Illustration d'un ingénieur soudage présentant un mode opératoire à des stagiaires à côté d'une éprouvette",
      scope: [
        {
          title: "Qualification des modes opératoires (DMOS, QMOS)",
          text: "Rédaction des DMOS préliminaires, soudage des coupons d'essai sous témoin, essais mécaniques (traction, pliage, résilience, dureté, macrographie) dans des laboratoires partenaires, puis QMOS et DMOS selon l'ASME IX, l'AWS D1.1 ou l'ISO 15614-1.",
        },
        {
          title: "Qualification des soudeurs",
          text: "Épreuves de soudeurs selon l'ISO 9606-1 et l'ASME IX, coupons examinés visuellement et par CND ou pliage, certificats de qualification et suivi de prolongation.",
        },
        {
          title: "Mise en œuvre de l'ISO 3834",
          text: "Analyse des écarts, coordination en soudage selon l'ISO 14731, procédures et enregistrements de qualité en soudage par fusion, et préparation à la certification.",
        },
        {
          title: "Programmes de formation",
          text: "Formations CND préparant aux niveaux 1 et 2 de l'ISO 9712, inspection du soudage, bases de l'inspection des revêtements et modules QA/QC adaptés à vos projets.",
        },
        {
          title: "Documentation technique",
          text: "PIE, méthodologies d'intervention, cahiers de soudage, procédures CND, dossiers de fin de fabrication et dossiers de récolement rédigés selon les exigences de votre client.",
        },
        {
          title: "Conseil technique et expertise de défaillance",
          text: "Procédures de réparation par soudage, choix des matériaux et des consommables, et expertise des soudures fissurées ou rompues avec recommandations.",
        },
      ],
      standards: [
        { code: "ASME IX", text: "Qualifications en soudage, brasage et fusion" },
        { code: "AWS D1.1", text: "Code de soudage des structures : modes opératoires préqualifiés et qualifiés" },
        { code: "ISO 15614-1 / ISO 15609-1", text: "Qualification et descriptif des modes opératoires de soudage" },
        { code: "ISO 9606-1", text: "Épreuve de qualification des soudeurs : soudage par fusion des aciers" },
        { code: "ISO 3834 / ISO 14731", text: "Exigences de qualité en soudage par fusion et coordination en soudage" },
        { code: "ISO 9712", text: "Qualification et certification du personnel CND" },
      ],
      deliverables: [
        "Des DMOS qualifiés et leurs QMOS, avec les rapports d'essais mécaniques et CND",
        "Des certificats de qualification de soudeurs et un registre des soudeurs",
        "Les procédures, formulaires et enregistrements ISO 3834 prêts pour l'audit",
        "Des attestations de formation et les résultats des évaluations",
        "Procédures, PIE et dossiers de fin de fabrication au format de votre projet",
      ],
      process: [
        {
          title: "Analyse des besoins",
          text: "Nous examinons vos produits, vos codes, les exigences de vos clients et vos procédures ou compétences actuelles.",
        },
        {
          title: "Préparation",
          text: "Projets de procédures, programmes d'essais ou supports de cours sont préparés et validés avec vous.",
        },
        {
          title: "Qualification ou formation",
          text: "Les coupons sont soudés et essayés, ou les formations dispensées, avec des travaux pratiques sur de vrais assemblages.",
        },
        {
          title: "Documentation et suivi",
          text: "Les documents qualifiés et les certificats sont émis, et nous vous accompagnons lors des audits clients ou de certification.",
        },
      ],
      sectorsText: "Nos ingénieurs soudage et formateurs accompagnent les entreprises dans :",
    },
  },
};
