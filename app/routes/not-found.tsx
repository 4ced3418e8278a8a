import { Home, Mail, Phone } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Link } from "~/components/ui/link";
import { company, companyLinks } from "~/content/company";
import { AttemptedPath } from "~/features/not-found/attempted-path";
import { BackButton } from "~/features/not-found/back-button";
import { commonOf } from "~/features/seo/page-meta";
import { pageMeta } from "~/features/seo/seo";
import { useCommon, useLocale, useLocalize } from "~/i18n/use-locale";
import { localeFromPath } from "~/lib/i18n";
import type { MetaFunction } from "~/lib/router";

export const meta: MetaFunction = ({ location, matches }) => {
  const locale = localeFromPath(location.pathname);
  const page = commonOf(matches).pages["not-found"];
  return [
    ...pageMeta({ title: page.title, description: page.description, pathname: location.pathname, locale }).filter(
      (m) => !("rel" in m),
    ),
    { name: "robots", content: "noindex" },
  ];
};

/** The 404 page names the path the visitor tried and logs the attempt. */
export default function NotFound() {
  const t = useCommon();
  const n = t.notFound;
  useLocale();
  const localize = useLocalize();

  return (
    <section className="bg-steel-50 pt-[calc(var(--header-height)+4rem)] pb-20">
      <Container width="text" className="text-center">
        <p className="font-display text-8xl font-bold text-arc-600" aria-hidden="true">
          {n.code}
        </p>
        <h1 className="mt-2 text-4xl font-bold text-navy-900 sm:text-5xl">{n.title}</h1>
        <p className="mt-4 text-base text-steel-600 sm:text-lg">{n.text}</p>
        <AttemptedPath />
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={localize("/")} className={buttonVariants()}>
            <Home aria-hidden="true" />
            {n.home}
          </Link>
          <BackButton />
        </div>
        <div className="mt-12 rounded-lg bg-white p-6 ring-1 ring-steel-100">
          <p className="text-steel-600">{n.help}</p>
          <ul className="mt-3 flex flex-col items-center justify-center gap-2 sm:flex-row sm:gap-6">
            <li>
              <a
                href={companyLinks.tel(0)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900 hover:text-arc-700"
              >
                <Phone aria-hidden="true" className="size-4" />
                {company.phones[0].display}
              </a>
            </li>
            <li>
              <a
                href={companyLinks.mail}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900 hover:text-arc-700"
              >
                <Mail aria-hidden="true" className="size-4" />
                {company.email}
              </a>
            </li>
          </ul>
        </div>
      </Container>
    </section>
  );
}
