import { useLocation } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { useCommon } from "~/features/i18n/use-locale";
import { metaForPath, pageIdFromPath } from "~/lib/page-meta";
import type { Route } from "./+types/about-mission";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

export default function Page() {
  const t = useCommon();
  const page = t.pages[pageIdFromPath(useLocation().pathname)];
  return <PageHero title={page.title}>{page.description}</PageHero>;
}
