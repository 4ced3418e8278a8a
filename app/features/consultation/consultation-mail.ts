import type { CommonDictionary } from "~/content/locales";
import { buildMailto } from "~/lib/mailto";

/** A consultation request as a mail draft, for when the server cannot take it: every field, labelled as on the form. */
export function composeConsultationMail(
  request: Record<
    "name" | "email" | "phone" | "company" | "service" | "preferredDate" | "preferredTime" | "message",
    string
  >,
  c: CommonDictionary["consultation"],
  to: string,
): string {
  const keys = ["name", "email", "phone", "company", "service", "preferredDate", "preferredTime"] as const;
  const labels = { ...c, preferredDate: c.date, preferredTime: c.time };
  const body = [
    c.description,
    "",
    ...keys.map((key) => `${labels[key]}: ${request[key].trim()}`),
    "",
    request.message.trim(),
    "",
    request.name.trim(),
  ].join("\n");
  return buildMailto({ to, subject: `${c.title} - ${request.service}`, body });
}
