import { company } from "~/content/company";

/**
 * The email a visitor receives once their request is stored: fixed text only. Nothing the visitor typed
 * goes into it (not their name, not their message), so the forms cannot carry anyone's words to the
 * address typed in them. `{ref}` is the lead's reference; `{company}`, `{email}` and `{phone}`
 * come from the company's facts (app/content/company.ts).
 */
export const acknowledgement = {
  /** One line, no more than the reference and the company's name. */
  subject: "Your request {ref} to {company}",
  greeting: "Hello,",
  /** What was received, by form. */
  received: {
    inquiry: "Thank you: we have received your inquiry.",
    consultation: "Thank you: we have received your consultation request.",
    quote: "Thank you: we have received your quote request.",
  },
  reference: "Your reference: {ref}",
  keep: "Please quote this reference when you call or write to us about this request.",
  nextTitle: "What happens next",
  /** What the company does next, by form. */
  next: {
    inquiry: `An engineer reads your request and replies by email or phone within ${company.figures.responseHours} hours (Monday to Saturday).`,
    consultation: `We call or email you within ${company.figures.responseHours} hours to confirm the date and time of your consultation, or to offer the nearest free slot.`,
    quote: `An engineer reviews the scope and sends you a priced proposal, usually within ${company.figures.responseHours} hours.`,
  },
  contactTitle: "How to reach us",
  email: "Email: {email}",
  phone: "Phone: {phone}",
  reply: "You can also reply to this email.",
  notYou: "If you did not send this request, please ignore this email.",
  signature: "The {company} team",
} as const;
