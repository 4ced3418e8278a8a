import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { PostalAddress } from "~/components/layout/postal-address";
import { ExternalLink } from "~/components/ui/external-link";
import { company, companyLinks } from "~/content/company";
import type { LegalDictionary } from "~/content/locales/legal";

const link = "inline-flex min-h-11 items-center font-semibold wrap-anywhere text-navy-900 underline hover:text-arc-700";

/** The company's contact details at the end of a legal page, all taken from `~/content/company`. */
export function LegalContactDetails({ labels }: { labels: LegalDictionary["contact"] }) {
  return (
    <div className="mt-5 rounded-lg bg-steel-50 p-6 ring-1 ring-steel-100">
      <p className="font-display text-xl font-bold text-navy-900">{company.name}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Item icon={<Mail aria-hidden="true" className="size-5" />} label={labels.email}>
          <a href={companyLinks.mail} className={link}>
            {company.email}
          </a>
        </Item>
        <Item icon={<Phone aria-hidden="true" className="size-5" />} label={labels.phone}>
          {company.phones.map((phone, i) => (
            <a key={phone.tel} href={companyLinks.tel(i as 0 | 1)} className={`${link} mr-4`}>
              {phone.display}
            </a>
          ))}
        </Item>
        <Item icon={<MessageCircle aria-hidden="true" className="size-5" />} label={labels.whatsapp}>
          <ExternalLink href={companyLinks.whatsapp} className={link}>
            {labels.whatsappLink}
          </ExternalLink>
        </Item>
        <Item icon={<MapPin aria-hidden="true" className="size-5" />} label={labels.address}>
          <PostalAddress />
        </Item>
      </dl>
    </div>
  );
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm font-semibold tracking-wide text-steel-600 uppercase">
        <span className="absolute top-0.5 left-0 text-arc-700">{icon}</span>
        {label}
      </dt>
      <dd className="text-navy-900">{children}</dd>
    </div>
  );
}
