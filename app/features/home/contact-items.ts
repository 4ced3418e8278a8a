import { Building2, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import { company, companyLinks } from "~/content/company";
import { officeMapUrl } from "~/content/home";
import type { CommonDictionary } from "~/content/locales";
import type { HomeDictionary } from "~/content/locales/home";

/** One entry of the Contact Information panel. */
export interface ContactInfoItem {
  key: string;
  icon: LucideIcon;
  title: string;
  /** Lines of content; the first becomes a link unless `href` is "#". */
  content: readonly string[];
  href: string;
}

/** The panel's entries, from the company facts and the page's dictionaries. */
export function contactInfoItems(t: CommonDictionary, copy: HomeDictionary["contact"]): ContactInfoItem[] {
  return [
    {
      key: "phone",
      icon: Phone,
      title: copy.items.phone,
      content: company.phones.map((p) => p.display),
      href: companyLinks.tel(0),
    },
    { key: "email", icon: Mail, title: copy.items.email, content: [company.email], href: companyLinks.mail },
    { key: "office", icon: MapPin, title: copy.items.office, content: t.address.lines, href: officeMapUrl },
    { key: "area", icon: Building2, title: copy.items.area.title, content: copy.items.area.lines, href: "#" },
  ];
}

/** How the first line of an item is shown: a plain line, a link in this tab, or a link opening a new tab. */
export function firstLineKind(href: string): "text" | "link" | "external" {
  if (href === "#" || href === "") return "text";
  return /^https?:/.test(href) ? "external" : "link";
}
