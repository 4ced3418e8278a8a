import type { HomeDictionary } from "~/content/locales/home";
import { buildMailto } from "~/lib/mailto";

/** The inquiry form's state: every field starts empty and is cleared after sending. */
export interface InquiryRequest {
  name: string;
  email: string;
  company: string;
  phone: string;
  /** One of the shell dictionary's `inquiryServices`. */
  service: string;
  details: string;
  /** Kept with the request and reset with it; the form shows no input for it. */
  contactMethod: string;
}

export const emptyInquiry: InquiryRequest = {
  name: "",
  email: "",
  company: "",
  phone: "",
  service: "",
  details: "",
  contactMethod: "",
};

/** The words of the mail, in the page's language. */
export type InquiryMailCopy = HomeDictionary["inquiry"]["mail"];

/** The fields listed one per line, in the order the spec gives them. */
const listed = ["name", "email", "company", "phone", "service"] as const;

/**
 * The formal mail an inquiry becomes: subject "Inspection Quote Request - <service>",
 * a greeting, name, email, company, phone and service on their own lines ("Not provided" for what
 * was left empty), the project details, and the visitor's name as signature. Returns the `mailto:` URL.
 */
export function composeInquiryMail(
  request: Omit<InquiryRequest, "contactMethod">,
  copy: InquiryMailCopy,
  to: string,
): string {
  const value = (text: string) => text.trim() || copy.notProvided;
  const body = [
    copy.greeting,
    "",
    copy.intro,
    "",
    ...listed.map((key) => `${copy.labels[key]}${copy.separator}${value(request[key])}`),
    "",
    copy.detailsTitle,
    value(request.details),
    "",
    copy.closing,
    "",
    copy.regards,
    request.name.trim(),
  ].join("\n");
  return buildMailto({ to, subject: `${copy.subject} - ${request.service.trim()}`, body });
}
