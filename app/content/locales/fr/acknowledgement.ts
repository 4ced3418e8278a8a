import { company } from "~/content/company";
import type { Widen } from "~/lib/i18n";
import type { acknowledgement as en } from "../en/acknowledgement";

/** L'accusé de réception envoyé au visiteur : textes fixes, rien de ce qu'il a saisi. */
export const acknowledgement: Widen<typeof en> = {
  subject: "Votre demande {ref} à {company}",
  greeting: "Bonjour,",
  received: {
    inquiry: "Merci\u00a0: nous avons bien reçu votre demande.",
    consultation: "Merci\u00a0: nous avons bien reçu votre demande de consultation.",
    quote: "Merci\u00a0: nous avons bien reçu votre demande de devis.",
  },
  reference: "Votre référence\u00a0: {ref}",
  keep: "Merci de rappeler cette référence lorsque vous nous appelez ou nous écrivez à propos de cette demande.",
  nextTitle: "La suite",
  next: {
    inquiry: `Un ingénieur étudie votre demande et vous répond par e-mail ou par téléphone sous ${company.figures.responseHours}\u00a0heures (du lundi au samedi).`,
    consultation: `Nous vous appelons ou vous écrivons sous ${company.figures.responseHours}\u00a0heures pour confirmer la date et l'heure de votre consultation, ou vous proposer le créneau libre le plus proche.`,
    quote: `Un ingénieur étudie le périmètre et vous envoie une offre chiffrée, en général sous ${company.figures.responseHours}\u00a0heures.`,
  },
  contactTitle: "Pour nous joindre",
  email: "E-mail\u00a0: {email}",
  phone: "Téléphone\u00a0: {phone}",
  reply: "Vous pouvez aussi répondre directement à ce message.",
  notYou: "Si vous n'êtes pas à l'origine de cette demande, merci de ne pas tenir compte de ce message.",
  signature: "L'équipe {company}",
};
