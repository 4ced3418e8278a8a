import type { LegalDictionary } from "../en/legal";

export const legal: LegalDictionary = {
  onThisPage: "Sur cette page",
  contact: {
    label: "Coordonnées",
    email: "E-mail",
    phone: "Téléphone",
    whatsapp: "WhatsApp",
    whatsappLink: "Nous écrire sur WhatsApp",
    address: "Bureau",
  },
  storage: {
    label: "Ce que ce site enregistre dans votre navigateur",
    clear:
      "Vous pouvez supprimer ces entrées à tout moment en effaçant les données de ce site dans les réglages de votre navigateur ; le site vous redemandera alors votre choix sur les cookies et s'ouvrira en anglais.",
    values: "Valeurs possibles",
    holds: "Ce qu'elle contient",
    purpose: "Utilité",
    lifetime: "Durée de conservation",
    items: {
      cookieConsent: {
        purpose: "Enregistré lorsque vous répondez au bandeau cookies, pour qu'il ne s'affiche pas sur chaque page.",
        lifetime: "Jusqu'à ce que vous effaciez les données de ce site dans votre navigateur.",
      },
      preferredLanguage: {
        purpose:
          "Enregistré lorsque vous choisissez une langue avec le sélecteur de langue, pour que votre prochaine visite s'ouvre dans cette langue.",
        lifetime:
          "Jusqu'à ce que vous effaciez les données de ce site dans votre navigateur ; choisir l'autre langue le remplace.",
      },
      landingVisit: {
        purpose:
          "Enregistrée par la première page que vous ouvrez dans un onglet : l'adresse de la page qui vous a envoyé vers ce site et les éventuelles balises de campagne de votre lien. Elle ne nous est transmise qu'avec une demande que vous envoyez par l'un de nos formulaires, quelle que soit la page d'où vous l'envoyez, pour que nous sachions laquelle de nos annonces vous a touché.",
        lifetime:
          "Jusqu'à la fermeture de l'onglet : elle est gardée dans le stockage de session de l'onglet, pas avec les entrées ci-dessus.",
      },
    },
  },
  terms: {
    intro: [
      "Les présentes conditions régissent l'utilisation de ce site et fixent le cadre général des prestations de soudage, d'inspection, de contrôle non destructif (CND), de conseil et de mise à disposition de personnel assurées par {company}. Merci de les lire avant de vous fier au site ou de nous confier une mission.",
    ],
    sections: {
      acceptance: {
        title: "Acceptation des conditions",
        body: [
          "En consultant ce site, en nous adressant une demande ou en acceptant l'un de nos devis, vous acceptez les présentes conditions. Si vous agissez pour le compte d'une société, vous confirmez être habilité à l'engager.",
          "Si vous ne les acceptez pas, merci de ne pas utiliser le site. Un contrat signé, un bon de commande ou un devis accepté par écrit prévaut sur les présentes conditions en cas de divergence.",
        ],
      },
      services: {
        title: "Description des services",
        body: [
          "Nous intervenons au Cameroun et, sur demande, ailleurs en Afrique centrale et de l'Ouest pour :",
          {
            list: [
              "le soudage et la supervision du soudage, la qualification des modes opératoires (DMOS/QMOS, WPS/PQR) et la qualification des soudeurs ;",
              "l'examen visuel et le contrôle non destructif : ultrasons (y compris multiéléments), magnétoscopie, ressuage et radiographie ;",
              "l'inspection tierce partie, la surveillance chez les fournisseurs et les audits de conformité ;",
              "l'inspection des revêtements, des équipements de levage et des appareils à pression ;",
              "le conseil, la formation et la documentation technique ;",
              "la mise à disposition de personnel technique qualifié.",
            ],
          },
          "Les descriptions, chiffres et prix indicatifs de ce site sont des informations générales, pas une offre. Le périmètre, les codes et critères d'acceptation, les livrables, le planning et le prix de chaque mission sont fixés dans un devis ou un contrat écrit.",
        ],
      },
      quotations: {
        title: "Devis et commandes",
        body: [
          "Sauf mention contraire, nos devis sont valables 30 jours. Une commande nous engage dès que nous l'avons confirmée par écrit. Les travaux hors périmètre, l'attente due à un défaut d'accès et les annulations tardives peuvent être facturés aux taux indiqués dans le devis.",
          "Les factures sont payables dans le délai prévu au devis. Les taxes, droits et frais de mobilisation hors de Douala sont indiqués séparément.",
        ],
      },
      client: {
        title: "Responsabilités du client",
        body: [
          "Pour que nos équipes travaillent en sécurité et que nos résultats soient valables, le client s'engage à :",
          {
            list: [
              "nous remettre avant le démarrage les codes applicables, plans, spécifications, critères d'acceptation et rapports d'inspection antérieurs ;",
              "garantir un accès sûr aux ouvrages : permis de travail, échafaudages, éclairage, consignations et certificats de dégazage si nécessaire ;",
              "préparer les surfaces comme l'exige la méthode de contrôle (nettoyage, décapage du revêtement ou de la calamine), sauf si la préparation fait partie de notre mission ;",
              "nous signaler tous les dangers connus sur le site et mettre en place les zones d'exclusion qu'impose la radiographie ;",
              "maintenir hors service les équipements pendant leur inspection ou leur essai de charge.",
            ],
          },
          "Notre inspection ne remplace pas le contrôle qualité propre du fabricant ou de l'entreprise et ne nous transfère pas leur responsabilité sur l'ouvrage.",
        ],
      },
      reports: {
        title: "Rapports et certificats",
        body: [
          "Nos rapports et certificats décrivent l'état des éléments examinés, à la date, par les méthodes et dans l'étendue qui y sont indiquées. Ils ne couvrent pas les zones inaccessibles ni celles qui n'entrent pas dans l'échantillonnage convenu avec le client.",
          "Un rapport ne peut être reproduit qu'en entier. Les résultats sont remis au client désigné sur la commande, qui décide de les communiquer ou non à des tiers.",
        ],
      },
      liability: {
        title: "Limitation de responsabilité",
        body: [
          "Nous exécutons nos prestations avec le soin et la compétence attendus d'une entreprise d'inspection et de contrôle qualifiée, conformément aux codes prévus au contrat.",
          "Dans les limites permises par la loi, notre responsabilité totale pour une mission est plafonnée au prix payé pour cette mission, et nous ne répondons pas des pertes indirectes telles que la perte de production, de bénéfice ou de marchés. Ces limites ne s'appliquent ni aux décès ou dommages corporels causés par notre négligence, ni à la faute lourde, ni à la faute intentionnelle.",
          "Le contenu de ce site est fourni à titre d'information. Nous veillons à son exactitude sans garantir qu'il soit complet ou à jour, et il ne constitue pas un avis d'ingénieur sur un cas particulier.",
        ],
      },
      ip: {
        title: "Propriété intellectuelle",
        body: [
          "Les textes, illustrations, logo et mise en page de ce site appartiennent à {company} ou sont utilisés avec autorisation. Vous pouvez les consulter et imprimer des pages pour votre usage personnel ; toute autre reproduction requiert notre accord écrit.",
          "Le client peut utiliser librement les rapports établis pour lui une fois ceux-ci payés. Nos procédures, modèles de rapport, logiciels et savoir-faire restent notre propriété. Les noms et logos des organismes de normalisation et de certification appartiennent à leurs titulaires.",
        ],
      },
      law: {
        title: "Droit applicable et litiges",
        body: [
          "Les présentes conditions sont régies par le droit de la République du Cameroun, y compris les Actes uniformes OHADA applicables aux opérations commerciales.",
          "Nous chercherons d'abord à régler tout différend à l'amiable. À défaut d'accord dans un délai de 30 jours, le litige est porté devant les juridictions compétentes de Douala, sauf si le contrat prévoit un arbitrage selon l'Acte uniforme OHADA relatif au droit de l'arbitrage.",
        ],
      },
      changes: {
        title: "Modification des conditions",
        body: [
          "Nous pouvons mettre à jour ces conditions, par exemple lorsque nos services ou la loi évoluent. La version publiée sur cette page s'applique dès sa publication ; une mission déjà commandée reste soumise aux conditions en vigueur le jour de la commande.",
        ],
      },
      contact: {
        title: "Contact",
        body: ["Pour toute question sur ces conditions, écrivez-nous ou appelez-nous :"],
      },
    },
  },
  privacy: {
    intro: [
      "Cette politique explique quelles informations personnelles nous parviennent par ce site, ce que nous en faisons et ce que le site conserve dans votre navigateur. En résumé : pas de compte ni de cookies de suivi ; ce que vous envoyez par ses formulaires est enregistré sur notre serveur pour que nous puissions vous répondre.",
    ],
    sections: {
      controller: {
        title: "Responsable du traitement",
        body: [
          "{company}, dont les coordonnées figurent en bas de cette page, est responsable des informations personnelles que vous nous adressez.",
        ],
      },
      collected: {
        title: "Informations collectées",
        body: [
          "Nous recevons uniquement ce que vous choisissez de nous envoyer par e-mail, par téléphone ou sur WhatsApp : en général votre nom, votre société, votre fonction, votre adresse e-mail, votre numéro de téléphone et les détails de votre projet, y compris les plans ou photos joints.",
          "Lorsque vous envoyez le formulaire de message, de consultation ou de devis, nous enregistrons ce que vous avez saisi (nom, e-mail, téléphone, société, service, dates et détails du projet), le formulaire et la langue utilisés, la page d'où vous l'avez envoyé, le site qui vous a amené ici et les éventuelles balises de campagne de son lien (paramètres utm_), l'heure et la référence que nous vous donnons. Nous n'enregistrons pas votre adresse IP avec votre demande. Pour bloquer les envois automatisés répétés, le serveur compte pendant dix minutes les demandes envoyées depuis chaque adresse (en IPv6, depuis chaque réseau /64, le bloc attribué à une connexion) ; il tient ce compte dans sa mémoire ou, lorsque le site fonctionne sur plusieurs serveurs, dans notre base de données sous une forme hachée de l'adresse, effacée en moins de deux heures.",
          "Deux contrôles automatiques écartent les robots sans vous demander de résoudre une énigme. Chaque formulaire contient un champ caché que les personnes ne voient jamais : un formulaire qui arrive avec ce champ rempli a été envoyé par un robot et il est supprimé sans être enregistré. Un formulaire envoyé plus vite qu'une personne ne peut le remplir (moins de trois secondes après que la page est devenue utilisable) est enregistré comme les autres, avec tout ce qui est décrit ci-dessus, mais marqué comme suspect et n'est pas transmis à notre messagerie : les personnes qui traitent les demandes l'examinent et ne le transmettent que s'il est authentique. Il est conservé aussi longtemps que toute autre demande.",
          "Nous n'utilisons une demande que pour y répondre, préparer un devis ou une consultation et, si une mission suit, ouvrir son dossier.",
          "Comme pour tout site web, le serveur qui délivre ces pages reçoit à chaque requête des données techniques (adresse IP, type de navigateur, page demandée et heure) et peut les enregistrer dans des journaux d'accès.",
        ],
      },
      use: {
        title: "Utilisation des informations",
        body: [
          "Nous utilisons les informations que vous nous adressez pour :",
          {
            list: [
              "répondre à votre question et établir un devis ;",
              "planifier et réaliser la mission commandée, puis émettre rapports, certificats et factures ;",
              "tenir les registres qu'imposent les règles commerciales, fiscales et de sécurité ;",
              "assurer la sécurité et le bon fonctionnement du site (journaux d'accès).",
            ],
          },
          "Nous ne vendons pas vos informations, nous ne les utilisons pas à des fins publicitaires et nous ne vous envoyons des nouvelles de nos services que si vous le demandez.",
        ],
      },
      cookies: {
        title: "Cookies et stockage dans le navigateur",
        body: [
          "Ce site ne dépose aucun cookie de suivi ou publicitaire et ne fait aucune mesure d'audience. Il conserve deux petites entrées dans le stockage local de votre navigateur, qui ne quittent jamais votre appareil et ne nous sont pas transmises, et une dans le stockage de l'onglet ouvert, transmise seulement avec une demande que vous nous envoyez :",
        ],
      },
      thirdParties: {
        title: "Services tiers",
        body: [
          "Lorsque la page d'accueil affiche une vidéo d'arrière-plan, elle est fournie par YouTube (Google), depuis son adresse à confidentialité renforcée youtube-nocookie.com, et seulement après que vous avez choisi « Tout accepter » dans le bandeau des cookies ; jusque-là, ou si vous refusez, une image fixe la remplace et rien n'est demandé à YouTube. Une fois la vidéo chargée, YouTube reçoit votre adresse IP et les caractéristiques de votre navigateur, et applique sa propre politique de confidentialité.",
          "Les liens vers les réseaux sociaux, WhatsApp, votre téléphone et votre messagerie vous mènent vers des services que nous ne contrôlons pas. Nos polices et nos images sont servies depuis notre propre site.",
          "Nous ne communiquons vos informations à personne d'autre, sauf aux représentants autorisés d'un client pour la mission qui le concerne, à nos conseils professionnels, ou à une autorité qui l'exige légalement.",
        ],
      },
      security: {
        title: "Sécurité des données",
        body: [
          "Le site est servi par une connexion chiffrée (HTTPS). Les demandes envoyées par les formulaires, et les fichiers qui les accompagnent, sont conservés dans une base de données sur notre propre serveur web et transmis par e-mail à notre propre messagerie ; seules les personnes qui traitent les demandes les lisent. Les fichiers ne sont jamais publiés sur le site, et rien ne lit leur contenu, sinon pour vérifier que chacun est un document ou une photo d'un type que nous acceptons. Dans l'entreprise, les e-mails et dossiers de projet sont conservés sur des comptes et appareils protégés par mot de passe, et seules les personnes qui traitent votre demande ou votre mission peuvent les consulter.",
          "Aucune transmission sur internet n'est totalement sûre : merci de ne pas nous envoyer de mots de passe ni de coordonnées de carte bancaire par e-mail.",
        ],
      },
      retention: {
        title: "Durée de conservation",
        body: [
          {
            list: [
              "Demandes envoyées par les formulaires du site et demandes qui n'aboutissent pas à une mission : supprimées 24 mois après leur envoi ou après notre dernier échange, la date la plus tardive étant retenue, avec les fichiers joints (plans, spécifications, photos). Pour faire supprimer la vôtre plus tôt, écrivez-nous en rappelant sa référence (WI-…) : nous la supprimons sous 30 jours et vous le confirmons par e-mail.",
              "Dossiers des missions réalisées, rapports et factures compris : conservés 10 ans, durée fixée par les règles comptables OHADA pour les pièces commerciales, ou plus longtemps si l'historique d'inspection de l'équipement l'exige.",
              "Journaux d'accès du serveur : 90 jours au plus.",
            ],
          },
        ],
      },
      rights: {
        title: "Vos droits",
        body: [
          "La loi camerounaise n° 2010/012 du 21 décembre 2010 relative à la cybersécurité et à la cybercriminalité protège la vie privée des personnes dont les données sont traitées par voie électronique. Conformément à cette loi et aux principes généralement reconnus de protection des données, vous pouvez nous demander :",
          {
            list: [
              "de vous indiquer quelles informations nous détenons sur vous et de vous en remettre une copie ;",
              "de corriger les informations inexactes ou incomplètes ;",
              "de supprimer les informations dont nous n'avons plus besoin ou que nous ne sommes pas tenus de conserver ;",
              "de cesser d'utiliser vos informations pour une finalité à laquelle vous vous opposez.",
            ],
          },
          "Adressez-nous votre demande par écrit ; nous répondons sous 30 jours et pouvons vous demander au préalable de justifier de votre identité.",
        ],
      },
      changes: {
        title: "Modification de cette politique",
        body: [
          "Si nous modifions la façon dont le site ou l'entreprise traite les informations personnelles, par exemple en ajoutant une mesure d'audience, nous mettrons d'abord cette page à jour et vous demanderons votre consentement lorsque c'est nécessaire.",
        ],
      },
      contact: {
        title: "Coordonnées",
        body: ["Pour toute question ou demande concernant vos informations personnelles, contactez-nous :"],
      },
    },
  },
  accessibility: {
    intro: [
      "Nous voulons que chaque ingénieur, acheteur ou candidat puisse utiliser ce site, quels que soient son appareil, ses capacités ou la langue qu'il lit en premier.",
    ],
    sections: {
      commitment: {
        title: "Notre engagement",
        body: [
          "Ce site vise le niveau AA des Règles pour l'accessibilité des contenus web (WCAG) 2.2, dans sa version anglaise comme dans sa version française.",
        ],
      },
      testing: {
        title: "Nos vérifications",
        body: [
          "Avant chaque mise en ligne, nous vérifions :",
          {
            list: [
              "chaque page avec des contrôles d'accessibilité automatiques axe, sur un écran de téléphone de 375 px et un écran d'ordinateur de 1280 px ;",
              "les parcours principaux au clavier seul : menus, fenêtres de dialogue, formulaires, galerie et changement de langue ;",
              "la structure des pages pour les lecteurs d'écran : un seul titre principal par page, des titres dans l'ordre, des zones de repère et des champs de formulaire étiquetés ;",
              "l'arrêt des animations lorsque votre appareil demande de réduire les mouvements ;",
              "la lisibilité et l'utilisation des pages avec un zoom à 200 %, sans défilement horizontal.",
            ],
          },
        ],
      },
      limitations: {
        title: "Limites connues",
        body: [
          "Nous n'avons connaissance d'aucun obstacle sur ce site à ce jour. La vidéo d'arrière-plan de la page d'accueil est décorative, sans son ni parole : elle n'a donc pas besoin de sous-titres, et tout ce qu'elle évoque est aussi dit dans le texte de la page.",
          "Les rapports et certificats que nous remettons à nos clients sous forme de documents ne font pas partie de ce site. Si vous en avez besoin dans un autre format, demandez-le-nous.",
        ],
      },
      feedback: {
        title: "Signaler un obstacle",
        body: [
          "Si un élément de ce site vous est difficile ou impossible à utiliser, indiquez-nous la page, ce que vous cherchiez à faire et, si vous le souhaitez, l'appareil et la technologie d'assistance que vous utilisez. Nous répondons sous 2 jours ouvrés et vous transmettons entre-temps l'information dont vous avez besoin par un autre moyen.",
        ],
      },
    },
  },
};
