import { common as enCommon } from "../../app/content/locales/en/common";
import { proof as en } from "../../app/content/locales/en/proof";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { proof as fr } from "../../app/content/locales/fr/proof";
import {
  currentAccreditations,
  currentCertificates,
  currentEquipment,
  currentProfiles,
  hseTable,
  radiationOfficer,
  verificationOf,
} from "../../app/features/proof/selectors";
import type { Certificate } from "../../app/features/proof/types";
import { schemes } from "../../app/features/proof/vocabulary";
import { formatDay } from "../../app/lib/dates";
import { fill } from "../../app/lib/i18n";
import { expectNoAxeViolations } from "./axe";
import { expect, openPage, test } from "./fixtures";
import { builtDay, proofContent } from "./helpers/proof";

const copy = { en, fr };
const common = { en: enCommon, fr: frCommon };
const prefix = { en: "", fr: "/fr" };
const content = proofContent();
const today = builtDay();

/** What tells two certificates apart: one number may cover several methods. */
const keyOf = (c: Certificate) => `${c.scheme} ${c.number} ${c.method}`;
const allCertificates = content.people.flatMap((person) => person.certificates);
const currentKeys = new Set(currentCertificates(content.people, today).map((entry) => keyOf(entry.certificate)));
const expired = allCertificates.filter((c) => !currentKeys.has(keyOf(c)));
const currentNumbers = new Set(allCertificates.filter((c) => currentKeys.has(keyOf(c))).map((c) => c.number));

/** The accessible name the pages give a certificate's verification link, as the dictionary words it. */
function verifyLinkName(t: { verifyLabel: string; checkLabel: string }, certificate: Certificate): string {
  const values = {
    scheme: schemes[certificate.scheme].name,
    number: certificate.number,
    issuer: certificate.issuer,
  };
  return fill(verificationOf(certificate).kind === "issuer" ? t.checkLabel : t.verifyLabel, values);
}

test.describe("the team page's people", () => {
  for (const locale of ["en", "fr"] as const) {
    test(`show each person's current certificates with a link to verify each one (${locale})`, async ({ page }) => {
      const t = copy[locale].team;
      await openPage(page, `${prefix[locale]}/about/team`);
      const people = currentProfiles(content.people, today);
      expect(people.length, "the content has people to show").toBeGreaterThan(0);

      // A certificate whose scheme has a public register links straight to it.
      const withRegister = people
        .flatMap((person) => person.certificates.map((certificate) => ({ person, certificate })))
        .find(({ certificate }) => !certificate.verifyUrl && schemes[certificate.scheme].verificationUrl);
      if (!withRegister) throw new Error("the tests need a certificate of a scheme with a public register");
      const entry = page.getByRole("article", { name: withRegister.person.name });
      await expect(entry.getByText(withRegister.certificate.number, { exact: true }).first()).toBeVisible();
      const link = entry.getByRole("link", { name: verifyLinkName(t, withRegister.certificate), exact: true });
      await expect(link.first()).toHaveAttribute(
        "href",
        schemes[withRegister.certificate.scheme].verificationUrl ?? "",
      );
      await expect(link.first()).toHaveAttribute("target", "_blank");
      await expect(link.first()).toHaveText(t.verify);

      for (const person of people) {
        const card = page.getByRole("article", { name: person.name });
        // The name's heading is the target of /about/team#<slug>, linked from the register and the pack.
        await expect(card.getByRole("heading", { level: 3, name: person.name })).toHaveAttribute("id", person.slug);
        if (person.sample) await expect(card.getByText(t.sampleNote)).toBeVisible();
        for (const certificate of person.certificates) {
          const name = verifyLinkName(t, certificate);
          const links = card.getByRole("link", { name, exact: true });
          await expect(links).toHaveCount(person.certificates.filter((c) => verifyLinkName(t, c) === name).length);
          for (const one of await links.all()) {
            await expect(one).toHaveAttribute("href", verificationOf(certificate).url);
            await expect(one).toHaveAttribute("target", "_blank");
          }
        }
      }
      const officer = page.getByRole("article", { name: radiationOfficer(content).name });
      await expect(officer.getByText(t.radiationOfficer, { exact: true })).toBeVisible();
      // An expired certificate is left off (unless its number also covers a method still valid).
      for (const certificate of expired.filter((c) => !currentNumbers.has(c.number))) {
        await expect(page.getByText(certificate.number, { exact: true })).toHaveCount(0);
      }

      // The section leads to the register and the pack.
      await expect(page.getByRole("link", { name: t.qualificationLink })).toHaveAttribute(
        "href",
        `${prefix[locale]}/about/qualification`,
      );
      await page.getByRole("link", { name: t.registerLink }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix[locale]}/about/team/certificates$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(common[locale].pages.certificates.title);
    });
  }
});

test.describe("the certificates register", () => {
  test("lists every current certificate with its verification link, and no expired one", async ({ page }) => {
    const t = en.register;
    await openPage(page, "/about/team/certificates");
    const register = currentCertificates(content.people, today);
    const table = page.getByRole("table", { name: fill(t.caption, { date: formatDay(today, "en") }) });
    await expect(table.getByRole("row")).toHaveCount(register.length + 1);

    for (const { holder, certificate, verification } of register) {
      const row = table
        .getByRole("row")
        .filter({ hasText: certificate.number })
        .filter({ hasText: en.methods[certificate.method] });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("rowheader").getByRole("link", { name: holder.name })).toHaveAttribute(
        "href",
        `/about/team#${holder.slug}`,
      );
      const link = row.getByRole("link", { name: verifyLinkName(t, certificate), exact: true });
      await expect(link).toHaveAttribute("href", verification.url);
      await expect(link).toHaveAttribute("target", "_blank");
      if (holder.sample) await expect(row.getByText(t.sampleBadge, { exact: true })).toBeVisible();
    }

    // The sample content keeps one lapsed certificate (Aminatou Bouba's AMPP) to show it is left off.
    expect(
      expired.map((c) => c.number),
      "an expired certificate in the content",
    ).toContain("SAMPLE-AMPP-56231");
    for (const certificate of expired) {
      await expect(
        table
          .getByRole("row")
          .filter({ hasText: certificate.number })
          .filter({ hasText: en.methods[certificate.method] }),
      ).toHaveCount(0);
    }

    // A holder's name leads to their entry on the team page.
    const [first] = register;
    if (!first) throw new Error("the register has rows");
    await table.getByRole("link", { name: first.holder.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/about/team#${first.holder.slug}$`));
    await expect(page.getByRole("heading", { level: 3, name: first.holder.name })).toBeInViewport();
  });

  test("a scheme without a public register says to write to its issuer, and links its site", async ({ page }) => {
    const t = en.register;
    await openPage(page, "/about/team/certificates");
    const register = currentCertificates(content.people, today);
    const withoutRegister = register.filter(({ verification }) => verification.kind === "issuer");
    const withRegister = register.filter(({ verification }) => verification.kind === "register");
    expect(withoutRegister.length, "the content has a scheme without a register").toBeGreaterThan(0);
    expect(withRegister.length, "the content has a scheme with a register").toBeGreaterThan(0);
    const table = page.getByRole("table");
    for (const { certificate, scheme } of withoutRegister) {
      const row = table.getByRole("row").filter({ hasText: certificate.number }).first();
      await expect(row.getByText(t.noRegister, { exact: true })).toBeVisible();
      const link = row.getByRole("link", { name: verifyLinkName(t, certificate), exact: true });
      await expect(link).toHaveText(fill(t.verifyWithIssuer, { issuer: certificate.issuer }));
      await expect(link).toHaveAttribute("href", scheme.website);
    }
    // A scheme with a public register is checked there, on its look-up page rather than its home page.
    for (const { certificate, scheme } of withRegister) {
      const row = table.getByRole("row").filter({ hasText: certificate.number }).first();
      await expect(row.getByText(t.noRegister, { exact: true })).toHaveCount(0);
      const link = row.getByRole("link", { name: verifyLinkName(t, certificate), exact: true });
      await expect(link).toHaveText(t.verify);
      await expect(link).toHaveAttribute("href", scheme.verificationUrl ?? "");
      expect(scheme.verificationUrl).not.toBe(scheme.website);
    }
  });
});

test.describe("the qualification pack", () => {
  const t = en.qualification;
  const pack = content.qualification;

  test("lists current accreditations and calibrated equipment only, and HSE rates computed from the hours", async ({
    page,
  }) => {
    await openPage(page, "/about/qualification");

    const accreditations = page.getByRole("region", { name: t.accreditations.heading });
    const current = currentAccreditations(pack.accreditations.accreditations, today);
    const lapsed = pack.accreditations.accreditations.filter((a) => !current.includes(a));
    expect(lapsed.map((a) => a.name.en).join(), "the lapsed sample approval").toMatch(/IACS UR Z17/);
    for (const record of current) {
      await expect(accreditations.getByRole("rowheader", { name: record.name.en })).toBeVisible();
      await expect(accreditations.getByRole("row").filter({ hasText: record.number })).toHaveCount(1);
    }
    for (const record of lapsed) {
      await expect(accreditations.getByText(record.name.en)).toHaveCount(0);
      await expect(accreditations.getByText(record.number)).toHaveCount(0);
    }

    const equipment = page.getByRole("region", { name: t.equipment.heading });
    const calibrated = currentEquipment(pack.equipment.equipment, today);
    const overdue = pack.equipment.equipment.filter((e) => !calibrated.includes(e));
    expect(
      overdue.map((e) => e.model),
      "the overdue sample instrument",
    ).toContain("EPOCH 650");
    for (const record of calibrated) {
      await expect(equipment.getByRole("row").filter({ hasText: record.serial })).toContainText(record.model);
    }
    for (const record of overdue) {
      await expect(equipment.getByText(record.model)).toHaveCount(0);
      await expect(equipment.getByText(record.serial)).toHaveCount(0);
    }

    const hse = page.getByRole("region", { name: t.hse.heading });
    const twoDecimals = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const years = hseTable(pack.hse.years);
    await expect(hse.getByRole("table").getByRole("row")).toHaveCount(years.length + 1);
    for (const year of years) {
      const row = hse.getByRole("row").filter({ has: page.getByRole("rowheader", { name: String(year.year) }) });
      // Columns after the year: hours, lost-time injuries, recordable injuries, LTIF, TRIR.
      const cells = row.getByRole("cell");
      await expect(cells.nth(0)).toHaveText(year.hoursWorked.toLocaleString("en-GB"));
      await expect(cells.nth(3)).toHaveText(twoDecimals.format(year.ltif));
      await expect(cells.nth(4)).toHaveText(twoDecimals.format(year.trir));
    }
    await expect(hse.getByText(t.hse.ltif.base)).toBeVisible();
    await expect(hse.getByText(t.hse.trir.base)).toBeVisible();

    // The officer leads to their entry on the team page, the people's section to the register.
    const officer = radiationOfficer(content);
    await expect(page.getByRole("link", { name: fill(t.officer.profileLink, { name: officer.name }) })).toHaveAttribute(
      "href",
      `/about/team#${officer.slug}`,
    );
    await expect(page.getByRole("link", { name: t.certificatesRegister.link })).toHaveAttribute(
      "href",
      "/about/team/certificates",
    );
  });

  test("prints without the site's navigation, and with the addresses of its verification links", async ({ page }) => {
    await openPage(page, "/about/qualification");
    const banner = page.getByRole("banner");
    const footer = page.getByRole("contentinfo");
    const contactTab = page.getByRole("complementary", { name: enCommon.widget.title });
    const printButton = page.getByRole("button", { name: t.printPack });
    for (const shown of [banner, footer, contactTab, printButton]) await expect(shown).toBeVisible();

    await page.emulateMedia({ media: "print" });
    for (const hidden of [banner, footer, contactTab, printButton]) await expect(hidden).toBeHidden();
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enCommon.pages.qualification.title);
    for (const heading of [
      t.accreditations.heading,
      t.radiation.heading,
      t.hse.heading,
      t.equipment.heading,
      t.insurance.heading,
      t.certificatesRegister.heading,
      t.references.heading,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const verified = currentAccreditations(pack.accreditations.accreditations, today).find((a) => a.verifyUrl);
    if (!verified?.verifyUrl) throw new Error("the tests need an accreditation with a verification link");
    const link = page.getByRole("region", { name: t.accreditations.heading }).getByRole("link", {
      name: fill(t.accreditations.verifyLabel, { name: verified.name.en, number: verified.number }),
    });
    expect(await link.evaluate((a) => getComputedStyle(a, "::after").content)).toBe(`" (${verified.verifyUrl})"`);
  });

  test("References on request opens the quote form", async ({ page }) => {
    await openPage(page, "/about/qualification");
    const references = page.getByRole("region", { name: t.references.heading });
    const button = references.getByRole("link", { name: t.references.button });
    // Without scripts the link is the request page's quote form.
    await expect(button).toHaveAttribute("href", "/request#quote");
    await button.click();
    await expect(page.getByRole("dialog", { name: enCommon.quote.title })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("offers the browser's Print command instead of a button that cannot work (fr)", async ({ page }) => {
      await page.goto("/fr/about/qualification");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(frCommon.pages.qualification.title);
      await expect(page.getByText(fr.qualification.printHint)).toBeVisible();
      await expect(page.getByRole("button", { name: fr.qualification.printPack })).toBeHidden();
    });
  });
});

test.describe("axe: the proof pages", () => {
  for (const path of ["/about/team", "/about/team/certificates", "/fr/about/qualification"]) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openPage(page, path);
      await expectNoAxeViolations(page, path);
    });
  }
});
