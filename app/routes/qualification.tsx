import { useLoaderData } from "react-router";
import { NamedPageHero } from "~/components/layout/named-page-hero";
import { qualificationPageData } from "~/features/proof/proof-pages.server";
import { QualificationPack } from "~/features/proof/qualification-pack";
import { metaOfPage } from "~/features/seo/page-meta";
import { copyOfPage } from "~/i18n/page-copy.server";
import { localeOfRequest } from "~/lib/i18n";
import type { Route } from "./+types/qualification";

/** Runs at build time: the page's copy and the pack's records valid on the build's day, dates and figures written out. */
export async function loader(args: Route.LoaderArgs) {
  return { ...(await copyOfPage(args)), pack: await qualificationPageData(localeOfRequest(args.request)) };
}

export const meta: Route.MetaFunction = metaOfPage;

/** The prequalification pack: everything a vendor questionnaire asks, current records only, printable as it is. */
export default function QualificationPage() {
  const { pack } = useLoaderData<typeof loader>();
  return (
    <>
      <NamedPageHero page="qualification" />
      <QualificationPack pack={pack} />
    </>
  );
}
