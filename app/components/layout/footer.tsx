import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "~/components/ui/link";
import { company, companyLinks } from "~/content/company";
import {
  footerLegalLinks,
  footerQuickLinks,
  footerServiceLinks,
  type NavTarget,
  pathOfTarget,
  proofPages,
} from "~/content/navigation";
import { pathOf } from "~/content/pages";
import { useCommon, useLocalize } from "~/i18n/use-locale";
import { IslandSlot } from "~/lib/island-slots";
import { CurrentYear } from "./current-year";
import { FooterLinkColumn, footerHeading, footerLink } from "./footer-link-column";
import { Logo } from "./logo";
import { PostalAddress } from "./postal-address";
import { SocialLinks } from "./social-links";

export function Footer() {
  const t = useCommon();
  const localize = useLocalize();
  const href = (to: NavTarget) => localize(pathOfTarget(to));
  return (
    <footer className="bg-navy-950 text-steel-100">
      <div className="mx-auto grid max-w-7xl gap-10 py-14 pr-beside-tab pl-4 sm:grid-cols-2 sm:pl-6 lg:grid-cols-5 lg:pl-8">
        <div className="space-y-4">
          <Logo />
          <p className="text-sm leading-relaxed">{t.footer.blurb}</p>
          <SocialLinks itemClassName="size-11 bg-white/10 text-white hover:bg-arc-600" className="gap-2" />
        </div>
        <FooterLinkColumn
          id="footer-quick"
          title={t.footer.quickLinksTitle}
          links={footerQuickLinks.map((l) => ({ key: l.key, href: href(l.to), label: t.footer.quick[l.key] }))}
        />
        <FooterLinkColumn
          id="footer-services"
          title={t.footer.servicesTitle}
          links={footerServiceLinks.map((l) => ({ key: l.key, href: href(l.to), label: t.footer.services[l.key] }))}
        />
        <FooterLinkColumn
          id="footer-proof"
          title={t.footer.proofTitle}
          links={proofPages.map((id) => ({ key: id, href: href({ page: id }), label: t.pages[id].name }))}
        />
        <div>
          <h2 className={footerHeading}>{t.footer.contactTitle}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {company.phones.map((phone, i) => (
              <li key={phone.tel} className="flex gap-2">
                <Phone aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-amber-400" />
                <a href={companyLinks.tel(i as 0 | 1)} className={footerLink}>
                  {phone.display}
                </a>
              </li>
            ))}
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-amber-400" />
              <a href={companyLinks.mail} className={`${footerLink} wrap-anywhere`}>
                {company.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber-400" />
              <PostalAddress label={t.address.label} />
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 py-6 pr-beside-tab pl-4 text-sm sm:pl-6 md:flex-row md:items-center md:justify-between lg:pl-8">
          <p>
            ©{" "}
            <IslandSlot name="currentYear">
              <CurrentYear />
            </IslandSlot>{" "}
            {company.name}. {t.footer.rights}
          </p>
          <nav aria-label={t.footer.legalNav}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {footerLegalLinks.map((id) => (
                <li key={id}>
                  <Link to={localize(pathOf(id))} className={footerLink}>
                    {t.pages[id].name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
