/**
 * The email a visitor receives once their request is stored: fixed text only. Nothing the visitor typed
 * goes into it (not their name, not their message), so the forms cannot carry anyone's words to the
 * address typed in them. `{ref}` is the lead's reference; `{company}`, `{email}` and `{phone}`
 * come from the company's facts (app/content/company.json).
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
  contactTitle: "How to reach us",
  email: "Email: {email}",
  phone: "Phone: {phone}",
  reply: "You can also reply to this email.",
  /** Followed by the files' names, one per line: what arrived, never what they hold. */
  files: "The files received with it:",
  notYou: "If you did not send this request, please ignore this email.",
  signature: "The {company} team",
} as const;
