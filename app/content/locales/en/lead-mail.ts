/**
 * The words of the company's notification mail and of the operator's tool (`npm run leads`), read by the
 * server only: no page carries them. `{size}` and `{ref}` are filled when a request's files are too large to
 * attach.
 */
export const leadMail = {
  kinds: { inquiry: "Inquiry", consultation: "Consultation request", quote: "Quote request" },
  reference: "Reference",
  language: "Language",
  page: "Sent from",
  referrer: "Came from",
  campaign: "Campaign",
  received: "Received",
  reply: "Reply to this mail to answer the visitor directly.",
  files: "Files",
  filesApart:
    "Not attached, {size} in all being over the mail's limit: on the server, npm run leads -- --files {ref} <folder> writes them out.",
} as const;
