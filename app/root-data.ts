import { commonDictionaries } from "./content/locales";
import { describeLeadForms } from "./features/leads/lead-schema";
import { organizationJsonLd } from "./features/seo/structured-data";
import { localeFromPath } from "./lib/i18n";

/**
 * What the root route gives every page, at build time: the shell's copy in the page's language, the
 * organisation's structured data, and the lead forms' fields. The copy travels as data, not code, so a
 * page carries its own language only (decision 0009). A module of its own so that the hooks reading it
 * take its type from here, without a circle.
 */
export async function rootLoader({ request }: { request: Request }) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const common = commonDictionaries[locale];
  return { common, organization: organizationJsonLd(locale, common), leadForms: describeLeadForms() };
}

export type RootData = Awaited<ReturnType<typeof rootLoader>>;
