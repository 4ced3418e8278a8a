import { shownClaims } from "~/content/company";
import type { IndustriesDictionary } from "../en/industries";

const claimed = shownClaims("fr");

/** Textes français des cinq pages secteurs. */
export const industries: IndustriesDictionary = {
  labels: {
    eyebrow: "Secteurs d'activité",
    statsLabel: "Sur l'ensemble de nos interventions",
    stats: [
      { value: claimed.safetyCompliance, label: "Conformité sécurité" },
      { value: claimed.uptime, label: "Disponibilité" },
    ],
    challengesEyebrow: "Les enjeux",
    challengesTitle: "Ce qui rend ce secteur exigeant",
    servicesEyebrow: "Nos services",
    servicesTitle: "Six services pour ce secteur",
    servicesLead: "Ouvrez un service pour en voir le détail : méthodes, codes et livrables.",
    ctaTitle: "Parlez à un ingénieur qui connaît votre secteur",
    ctaText:
      "Présentez-nous votre installation, votre fenêtre d'arrêt ou votre projet. Nous vous répondons avec une méthodologie d'intervention, l'équipe que nous déploierions et une offre chiffrée.",
    quote: "Demander un devis",
    consultation: "Planifier une consultation",
    contact: "Contacter notre équipe",
    otherTitle: "Autres secteurs",
  },
  pages: {
    "oil-gas": {
      headline: "L'intégrité d'installations qui ne peuvent pas s'arrêter",
      intro: [
        "La chaîne pétrolière et gazière du Cameroun va des champs offshore du Rio del Rey et des bassins de Douala/Kribi-Campo, en passant par l'oléoduc d'exportation Tchad–Cameroun et son terminal au large de Kribi, jusqu'à la raffinerie de Limbé et aux dépôts de carburant et réseaux de gaz de la région de Douala.",
        "Chaque maillon repose sur des soudures et des aciers exposés à la chaleur, à l'humidité, au sel et aux hydrocarbures. Nous accompagnons exploitants, entreprises EPC et sociétés de services avec de l'inspection, du CND et du personnel certifié, en mer comme à terre, en construction comme en exploitation.",
      ],
      imageAlt:
        "Illustration d'une plateforme offshore, d'un pipeline et de bacs de stockage sur la côte du golfe de Guinée",
      challenges: [
        {
          title: "La corrosion sous un climat chaud, humide et salin",
          text: "Tuyauteries, bacs et structures perdent vite de l'épaisseur dans le golfe de Guinée, sous calorifuge et en zone d'éclaboussures.",
        },
        {
          title: "Des arrêts de courte durée",
          text: "Les arrêts techniques se planifient en jours : les équipes d'inspection doivent être mobilisées, équipées et produire des résultats dès le premier poste.",
        },
        {
          title: "Plusieurs codes sur un même projet",
          text: "Les exigences API, ASME et ISO se combinent aux spécifications de l'exploitant, et chaque rapport doit indiquer le critère appliqué.",
        },
        {
          title: "Une logistique éloignée et offshore",
          text: "Les équipes ont besoin de formations sécurité offshore, de visites médicales et de matériel certifié prêt pour le transfert par hélicoptère ou par vedette.",
        },
      ],
      services: {
        "pipeline-ndt": {
          title: "CND des pipelines et tuyauteries",
          text: "Radiographie et ultrasons multiéléments des soudures circulaires selon l'API 1104 et l'ASME B31.3, avec résultats le jour même pour l'équipe de soudage.",
        },
        "third-party": {
          title: "Inspection tierce partie",
          text: "Inspection chez les fournisseurs de tubes, vannes et skids, et inspection des travaux sur site, pour le compte de l'exploitant ou de l'entreprise EPC.",
        },
        vessels: {
          title: "Inspection des appareils, tuyauteries et bacs",
          text: "Inspection en service selon l'API 510, 570 et 653, mesures d'épaisseur, vitesses de corrosion et prochaines échéances.",
        },
        coating: {
          title: "Inspection des revêtements",
          text: "Préparation de surface, épaisseurs et détection de porosités des revêtements de pipelines, des revêtements internes de bacs et des structures de surface.",
        },
        lifting: {
          title: "Inspection des équipements de levage",
          text: "Examen approfondi et épreuves de charge des grues sur piédestal, bossoirs, élingues et accessoires de levage sur plateformes et bases logistiques.",
        },
        staff: {
          title: "Personnel technique certifié",
          text: "Soudeurs qualifiés, techniciens CND, inspecteurs soudage et revêtements et cordistes pour vos projets et arrêts techniques.",
        },
      },
    },
    maritime: {
      headline: "Coques, ponts et équipements portuaires maintenus en classe",
      intro: [
        "Le port de Douala traite l'essentiel du commerce maritime du Cameroun, le port en eau profonde de Kribi monte en puissance et les chantiers navals du Wouri réparent des navires de tout le golfe de Guinée. Navires de ravitaillement offshore, barges, dragues et unités flottantes ont tous besoin d'un soudage et de travaux de tôlerie inspectés selon les règles des sociétés de classification.",
        "Nous accompagnons chantiers navals, armateurs, exploitants portuaires et entreprises offshore avec le CND des coques et des structures, l'inspection du soudage et des revêtements et la certification des équipements de levage, dans les délais serrés d'un passage en cale sèche ou d'une escale.",
      ],
      imageAlt: "Illustration d'un navire en cale sèche à côté d'une grue portuaire, avec un inspecteur sur la coque",
      challenges: [
        {
          title: "La corrosion des coques et des zones d'éclaboussures",
          text: "Bordés, membrures et ballasts s'usent vite dans l'eau de mer chaude et doivent être mesurés et réparés selon les limites de la classe.",
        },
        {
          title: "Des fenêtres de cale sèche et d'escale serrées",
          text: "Chaque jour au bassin coûte à l'armateur : l'inspection doit suivre le rythme du renouvellement de tôles et de la peinture.",
        },
        {
          title: "Les exigences des sociétés de classification",
          text: "Modes opératoires, soudeurs et CND doivent satisfaire l'expert de la société de classification autant que l'armateur.",
        },
        {
          title: "Espaces confinés et travail au-dessus de l'eau",
          text: "Citernes, espaces vides et travaux en bordé imposent mesures de gaz, plans de sauvetage et compétences en travaux sur cordes.",
        },
      ],
      services: {
        "hull-ndt": {
          title: "Mesures d'épaisseur des coques et CND",
          text: "Mesures d'épaisseur par ultrasons des bordés et membrures, et contrôle UT, MT et PT des soudures de structure et de réparation.",
        },
        "ship-repair": {
          title: "Inspection du soudage en réparation navale",
          text: "Contrôle de l'accostage, du soudage et examen visuel des renouvellements de tôles et des transformations, avec rapports prêts pour l'expert de la classe.",
        },
        coating: {
          title: "Inspection des revêtements marins",
          text: "Contrôle du sablage, du climat et des épaisseurs des revêtements de coque, de pont et de ballasts selon la spécification du fabricant de peinture.",
        },
        cranes: {
          title: "Inspection des grues portuaires et de navire",
          text: "Examen approfondi et épreuves de charge des grues de navire, grues portuaires, bossoirs et apparaux de manutention, avec certificats.",
        },
        qualification: {
          title: "Qualification des modes opératoires et des soudeurs",
          text: "DMOS/QMOS et qualification des soudeurs pour les chantiers navals, préparés pour la présence et l'approbation de l'expert.",
        },
        technicians: {
          title: "Techniciens marins et cordistes",
          text: "Soudeurs, tuyauteurs, sableurs, peintres et cordistes IRATA pour vos arrêts en cale sèche et campagnes offshore.",
        },
      },
    },
    construction: {
      headline: "Des charpentes métalliques réceptionnées en toute confiance",
      intro: [
        "Ponts sur le Wouri, stades, entrepôts de la zone portuaire, usines et immeubles de grande hauteur à Douala et à Yaoundé sont de plus en plus construits en charpente métallique, soudée sur chantier ou dans des ateliers locaux.",
        "Nous aidons les entreprises, les bureaux d'études et les maîtres d'ouvrage à démontrer que soudures, assemblages boulonnés et revêtements respectent la conception et le code, pour que les ouvrages soient réceptionnés avec un dossier qualité complet et crédible.",
      ],
      imageAlt:
        "Illustration d'un bâtiment à ossature métallique en construction avec une grue à tour et un inspecteur sur le chantier",
      challenges: [
        {
          title: "La qualité du soudage sur chantier",
          text: "Vent, pluie et positions difficiles rendent les soudures de chantier plus délicates qu'en atelier, et les défauts se cachent sous la protection incendie et la peinture.",
        },
        {
          title: "Assemblages et tolérances",
          text: "Serrage des boulons, dimensions des cordons et tolérances de montage doivent être vérifiés avant que le levage suivant ne ferme l'accès.",
        },
        {
          title: "Le dossier de réception",
          text: "Maîtres d'ouvrage et bailleurs attendent un dossier qualité complet : modes opératoires, qualifications des soudeurs, rapports CND et certificats matière.",
        },
        {
          title: "Des équipes aux niveaux variés",
          text: "Les équipes mêlent souvent soudeurs expérimentés et débutants : modes opératoires et qualifications doivent être clairs et vérifiés.",
        },
      ],
      services: {
        "structural-welds": {
          title: "Inspection du soudage des charpentes",
          text: "Examen visuel de l'accostage et des soudures selon l'AWS D1.1 et l'ISO 17637, contrôle du serrage des boulons et contrôle dimensionnel.",
        },
        "ut-mt": {
          title: "Ultrasons et magnétoscopie des soudures de structure",
          text: "Contrôle par ultrasons des soudures à pleine pénétration et magnétoscopie des soudures d'angle et des assemblages.",
        },
        qualification: {
          title: "Qualification des soudeurs et des modes opératoires",
          text: "DMOS selon l'AWS D1.1 ou l'ISO 15614 et épreuves de soudeurs selon l'ISO 9606, avant le début du soudage sur chantier.",
        },
        coating: {
          title: "Inspection des revêtements de protection",
          text: "Systèmes de peinture selon l'ISO 12944 contrôlés pour la préparation, les épaisseurs et l'adhérence, en atelier et après montage.",
        },
        cranes: {
          title: "Inspection des grues à tour et du matériel de levage",
          text: "Examen approfondi et épreuves de charge des grues à tour, grues mobiles, palans et accessoires de gréage du chantier.",
        },
        staff: {
          title: "Personnel de charpente et QA/QC",
          text: "Monteurs de charpente, soudeurs, échafaudeurs, élingueurs et ingénieurs QA/QC mis à disposition pour la durée de votre projet.",
        },
      },
    },
    manufacturing: {
      headline: "Des modes opératoires qualifiés et une qualité constante à l'atelier",
      intro: [
        "Des zones industrielles de Bonabéri et de Bassa jusqu'à l'usine d'aluminium d'Édéa, les industriels camerounais fabriquent des bacs, des appareils à pression, des skids, des charpentes et des équipements de procédé, et entretiennent des usines de brasserie, de cimenterie, d'agro-industrie et de métallurgie.",
        "Leurs clients exigent de plus en plus des modes opératoires qualifiés, des soudeurs certifiés et une inspection documentée. Nous aidons les fabricants à les mettre en place, contrôlons leur production et libérons leurs produits avec les documents qu'attendent les acheteurs.",
      ],
      imageAlt:
        "Illustration d'un atelier de chaudronnerie avec des soudeurs au travail sur des bacs et un pont roulant",
      challenges: [
        {
          title: "Un mode opératoire qualifié pour chaque assemblage",
          text: "Chaque matériau, épaisseur et position exige un DMOS appuyé par un QMOS, et les acheteurs les vérifient avant de commander.",
        },
        {
          title: "La conformité aux codes des clients et de l'export",
          text: "Un même atelier peut fabriquer selon l'ASME pour un client, selon les normes EN/ISO pour un autre et selon l'API pour un troisième.",
        },
        {
          title: "Une qualité constante en production",
          text: "Taux de défauts, réparations et reprises doivent être mesurés et maintenus bas, lot après lot.",
        },
        {
          title: "Maintenir l'usine en marche",
          text: "Les appareils à pression, ponts roulants et tuyauteries de l'usine elle-même doivent être inspectés périodiquement pour rester sûrs et assurés.",
        },
      ],
      services: {
        "wps-pqr": {
          title: "DMOS/QMOS et qualification des soudeurs",
          text: "Modes opératoires qualifiés selon l'ASME IX, l'AWS D1.1 ou l'ISO 15614 et soudeurs selon l'ISO 9606, avec des certificats acceptés par vos acheteurs.",
        },
        "iso-3834": {
          title: "Mise en œuvre de l'ISO 3834",
          text: "Système qualité soudage, coordination en soudage et enregistrements selon l'ISO 3834, prêts pour la certification ou l'audit client.",
        },
        "shop-ndt": {
          title: "CND en atelier",
          text: "Ultrasons, radiographie, magnétoscopie et ressuage des soudures de production dans votre atelier, planifiés pour ne pas freiner la fabrication.",
        },
        "shop-release": {
          title: "Inspection en atelier et libération",
          text: "Inspection aux points d'arrêt et libération finale des produits pour le compte de vos clients ou pour votre propre contrôle qualité.",
        },
        vessels: {
          title: "Inspection de la construction d'appareils et de bacs",
          text: "Inspection des appareils à pression neufs selon l'ASME VIII et des bacs de stockage selon l'API 650, y compris l'assistance aux épreuves hydrauliques.",
        },
        cranes: {
          title: "Inspection des ponts roulants",
          text: "Examen approfondi et épreuves de charge des ponts roulants, palans et accessoires de levage de l'atelier.",
        },
      },
    },
    power: {
      headline: "Une inspection fiable pour la production et le transport d'électricité",
      intro: [
        "L'électricité du Cameroun provient surtout de l'hydroélectricité sur la Sanaga et ses affluents, à Song Loulou, Édéa, Nachtigal et Lom Pangar, complétée par des centrales à gaz et thermiques comme celle de Kribi, par des centrales solaires dans le Nord et par un réseau de transport haute tension qui traverse le pays.",
        "Conduites forcées, turbines, chaudières, appareils à pression, ponts roulants de centrale et pylônes doivent être inspectés pendant la construction, la réhabilitation et les arrêts programmés. Nous le faisons avec des équipes qui travaillent en sécurité à proximité d'installations sous tension et respectent le programme d'arrêt.",
      ],
      imageAlt:
        "Illustration d'un barrage hydroélectrique avec ses conduites forcées et une ligne de transport haute tension",
      challenges: [
        {
          title: "L'usure des conduites forcées et des turbines",
          text: "Érosion, cavitation et fissuration par fatigue touchent conduites forcées, roues et directrices après des années de service.",
        },
        {
          title: "Les dommages aux chaudières et parties sous pression",
          text: "Amincissement des tubes, fluage et fatigue dans les centrales thermiques doivent être détectés avant un arrêt fortuit.",
        },
        {
          title: "Des programmes d'arrêt figés",
          text: "L'inspection doit tenir dans des arrêts programmés que le gestionnaire du réseau fixe des mois à l'avance.",
        },
        {
          title: "Pylônes et structures exposés",
          text: "Les pylônes et les charpentes extérieures se corrodent sous le soleil, la pluie et l'air marin, souvent loin des routes.",
        },
      ],
      services: {
        "penstock-ndt": {
          title: "CND des conduites forcées et des turbines",
          text: "Ultrasons, multiéléments et magnétoscopie des soudures de conduites forcées, des roues et des arbres, avec cartographie d'épaisseur des viroles.",
        },
        boilers: {
          title: "Inspection des chaudières et parties sous pression",
          text: "Inspection des chaudières, chaudières de récupération, collecteurs et tuyauteries haute énergie, avec mesures d'épaisseur et épreuves hydrauliques.",
        },
        coating: {
          title: "Inspection des revêtements des conduites et pylônes",
          text: "Contrôle de la préparation de surface, des épaisseurs et de l'adhérence des revêtements internes de conduites forcées, des charpentes et des pylônes.",
        },
        cranes: {
          title: "Inspection des ponts roulants de centrale",
          text: "Examen approfondi et épreuves de charge des ponts roulants et portiques de centrale avant les arrêts.",
        },
        "third-party": {
          title: "Inspection tierce partie des projets",
          text: "Inspection chez les fournisseurs et sur site pour les nouvelles centrales, les réhabilitations et les lignes de transport, pour le compte des maîtres d'ouvrage et des bailleurs.",
        },
        "repair-procedures": {
          title: "Procédures de réparation et qualification des soudeurs",
          text: "Modes opératoires de réparation qualifiés pour les aciers de turbines et de conduites forcées, et soudeurs qualifiés selon l'ISO 9606 et l'ASME IX.",
        },
      },
    },
  },
};
