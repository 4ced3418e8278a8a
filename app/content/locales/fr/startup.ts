import type { Widen } from "~/lib/i18n";
import type { startup as en } from "../en/startup";

export const startup: Widen<typeof en> = {
  application: "Erreur de l'application",
  unknown: "Erreur inconnue",
  console: "Consultez la console pour plus de détails",
  unexpected: "Erreur inattendue de l'application !",
  home: "Retour à l'accueil",
  skipLink: "Aller au contenu principal",
};
