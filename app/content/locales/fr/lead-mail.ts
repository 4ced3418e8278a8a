import type { Widen } from "../../../lib/i18n.ts";
import type { leadMail as en } from "../en/lead-mail.ts";

/** Les mots du courriel de notification à l'entreprise et de l'outil `npm run leads` : serveur seulement. */
export const leadMail: Widen<typeof en> = {
  kinds: { inquiry: "Demande", consultation: "Demande de consultation", quote: "Demande de devis" },
  reference: "Référence",
  language: "Langue",
  page: "Envoyée depuis",
  referrer: "Provenance",
  campaign: "Campagne",
  received: "Reçue le",
  reply: "Répondez à ce message pour écrire directement au visiteur.",
  files: "Fichiers",
  filesApart:
    "Non joints : {size} au total, au-delà de la limite du courriel. Sur le serveur, npm run leads -- --files {ref} <dossier> les enregistre.",
};
