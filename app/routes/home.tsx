import { useLocation } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { useCommon } from "~/features/i18n/use-locale";
import { metaForPath } from "~/lib/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

export default function Home() {
  const t = useCommon();
  useLocation();
  return <PageHero title={t.pages.home.title}>{t.pages.home.description}</PageHero>;
}
