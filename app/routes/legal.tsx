import { useLocation } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { useCommon } from "~/features/i18n/use-locale";
import { LegalDocument } from "~/features/legal/legal-document";
import { isLegalPage } from "~/features/legal/legal-documents";
import { metaForPath, pageIdFromPath } from "~/lib/page-meta";
import type { Route } from "./+types/legal";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

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
