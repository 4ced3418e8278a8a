import { NamedPageHero } from "~/components/layout/named-page-hero";
import { CertificatesRegister } from "~/features/proof/certificates-register";
import { registerPageData } from "~/features/proof/proof-pages.server";
import { metaOfPage } from "~/features/seo/page-meta";
import { absoluteUrl } from "~/features/seo/seo";
import { copyOfPage } from "~/i18n/page-copy.server";
import { localeOfRequest } from "~/lib/i18n";
import { type LoaderArgs, type MetaFunction, useLoaderData } from "~/lib/router";

/**
 * Runs at build time: the page's copy, the certificates valid on the build's day (their table rendered as
 * HTML) and the page's address for its printed letterhead.
 */
export async function loader(args: LoaderArgs) {
  return {
    ...(await copyOfPage(args)),
    register: await registerPageData(localeOfRequest(args.request)),
    pageUrl: absoluteUrl(new URL(args.request.url).pathname),
  };
}

export const meta: MetaFunction<typeof loader> = metaOfPage;

/** Every current personnel certificate in one table, each with the link to verify it. */
export default function CertificatesPage() {
  const { register, pageUrl } = useLoaderData<typeof loader>();
  return (
    <>
      <NamedPageHero page="certificates" />
      <CertificatesRegister register={register} pageUrl={pageUrl} />
    </>
  );
}
