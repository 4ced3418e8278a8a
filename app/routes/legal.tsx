import { useLocation } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { legalDictionaries } from "~/content/locales/legal";
import { useCommon } from "~/features/i18n/use-locale";
import { LegalDocument } from "~/features/legal/legal-document";
import { isLegalPage } from "~/features/legal/legal-documents";
import { localeOfRequest } from "~/lib/i18n";
import { commonOf, metaForPath, pageIdFromPath } from "~/lib/page-meta";
import type { Route } from "./+types/legal";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export async function loader({ request }: Route.LoaderArgs) {
  return { legal: legalDictionaries[localeOfRequest(request)] };
}

export const meta: Route.MetaFunction = ({ location, matches }) => metaForPath(location.pathname, commonOf(matches));

/** Terms of Service, Privacy Policy and Accessibility Statement: one template fed by section data. */
export default function Page() {
  const t = useCommon();
  const id = pageIdFromPath(useLocation().pathname);
  if (!isLegalPage(id)) throw new Error(`routes/legal.tsx cannot render the page "${id}"`);
  const page = t.pages[id];
  return (
    <>
      <PageHero title={page.title}>{page.description}</PageHero>
      <LegalDocument page={id} />
    </>
  );
}
