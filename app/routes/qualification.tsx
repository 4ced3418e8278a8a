import { NamedPageHero } from "~/components/layout/named-page-hero";
import { qualificationPageData } from "~/features/proof/proof-pages.server";
import { QualificationPack } from "~/features/proof/qualification-pack";
import { metaOfPage } from "~/features/seo/page-meta";
import { absoluteUrl } from "~/features/seo/seo";
import { copyOfPage } from "~/i18n/page-copy.server";
import { localeOfRequest } from "~/lib/i18n";
import { type LoaderArgs, type MetaFunction, useLoaderData } from "~/lib/router";

/**
 * Runs at build time: the page's copy, the pack's records valid on the build's day (its tables rendered as
 * HTML, dates and figures written out) and the page's address for its printed letterhead.
 */
export async function loader(args: LoaderArgs) {
  return {
    ...(await copyOfPage(args)),
    ...(await qualificationPageData(localeOfRequest(args.request))),
    pageUrl: absoluteUrl(new URL(args.request.url).pathname),
  };
}

export const meta: MetaFunction<typeof loader> = metaOfPage;

/** The prequalification pack: everything a vendor questionnaire asks, current records only, printable as it is. */
export default function QualificationPage() {
  const { pack, tables, pageUrl } = useLoaderData<typeof loader>();
  return (
    <>
      <NamedPageHero page="qualification" />
      <QualificationPack pack={pack} tables={tables} pageUrl={pageUrl} />
    </>
  );
}
