import { industries as industriesEn } from "../../app/content/locales/en/industries";
import { staff as staffEn } from "../../app/content/locales/en/staff";
import { industries as industriesFr } from "../../app/content/locales/fr/industries";
import { expect, hydrated, prerenderedText, test, withConsent } from "./fixtures";

/** Each service page, what its English and French pages must say, and the quote service it preselects. */
const servicePages = [
  {
    path: "/services/ndt",
    en: [
      "Ultrasonic testing (UT, PAUT, TOFD)",
      "Magnetic particle testing (MT)",
      "Liquid penetrant testing (PT)",
      "Radiographic testing (RT / DR)",
      "Visual testing (VT)",
      "ISO 9712",
    ],
    fr: ["Contrôle par ultrasons (UT, PAUT, TOFD)", "Magnétoscopie (MT)", "Ressuage (PT)", "Radiographie (RT / DR)"],
    quote: "Non-Destructive Testing (NDT)",
  },
  {
    path: "/services/inspection",
    en: ["Vendor and shop inspection", "Visual weld inspection", "Compliance audits", "ISO 3834"],
    fr: ["Inspection chez les fournisseurs et en atelier", "Audits de conformité"],
    quote: "Third-Party Inspection",
  },
  {
    path: "/services/coating",
    en: [
      "Surface preparation",
      "Wet and dry film thickness (DFT)",
      "Adhesion testing",
      "Holiday testing",
      "NACE / AMPP",
      "ISO 8501-1",
      "ISO 19840",
    ],
    fr: ["Préparation de surface", "Essais d'adhérence", "Détection de porosités"],
    quote: "Coating Inspection",
  },
  {
    path: "/services/lifting",
    en: ["Thorough examination", "Proof load tests", "LOLER 1998", "ASME B30.2 / B30.5"],
    fr: ["Examen approfondi", "Épreuves de charge"],
    quote: "Lifting Equipment Inspection",
  },
  {
    path: "/services/pressure-vessel",
    en: [
      "New-build inspection to ASME VIII",
      "API 510",
      "API 570",
      "API 653",
      "Thickness surveys",
      "Hydrostatic and pneumatic tests",
    ],
    fr: ["Inspection en construction selon l'ASME VIII", "Épreuves hydrauliques et pneumatiques"],
    quote: "Pressure Vessel Inspection",
  },
  {
    path: "/services/consulting",
    en: [
      "WPS and PQR qualification",
      "ASME IX",
      "AWS D1.1",
      "ISO 15614-1",
      "ISO 9606-1",
      "ISO 3834",
      "Training programmes",
      "Technical documentation",
    ],
    fr: ["Qualification des DMOS et QMOS", "Qualification des soudeurs", "Documentation technique"],
    quote: "Consulting Services",
  },
] as const;

const industryPaths = ["oil-gas", "maritime", "construction", "manufacturing", "power"] as const;

const roleNames = [
  "welder",
  "pipe-fitter",
  "structural-fitter",
  "welding-inspector",
  "ndt-ut-technician",
  "ndt-rt-technician",
  "ndt-mt-pt-technician",
  "coating-inspector",
  "blaster-painter",
  "hse-officer",
  "rope-access-technician",
  "crane-operator",
  "rigger",
  "scaffolder",
  "mechanical-technician",
  "electrical-technician",
  "instrument-technician",
  "qa-qc-engineer",
  "project-engineer",
  "piping-supervisor",
  "fabrication-supervisor",
  "lifting-inspector",
  "document-controller",
];

test.describe("service, staff and industry pages in the prerendered HTML", () => {
  for (const service of servicePages) {
    test(`${service.path} has its content in English and French`, async ({ request }) => {
      const en = await prerenderedText(request, service.path);
      for (const phrase of service.en) expect(en).toContain(phrase);
      for (const heading of [
        "What we cover",
        "Codes and standards we work to",
        "What you receive",
        "How we work",
        "Sectors we serve",
      ]) {
        expect(en).toContain(heading);
      }
      const fr = await prerenderedText(request, `/fr${service.path}`);
      for (const phrase of service.fr) expect(fr).toContain(phrase);
      expect(fr).toContain("Demander un devis");
      expect(fr).not.toContain("What we cover");
    });
  }

  test("/services/staff-outsourcing has its figures and the 23 roles in both languages", async ({ request }) => {
    const en = await prerenderedText(request, "/services/staff-outsourcing");
    for (const figure of ["Specialties 23+", "Years of experience of deployed staff 5+", "Deployment support 24/7"]) {
      expect(en).toContain(figure);
    }
    for (const role of Object.values(staffEn.roles)) {
      expect(en).toContain(role.name);
      expect(en).toContain(role.description);
    }
    expect(en).toContain("Request Staff Quote");
    const fr = await prerenderedText(request, "/fr/services/staff-outsourcing");
    for (const phrase of [
      "Spécialités 23+",
      "24 h/24",
      "Soudeur",
      "Cordiste",
      "Grutier",
      "Demander un devis de personnel",
    ]) {
      expect(fr).toContain(phrase);
    }
  });

  for (const key of industryPaths) {
    test(`/industries/${key} lists six services and the stats in English and French`, async ({ request }) => {
      const en = await prerenderedText(request, `/industries/${key}`);
      expect(en).toContain("Safety compliance 95%");
      expect(en).toContain("Uptime 99.8%");
      for (const service of industriesEn.pages[key].services) expect(en).toContain(service.title);
      for (const challenge of industriesEn.pages[key].challenges) expect(en).toContain(challenge.title);
      const fr = await prerenderedText(request, `/fr/industries/${key}`);
      expect(fr).toContain("Conformité sécurité 95 %");
      expect(fr).toContain("Disponibilité 99,8 %");
      for (const service of industriesFr.pages[key].services) expect(fr).toContain(service.title);
    });
  }
});

test.describe("service pages in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  for (const service of servicePages) {
    test(`${service.path}: Request a quote preselects ${service.quote}`, async ({ page }) => {
      await page.goto(service.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("img", { name: /Illustration/ })).toHaveAttribute(
        "src",
        `/images/service-${service.path.split("/").pop()}.svg`,
      );
      await hydrated(page);
      await page.getByRole("main").getByRole("button", { name: "Request a quote" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Request a Quote" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("combobox", { name: "Service Needed" }).locator("option:checked")).toHaveText(
        service.quote,
      );
    });
  }

  test("a service page links to the home contact section and the sectors it serves", async ({ page }) => {
    await page.goto("/services/coating");
    const cta = page.getByRole("region", { name: "Plan this work with our engineers" });
    await expect(cta.getByRole("link", { name: "Contact our team" })).toHaveAttribute("href", "/#contact");
    const sectors = page.getByRole("region", { name: "Sectors we serve" }).getByRole("link");
    await expect(sectors).toHaveText(["Oil & Gas", "Maritime", "Construction", "Power"]);
    await hydrated(page);
    await sectors.filter({ hasText: "Maritime" }).click();
    await expect(page).toHaveURL(/\/industries\/maritime$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maritime & Offshore");
  });

  test("a French service page is in French and preselects the French service", async ({ page }) => {
    await page.goto("/fr/services/pressure-vessel");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inspection des appareils à pression");
    await expect(page.getByRole("region", { name: "Ce que nous couvrons" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Contacter notre équipe" }).first()).toHaveAttribute(
      "href",
      "/fr#contact",
    );
    await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: "Demander un devis" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Demander un devis" });
    await expect(dialog.getByRole("combobox", { name: "Service souhaité" }).locator("option:checked")).toHaveText(
      "Inspection des appareils à pression",
    );
  });
});

test.describe("staff outsourcing in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  test("lists the 23 roles, each with a name, a description and its image", async ({ page }) => {
    await page.goto("/services/staff-outsourcing");
    const roles = page.getByRole("region", { name: "The 23 roles we deploy" }).getByRole("listitem");
    await expect(roles).toHaveCount(23);
    await expect(roles.getByRole("heading", { level: 3 })).toHaveCount(23);
    await expect(roles.getByRole("paragraph")).toHaveCount(23);
    const images = roles.getByRole("img");
    await expect(images).toHaveCount(23);
    const sources = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(sources).toEqual(roleNames.map((name) => `/images/role-${name}.svg`));
    for (const alt of await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""))) {
      expect(alt.length).toBeGreaterThan(10);
    }
    await expect(roles.first().getByRole("heading")).toHaveText("Welder");
    await expect(roles.first()).toContainText(staffEn.roles.welder.description);
  });

  test("shows the staffing figures", async ({ page }) => {
    await page.goto("/services/staff-outsourcing");
    const intro = page.getByRole("region", { name: staffEn.introTitle });
    await expect(intro.getByRole("definition")).toHaveText(["23+", "5+", "24/7"]);
    await expect(intro.getByRole("term")).toHaveText([
      "Specialties",
      "Years of experience of deployed staff",
      "Deployment support",
    ]);
  });

  test("Request Staff Quote opens the quote dialog with Staff Outsourcing preselected", async ({ page }) => {
    await page.goto("/services/staff-outsourcing");
    await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: "Request Staff Quote" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Service Needed" }).locator("option:checked")).toHaveText(
      "Staff Outsourcing",
    );
    await expect(dialog.getByRole("textbox", { name: "Roles needed" })).toBeVisible();
  });

  test("the closing Request Staff Quote button preselects Staff Outsourcing too, in French", async ({ page }) => {
    await page.goto("/fr/services/staff-outsourcing");
    await hydrated(page);
    const cta = page.getByRole("region", { name: "Dites-nous qui il vous faut et pour quand" });
    await cta.getByRole("button", { name: "Demander un devis de personnel" }).click();
    const dialog = page.getByRole("dialog", { name: "Demander un devis" });
    await expect(dialog.getByRole("combobox", { name: "Service souhaité" }).locator("option:checked")).toHaveText(
      "Mise à disposition de personnel",
    );
  });
});

test.describe("industry pages in the browser", () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
  });

  for (const key of industryPaths) {
    test(`/industries/${key} lists exactly six services and the 95% / 99.8% stats`, async ({ page }) => {
      await page.goto(`/industries/${key}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const services = page.getByRole("region", { name: "Six services for this sector" }).getByRole("listitem");
      await expect(services).toHaveCount(6);
      await expect(services.getByRole("link")).toHaveCount(6);
      await expect(services.getByRole("heading", { level: 3 })).toHaveText(
        industriesEn.pages[key].services.map((s) => s.title),
      );
      const intro = page.getByRole("region", { name: industriesEn.pages[key].headline });
      await expect(intro.getByRole("definition")).toHaveText(["95%", "99.8%"]);
      await expect(intro.getByRole("term")).toHaveText(["Safety compliance", "Uptime"]);
      await expect(page.getByRole("img", { name: industriesEn.pages[key].imageAlt })).toHaveAttribute(
        "src",
        `/images/industry-${key}.svg`,
      );
    });
  }

  test("an industry service links to its service page and the CTA opens the consultation dialog", async ({ page }) => {
    await page.goto("/industries/power");
    await hydrated(page);
    const cta = page.getByRole("region", { name: "Talk to an engineer who knows your sector" });
    await cta.getByRole("button", { name: "Schedule a consultation" }).click();
    await expect(page.getByRole("dialog", { name: "Schedule a Consultation" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page
      .getByRole("region", { name: "Six services for this sector" })
      .getByRole("link", { name: "Boiler and pressure part inspection" })
      .click();
    await expect(page).toHaveURL(/\/services\/pressure-vessel$/);
  });

  test("a French industry page shows French text and French figures", async ({ page }) => {
    await page.goto("/fr/industries/oil-gas");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pétrole et gaz");
    const services = page.getByRole("region", { name: "Six services pour ce secteur" }).getByRole("listitem");
    await expect(services).toHaveCount(6);
    await expect(services.first().getByRole("link")).toHaveAttribute("href", "/fr/services/ndt");
    const intro = page.getByRole("region", { name: industriesFr.pages["oil-gas"].headline });
    await expect(intro.getByRole("definition")).toHaveText(["95\u00a0%", "99,8\u00a0%"]);
  });
});

test("every French service, staff and industry page hydrates in French without console errors", async ({ page }) => {
  await withConsent(page);
  const paths = [
    ...servicePages.map((s) => `/fr${s.path}`),
    "/fr/services/staff-outsourcing",
    ...industryPaths.map((key) => `/fr/industries/${key}`),
  ];
  for (const path of paths) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("link", { name: "Contacter notre équipe" }).first()).toHaveAttribute(
      "href",
      "/fr#contact",
    );
  }
});
