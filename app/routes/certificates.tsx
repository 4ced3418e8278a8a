import { useLoaderData } from "react-router";
import { NamedPageHero } from "~/components/layout/named-page-hero";
import { CertificatesRegister } from "~/features/proof/certificates-register";
import { registerPageData } from "~/features/proof/proof-pages.server";
import { metaOfPage } from "~/features/seo/page-meta";
import { copyOfPage } from "~/i18n/page-copy.server";
import { localeOfRequest } from "~/lib/i18n";
import type { Route } from "./+types/certificates";

/** Runs at build time: the page's copy and the certificates valid on the build's day, dates written out. */
export async function loader(args: Route.LoaderArgs) {
  return { ...(await copyOfPage(args)), register: await registerPageData(localeOfRequest(args.request)) };
}

export const meta: Route.MetaFunction = metaOfPage;

/** Every current personnel certificate in one table, each with the link to verify it. */
export default function CertificatesPage() {
  const { register } = useLoaderData<typeof loader>();
  return (
    <>
      <NamedPageHero page="certificates" />
      <CertificatesRegister register={register} />
    </>
  );
}
