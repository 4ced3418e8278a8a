import { describe, expect, it } from "vitest";
import { composeLeadMail, doualaTime } from "./mail.ts";

const row = {
  ref: "WI-7K3Q9",
  kind: "consultation",
  locale: "fr",
  fields: JSON.stringify({
    name: "Éloïse <b>Ndongo</b>\r\nBcc: victim@example.org",
    email: "eloise@example.org",
    phone: "",
    company: "Kribi & Fils",
    service: "ndt",
    preferredDate: "2027-03-04",
    preferredTime: "09:00",
    message: "Ressuage <script>alert(1)</script>\nSoudures d'angle",
  }),
  page: "/fr/about",
  referrer: "https://www.google.com/",
  utm: JSON.stringify({ utm_source: "linkedin" }),
  created_at: "2027-02-01T23:30:00.000Z",
};

describe("the notification mail", () => {
  const mail = composeLeadMail(row, { locales: ["fr", "en"], host: "www.example.com" });

  it("names the form, the service and the reference in its subject, on one line", () => {
    expect(mail.subject).toBe(
      "Demande de consultation / Consultation request: Contrôle non destructif / Non-Destructive Testing — WI-7K3Q9",
    );
    expect(mail.messageId).toBe("<WI-7K3Q9@www.example.com>");
  });

  it("puts the visitor in Reply-To, with no line break that could add a header", () => {
    expect(mail.replyTo).toEqual({
      name: "Éloïse <b>Ndongo</b> Bcc: victim@example.org",
      address: "eloise@example.org",
    });
  });

  it("lists every field in the text part as typed, with where and when it came from", () => {
    expect(mail.text).toContain("Ressuage <script>alert(1)</script>\nSoudures d'angle");
    expect(mail.text).toContain("Kribi & Fils");
    expect(mail.text).toContain("/fr/about");
    expect(mail.text).toContain("https://www.google.com/");
    expect(mail.text).toContain("utm_source=linkedin");
    expect(mail.text).toContain("Français");
    // 23:30 UTC is 00:30 the next day in Douala.
    expect(mail.text).toContain("2027-02-02 00:30 WAT");
  });

  it("escapes the visitor's text in the HTML part", () => {
    expect(mail.html).toContain("Ressuage &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("Kribi &amp; Fils");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Ndongo");
  });

  it("carries the requested slot as a calendar event for consultations only", () => {
    expect(mail.icalEvent?.content).toContain("DTSTART;TZID=Africa/Douala:20270304T090000");
    const inquiry = composeLeadMail(
      { ...row, kind: "inquiry", fields: JSON.stringify({ name: "A", email: "a@example.org", service: "coating" }) },
      { locales: ["en"], host: "www.example.com" },
    );
    expect(inquiry.icalEvent).toBeUndefined();
    expect(inquiry.subject).toBe("Inquiry: Coating Inspection — WI-7K3Q9");
  });

  it("tells Douala's time from an instant", () => {
    expect(doualaTime("2026-07-01T12:00:00Z")).toBe("2026-07-01 13:00 WAT");
  });
});

describe("retry delays", () => {
  it("double from the base, stop at the cap, and spread by ±50 %", async () => {
    const { retryDelay } = await import("./mail-worker.ts");
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 1000, 60_000, () => 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(30, 1000, 60_000, () => 0.5)).toBe(60_000);
    expect(retryDelay(1, 1000, 60_000, () => 0)).toBe(500);
    expect(retryDelay(1, 1000, 60_000, () => 0.999)).toBe(1499);
  });
});

describe("the notification of a request with files", () => {
  const files = [
    { name: "Plan de soudage T-101.pdf", type: "application/pdf" as const, size: 12 * 1024 * 1024 },
    { name: "fissure.jpg", type: "image/jpeg" as const, size: 9 * 1024 * 1024 },
  ];
  const quote = { ...row, kind: "quote", fields: JSON.stringify({ name: "Éloïse", service: "ndt" }) };

  it("lists them, and attaches them while their total fits the mail's limit", () => {
    const mail = composeLeadMail(
      quote,
      { locales: ["fr", "en"], host: "www.example.com", maxAttachBytes: 22 * 1024 * 1024 },
      files,
    );
    expect(mail.attachFiles).toBe(true);
    expect(mail.text).toContain(
      "Fichiers / Files:\nPlan de soudage T-101.pdf (PDF, 12\u00a0Mo)\nfissure.jpg (JPEG, 9\u00a0Mo)",
    );
    expect(mail.text).not.toContain("--files");
  });

  it("past the limit, lists them and says how to fetch them, attaching none", () => {
    const mail = composeLeadMail(
      quote,
      { locales: ["en"], host: "www.example.com", maxAttachBytes: 20 * 1024 * 1024 },
      files,
    );
    expect(mail.attachFiles).toBe(false);
    expect(mail.text).toContain(
      "Not attached, 21\u00a0MB in all being over the mail's limit: on the server, npm run leads -- --files WI-7K3Q9 <folder> writes them out.",
    );
    expect(mail.html).toContain("npm run leads -- --files WI-7K3Q9 &lt;folder&gt;");
  });
});
