import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { commonDictionaries } from "~/content/locales";
import { acknowledgementDictionaries } from "~/content/locales/acknowledgement";
import { hostileSamples } from "~/test/visitor-input";
import { composeAcknowledgement } from "./acknowledgement.ts";
import type { LeadsTable } from "./store.ts";

/** What a visitor may type into any free field to make the mail carry it to someone else. */
const hostileText = [
  '<a href="https://evil.example/login">Your account is locked: sign in here</a>',
  "Ngo Biyong\r\nBcc: victim@example.org\r\nSubject: You won",
  "https://evil.example/reset?token=1",
  "=?utf-8?B?SGVsbG8=?= <script>alert(1)</script>",
  "Call +44 20 0000 0000 now to claim your prize",
];

/** A stored lead whose every free-text field holds one of the hostile texts. */
function hostileLead(kind: "inquiry" | "consultation" | "quote", locale: "en" | "fr"): LeadsTable {
  const [name = "", message = "", company = "", details = "", location = ""] = hostileText;
  const fields = {
    name,
    email: "visitor@example.org",
    company,
    phone: "+237 699 00 00 00",
    service: kind === "consultation" ? "ndt" : "coating",
    details,
    message,
    roles: details,
    location,
  };
  return {
    ref: "WI-7K3Q9",
    idempotency_key: "fill:1",
    kind,
    locale,
    name,
    email: fields.email,
    service: fields.service,
    fields: JSON.stringify(fields),
    page: "/fr/https://evil.example",
    referrer: "https://evil.example/",
    utm: JSON.stringify({ utm_source: hostileText[2] }),
    created_at: "2027-02-01T08:00:00.000Z",
  };
}

const options = { host: "www.example.com" };

describe("the visitor's acknowledgement", () => {
  for (const locale of ["en", "fr"] as const) {
    const words = acknowledgementDictionaries[locale];
    for (const kind of ["inquiry", "consultation", "quote"] as const) {
      it(`${kind} in ${locale}: the reference, the form, what happens next, how to reach the company`, () => {
        const mail = composeAcknowledgement(hostileLead(kind, locale), options);
        if (!mail) throw new Error("an acknowledgement was expected");
        expect(mail.subject).toBe(
          locale === "fr"
            ? `Votre demande WI-7K3Q9 auprès de ${company.name}`
            : `Your request WI-7K3Q9 to ${company.name}`,
        );
        for (const line of [
          words.greeting,
          words.received[kind],
          words.reference.replace("{ref}", "WI-7K3Q9"),
          commonDictionaries[locale].leads.received.next[kind],
          words.email.replace("{email}", company.email),
          words.phone.replace("{phone}", company.phones[0].display),
          words.notYou,
        ]) {
          expect(mail.text).toContain(line);
          expect(mail.html).toContain(line.replace(/'/g, "&#39;"));
        }
        expect(mail.text).toContain(locale === "fr" ? `${company.siteUrl}/fr` : company.siteUrl);
        expect(mail.to).toBe("visitor@example.org");
        expect(mail.replyTo).toEqual({ name: company.name, address: company.email });
        expect(mail.messageId).toBe("<WI-7K3Q9.acknowledgement@www.example.com>");
        expect(mail.headers["Auto-Submitted"]).toBe("auto-generated");
      });
    }
  }

  it("carries none of the visitor's free text, hostile or not, in its subject, text or HTML", () => {
    for (const locale of ["en", "fr"] as const) {
      for (const kind of ["inquiry", "consultation", "quote"] as const) {
        const lead = hostileLead(kind, locale);
        const mail = composeAcknowledgement(lead, options);
        if (!mail) throw new Error("an acknowledgement was expected");
        const fields = JSON.parse(lead.fields) as Record<string, string>;
        const typed = [
          ...Object.entries(fields)
            .filter(([key]) => !["email", "service"].includes(key))
            .map(([, value]) => value),
          ...hostileText,
          ...hostileSamples.filter((sample) => sample.trim().length > 3),
        ];
        for (const part of [mail.subject, mail.text, mail.html, JSON.stringify(mail.headers)]) {
          for (const text of typed) expect(part, `${kind} ${locale}`).not.toContain(text);
          expect(part).not.toMatch(/evil\.example|victim|Bcc|<script|prize|Ngo/i);
        }
        // The address it goes to is the only thing the visitor typed in the mail, and only in its To.
        expect([mail.subject, mail.text, mail.html].join("\n")).not.toContain("visitor@example.org");
        expect(mail.subject).not.toMatch(/[\r\n]/);
      }
    }
  });

  it("HTML has only its own markup: every text escaped", () => {
    const mail = composeAcknowledgement(hostileLead("quote", "fr"), options);
    expect(new Set(mail?.html.match(/<\/?[a-z]+/g))).toEqual(
      new Set(["<html", "<body", "<p", "<br", "</p", "</body", "</html"]),
    );
    expect(mail?.html).toContain("l&#39;");
  });

  it("is not made for an address that is not one (a row edited by hand)", () => {
    for (const email of ["", "victim@example.org\r\nBcc: other@example.org", "not an address"]) {
      expect(composeAcknowledgement({ ...hostileLead("inquiry", "en"), email }, options)).toBeNull();
    }
  });

  it("speaks English for a language it does not know, and treats an unknown form as an inquiry", () => {
    const mail = composeAcknowledgement({ ...hostileLead("quote", "en"), locale: "de", kind: "other" }, options);
    expect(mail?.text).toContain(acknowledgementDictionaries.en.received.inquiry);
  });
});
