import { company } from "../../app/content/company";
import { storageKeys } from "../../app/lib/storage";
import { expect, hydrated, test, withConsent } from "./fixtures";

/** Today as the page should print it: the visitor's clock, long format, in the page's language. */
function today(intlLocale: "en-GB" | "fr-CM"): string {
  return new Intl.DateTimeFormat(intlLocale, { day: "numeric", month: "long", year: "numeric" }).format(new Date());
}

const groups = {
  en: ["Welding Standards", "NDT Standards", "Quality Management", "International Codes"],
  fr: ["Normes de soudage", "Normes CND", "Management de la qualité", "Codes internationaux"],
};
const blurbs = {
  en: ["Certified Inspectors", "Quality Assurance", "Global Standards"],
  fr: ["Inspecteurs certifiés", "Assurance qualité", "Normes internationales"],
};
const codes = ["AWS D1.1", "ASME BPVC Section IX", "ISO 9712", "ISO 3834", "API 1104", "API 510 / API 570"];

const legalPages = [
  {
    path: "/terms",
    h1: "Terms of Service",
    sections: [
      "Acceptance of Terms",
      "Services Description",
      "Client Responsibilities",
      "Limitation of Liability",
      "Intellectual Property",
      "Governing Law and Disputes",
    ],
    updated: "Last updated:",
    intl: "en-GB",
  },
  {
    path: "/privacy",
    h1: "Privacy Policy",
    sections: [
      "Information We Collect",
      "How We Use Your Information",
      "Cookies and Browser Storage",
      "Data Security",
      "Your Rights",
      "Contact Details",
    ],
    updated: "Last updated:",
    intl: "en-GB",
  },
  {
    path: "/accessibility",
    h1: "Accessibility Statement",
    sections: ["Our Commitment", "How We Test", "Known Limitations", "Report a Barrier"],
    updated: "Last updated:",
    intl: "en-GB",
  },
  {
    path: "/fr/terms",
    h1: "Conditions d'utilisation",
    sections: [
      "Acceptation des conditions",
      "Description des services",
      "Responsabilités du client",
      "Limitation de responsabilité",
      "Propriété intellectuelle",
      "Droit applicable et litiges",
    ],
    updated: "Dernière mise à jour :",
    intl: "fr-CM",
  },
  {
    path: "/fr/privacy",
    h1: "Politique de confidentialité",
    sections: [
      "Informations collectées",
      "Utilisation des informations",
      "Cookies et stockage dans le navigateur",
      "Sécurité des données",
      "Vos droits",
      "Coordonnées",
    ],
    updated: "Dernière mise à jour :",
    intl: "fr-CM",
  },
  {
    path: "/fr/accessibility",
    h1: "Déclaration d'accessibilité",
    sections: ["Notre engagement", "Nos vérifications", "Limites connues", "Signaler un obstacle"],
    updated: "Dernière mise à jour :",
    intl: "fr-CM",
  },
] as const;

/** Text of the raw HTML with tags removed and the entities React escapes turned back. */
async function rawText(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return {
    html,
    text: html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"'),
  };
}

test.describe("standards page", () => {
  test("is complete in the raw prerendered HTML, in English and French", async ({ request }) => {
    for (const locale of ["en", "fr"] as const) {
      const { html, text } = await rawText(request, locale === "en" ? "/standards" : "/fr/standards");
      expect(html).toContain(`<html lang="${locale}"`);
      for (const title of [...groups[locale], ...blurbs[locale]]) expect(text, title).toContain(title);
      for (const code of codes) expect(text, code).toContain(code);
    }
  });

  for (const locale of ["en", "fr"] as const) {
    test(`shows four groups of four standards and the three blurbs (${locale})`, async ({ page }) => {
      await withConsent(page);
      await page.goto(locale === "en" ? "/standards" : "/fr/standards");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        locale === "en" ? "Industry Standards We Work To" : "Les normes que nous appliquons",
      );
      await expect(page.getByRole("article")).toHaveCount(4);
      for (const name of groups[locale]) {
        const group = page.getByRole("article", { name });
        await expect(group.getByRole("heading", { level: 3, name })).toBeVisible();
        await expect(group.getByRole("listitem")).toHaveCount(4);
      }
      await expect(page.getByRole("article", { name: groups[locale][0] }).getByRole("listitem").first()).toContainText(
        "AWS D1.1",
      );
      for (const name of blurbs[locale]) {
        await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
      }
    });
  }

  test("its quote button opens the quote dialog", async ({ page }) => {
    await withConsent(page);
    await page.goto("/standards");
    await hydrated(page);
    await page.getByRole("button", { name: "Request a Quote" }).click();
    await expect(page.getByRole("dialog", { name: "Request a Quote" })).toBeVisible();
  });
});

test.describe("legal pages", () => {
  test("are complete in the raw prerendered HTML", async ({ request }) => {
    for (const legal of legalPages) {
      const { html, text } = await rawText(request, legal.path);
      expect(html).toContain(`<html lang="${legal.path.startsWith("/fr") ? "fr" : "en"}"`);
      expect(text, legal.path).toContain(legal.h1);
      expect(text, legal.path).toContain(legal.updated);
      for (const section of legal.sections) expect(text, `${legal.path}: ${section}`).toContain(section);
      expect(text, legal.path).toContain(company.email);
    }
  });

  for (const legal of legalPages) {
    test(`${legal.path} shows its sections and today's date`, async ({ page }) => {
      await withConsent(page);
      await page.goto(legal.path);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.h1);
      for (const name of legal.sections) {
        await expect(page.getByRole("region", { name })).toBeVisible();
        await expect(page.getByRole("main").getByRole("heading", { level: 2, name })).toBeVisible();
      }
      await expect(page.getByText(legal.updated)).toHaveText(`${legal.updated} ${today(legal.intl)}`);
      // Every section is listed in the page's table of contents and the link lands on it.
      const contents = page.getByRole("navigation", {
        name: legal.path.startsWith("/fr") ? "Sur cette page" : "On this page",
      });
      await contents.getByRole("link", { name: legal.sections[1] }).click();
      await expect(page).toHaveURL(/#\w+$/);
      await expect(page.getByRole("heading", { level: 2, name: legal.sections[1] })).toBeInViewport();
    });
  }

  test("the privacy page names exactly what the site stores in the browser", async ({ page }) => {
    await withConsent(page);
    await page.goto("/privacy");
    await hydrated(page);
    const storage = page.getByRole("list", { name: "What this site stores in your browser" });
    await expect(storage.getByRole("listitem")).toHaveCount(2);
    await expect(storage.getByText(storageKeys.cookieConsent, { exact: true })).toBeVisible();
    await expect(storage.getByText(storageKeys.preferredLanguage, { exact: true })).toBeVisible();
    for (const value of ["accepted", "declined", "en", "fr"]) {
      await expect(storage.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/no tracking or advertising cookies/)).toBeVisible();
    await expect(page.getByText(/Law n° 2010\/012 of 21 December 2010/)).toBeVisible();
  });

  test("the privacy page in French names the same keys", async ({ page }) => {
    await withConsent(page);
    await page.goto("/fr/privacy");
    await hydrated(page);
    const storage = page.getByRole("list", { name: "Ce que ce site enregistre dans votre navigateur" });
    await expect(storage.getByText(storageKeys.cookieConsent, { exact: true })).toBeVisible();
    await expect(storage.getByText(storageKeys.preferredLanguage, { exact: true })).toBeVisible();
    await expect(page.getByText(/aucun cookie de suivi/)).toBeVisible();
  });

  test("the accessibility statement says how to report a barrier", async ({ page }) => {
    await withConsent(page);
    await page.goto("/accessibility");
    await hydrated(page);
    await expect(page.getByText(/level AA of the Web Content Accessibility Guidelines \(WCAG\) 2\.2/)).toBeVisible();
    const report = page.getByRole("region", { name: "Report a Barrier" });
    await expect(report).toContainText("within 2 working days");
    await expect(report.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
    await expect(report.getByRole("link", { name: company.phones[0].display })).toHaveAttribute(
      "href",
      `tel:${company.phones[0].tel}`,
    );
  });

  test("the footer's legal links lead to the pages", async ({ page }) => {
    await withConsent(page);
    await page.goto("/fr/standards");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Politique de confidentialité" }).click();
    await expect(page).toHaveURL(/\/fr\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
  });
});
