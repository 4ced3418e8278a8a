import { describe, expect, it } from "vitest";
import { homeDictionaries } from "~/content/locales/home";
import { parseMailto } from "~/lib/mailto";
import { composeInquiryMail, emptyInquiry, type InquiryRequest } from "./inquiry-mail";

const hostile = `Tank 5 & 6? 100% #1 = "ok" <script>alert('x')</script>`;
const en = homeDictionaries.en.inquiry.mail;
const fr = homeDictionaries.fr.inquiry.mail;

const request: InquiryRequest = {
  ...emptyInquiry,
  name: 'Ngo "Biyong" & Fils',
  email: "ngo.biyong@example.org",
  company: hostile,
  phone: "+237 699 00 00 00",
  service: "Non-Destructive Testing (NDT)",
  details: 'Line 1: 24 girth welds, 8" sch 80\nLine 2: RT to API 1104 & PAUT?\nSoudure à 45°, état reçu',
};

describe("inquiry mail", () => {
  it("addresses the company with the English subject and the chosen service", () => {
    const mail = parseMailto(composeInquiryMail(request, en, "info@example.com"));
    expect(mail.to).toBe("info@example.com");
    expect(mail.subject).toBe("Inspection Quote Request - Non-Destructive Testing (NDT)");
  });

  it("lists every field and the details intact, whatever characters they hold", () => {
    const mail = parseMailto(composeInquiryMail(request, en, "info@example.com"));
    expect(mail.body).toContain('Name: Ngo "Biyong" & Fils');
    expect(mail.body).toContain("Email: ngo.biyong@example.org");
    expect(mail.body).toContain(`Company: ${hostile}`);
    expect(mail.body).toContain("Phone: +237 699 00 00 00");
    expect(mail.body).toContain("Service: Non-Destructive Testing (NDT)");
    expect(mail.body).toContain(
      'Project details:\r\nLine 1: 24 girth welds, 8" sch 80\r\nLine 2: RT to API 1104 & PAUT?\r\nSoudure à 45°, état reçu',
    );
  });

  it("opens formally and is signed with the visitor's name", () => {
    const mail = parseMailto(composeInquiryMail(request, en, "info@example.com"));
    expect(mail.body.startsWith("Dear Sir or Madam,\r\n")).toBe(true);
    expect(mail.body.endsWith('Kind regards,\r\nNgo "Biyong" & Fils')).toBe(true);
  });

  it('writes "Not provided" for the optional fields left empty', () => {
    const mail = parseMailto(composeInquiryMail({ ...request, company: "", phone: "   " }, en, "info@example.com"));
    expect(mail.body).toContain("Company: Not provided");
    expect(mail.body).toContain("Phone: Not provided");
  });

  it("keeps a hostile service label in the subject without opening a new parameter", () => {
    const url = composeInquiryMail({ ...request, service: "A & B?subject=x#y" }, en, "info@example.com");
    expect(url.slice(url.indexOf("?") + 1).split("&")).toHaveLength(2);
    expect(parseMailto(url).subject).toBe("Inspection Quote Request - A & B?subject=x#y");
  });

  it("writes French in French", () => {
    const mail = parseMailto(
      composeInquiryMail(
        { ...request, name: "Éloïse Ndongo", company: "", service: "Inspection des appareils à pression" },
        fr,
        "info@example.com",
      ),
    );
    expect(mail.subject).toBe("Demande de devis d'inspection - Inspection des appareils à pression");
    expect(mail.body.startsWith("Madame, Monsieur,\r\n")).toBe(true);
    // French typography: the space before a colon cannot break.
    expect(mail.body).toContain("Nom\u00a0: Éloïse Ndongo");
    expect(mail.body).toContain("Entreprise\u00a0: Non renseigné");
    expect(mail.body).toContain("Détails du projet\u00a0:\r\nLine 1");
    expect(mail.body.endsWith("salutations distinguées.\r\nÉloïse Ndongo")).toBe(true);
  });
});
