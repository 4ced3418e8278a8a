// Apart from request-page.ts, which the directive inlined in every page imports: these paths need the
// languages' layout, which that script has no use for.
import { locales, localizePath } from "../../lib/i18n.ts";
import { requestPagePath } from "./request-page.ts";

/** The request page in each language (`/request`, `/fr/request`): where the lead server receives plain forms. */
export const requestPagePaths: readonly string[] = locales.map((locale) => localizePath(requestPagePath, locale));
