import { describe, expect, it } from "vitest";
import { commonDictionaries } from "~/content/locales";
import { parseMailto } from "~/lib/mailto";
import { composeQuoteMail, emptyQuote } from "./quote-mail";

const hostile = 'A&B "Ltd" ? #1 = 100% <script>alert(1)</script>';

describe("quote mail", () => {
  it("writes a formal English request with every field and the signature", () => {
    const url = composeQuoteMail(
      {
        ...emptyQuote,
        name: "Ngo Biyong",
        email: "n@example.org",
        company: hostile,
        service: "Staff Outsourcing",
        roles: "4 welders\n2 riggers",
        headcount: "6",
        details: "Line 1\nLine 2 & more",
      },
      commonDictionaries.en.quote,
      "info@example.com",
      { staff: true },
    );
    const mail = parseMailto(url);
    expect(mail.to).toBe("info@example.com");
    expect(mail.subject).toBe("Quote Request - Staff Outsourcing");
    expect(mail.body).toContain(`Company: ${hostile}`);
    expect(mail.body).toContain("Roles: 4 welders\r\n2 riggers");
    expect(mail.body).toContain("Headcount: 6");
    expect(mail.body).toContain("Phone: not given");
    expect(mail.body).toContain("Details:\r\nLine 1\r\nLine 2 & more");
    expect(mail.body.startsWith("Dear team,")).toBe(true);
    expect(mail.body.endsWith("Kind regards,\r\nNgo Biyong")).toBe(true);
  });

  it("leaves staffing lines out of an inspection quote", () => {
    const mail = parseMailto(
      composeQuoteMail(
        { ...emptyQuote, name: "A", service: "Coating Inspection" },
        commonDictionaries.en.quote,
        "x@y.z",
        { staff: false },
      ),
    );
    expect(mail.body).not.toContain("Roles:");
    expect(mail.body).not.toContain("Headcount:");
  });

  it("writes French in French", () => {
    const mail = parseMailto(
      composeQuoteMail({ ...emptyQuote, name: "Éloïse", service: "Autre" }, commonDictionaries.fr.quote, "x@y.z", {
        staff: false,
      }),
    );
    expect(mail.subject).toBe("Demande de devis - Autre");
    expect(mail.body).toContain("Téléphone\u00a0: non renseigné");
    expect(mail.body).toContain("Détails\u00a0:\r\n");
    expect(mail.body.endsWith("Cordialement,\r\nÉloïse")).toBe(true);
  });
});
