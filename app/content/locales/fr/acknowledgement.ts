import type { Widen } from "../../../lib/i18n.ts";
import type { acknowledgement as en } from "../en/acknowledgement.ts";

/** L'accusé de réception envoyé au visiteur : textes fixes, rien de ce qu'il a saisi. */
export const acknowledgement: Widen<typeof en> = {
  subject: "Votre demande {ref} auprès de {company}",
  greeting: "Bonjour,",
  received: {
    inquiry: "Merci\u00a0: nous avons bien reçu votre demande.",
    consultation: "Merci\u00a0: nous avons bien reçu votre demande de consultation.",
    quote: "Merci\u00a0: nous avons bien reçu votre demande de devis.",
  },
  reference: "Votre référence\u00a0: {ref}",
  keep: "Merci d'indiquer cette référence lorsque vous nous appelez ou nous écrivez à propos de cette demande.",
  nextTitle: "La suite",
  contactTitle: "Pour nous joindre",
  email: "E-mail\u00a0: {email}",
  phone: "Téléphone\u00a0: {phone}",
  reply: "Vous pouvez aussi répondre directement à ce message.",
  files: "Les fichiers reçus avec elle :",
  notYou: "Si vous n'êtes pas à l'origine de cette demande, merci de ne pas tenir compte de ce message.",
  signature: "L'équipe {company}",
};
