import { NamedPageHero } from "~/components/layout/named-page-hero";
import { pageIdFromPath } from "~/content/pages";
import { LegalDocument } from "~/features/legal/legal-document";
import { isLegalPage } from "~/features/legal/legal-documents";
import { metaOfPage } from "~/features/seo/page-meta";
import { copyOfPage } from "~/i18n/page-copy.server";
import { type MetaFunction, useLocation } from "~/lib/router";

/** Runs at build time: the page's copy in its language, as data rather than code (decision 0009). */
export const loader = copyOfPage;

export const meta: MetaFunction<typeof loader> = metaOfPage;

/** Terms of Service, Privacy Policy and Accessibility Statement: one template fed by section data. */
export default function Page() {
  const id = pageIdFromPath(useLocation().pathname);
  if (!isLegalPage(id)) throw new Error(`routes/legal.tsx cannot render the page "${id}"`);
  return (
    <>
      <NamedPageHero page={id} />
      <LegalDocument page={id} />
    </>
  );
}
