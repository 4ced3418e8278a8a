import type { Widen } from "../../../lib/i18n.ts";
import type { startup as en } from "../en/startup.ts";

export const startup: Widen<typeof en> = {
  application: "Erreur de l'application",
  unknown: "Erreur inconnue",
  console: "Consultez la console pour plus de détails",
  unexpected: "Erreur inattendue de l'application !",
  home: "Retour à l'accueil",
  skipLink: "Aller au contenu principal",
};
