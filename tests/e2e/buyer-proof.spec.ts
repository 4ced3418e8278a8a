import type { Locator, Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { about as enAbout } from "../../app/content/locales/en/about";
import { common as enCommon } from "../../app/content/locales/en/common";
import { proof as enProof } from "../../app/content/locales/en/proof";
import { about as frAbout } from "../../app/content/locales/fr/about";
import { common as frCommon } from "../../app/content/locales/fr/common";
import { proof as frProof } from "../../app/content/locales/fr/proof";
import { proofPages } from "../../app/content/navigation";
import { pathOf } from "../../app/content/pages";
import { currentCertificates } from "../../app/features/proof/selectors";
import { type Locale, localizePath } from "../../app/lib/i18n";
import { expect, openPage, test, withConsent } from "./fixtures";
import { printedPages, squash } from "./helpers/print";
import { builtDay, proofContent } from "./helpers/proof";

/*
 * A buyer checks a contractor from a phone: the qualification pack, the certificates register and the case
 * studies must be two taps from any page (the menu button, then the link), read without sideways scrolling
 * at 390 px, and print with the company's name, contacts and the page's address on every sheet.
 */

const common = { en: enCommon, fr: frCommon };
const about = { en: enAbout, fr: frAbout };
const proof = { en: enProof, fr: frProof };
const locales = ["en", "fr"] as const;
const phone = { width: 390, height: 844 };

/** A visitor's finger: taps what it is given, and counts. */
function finger() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.tap();
    },
    taps: () => taps,
  };
}

test.describe("on a phone, 390 px wide, the proof is two taps from the home page", { tag: "@phone" }, () => {
  test.use({ viewport: phone });

  for (const scripts of [true, false]) {
    test.describe(scripts ? "with the scripts running" : "with the scripts blocked", () => {
      test.use({ javaScriptEnabled: scripts });

      for (const locale of locales) {
        for (const id of proofPages) {
          const t = common[locale];
          test(`${t.pages[id].name} (${locale})`, async ({ page }) => {
            const home = localizePath("/", locale);
            if (scripts) await openPage(page, home);
            else {
              await withConsent(page);
              await page.goto(home);
            }
            const hand = finger();
            await hand.tap(page.getByRole("button", { name: t.header.openMenu }));
            const menu = page.getByRole("navigation", { name: t.header.mobileNav });
            // The About group stays closed: its proof links are in view all the same.
            await hand.tap(menu.getByRole("link", { name: t.pages[id].name, exact: true }));
            const path = localizePath(pathOf(id), locale);
            await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.pages[id].title);
            expect(hand.taps(), "taps from the home page").toBeLessThanOrEqual(2);
          });
        }
      }
    });
  }
});

test.describe("the about page and the footer lead to the proof", () => {
  for (const locale of locales) {
    test(`in the about page's content and the footer (${locale})`, async ({ page }) => {
      const t = common[locale];
      const expected = proofPages.map((id) => localizePath(pathOf(id), locale));
      await openPage(page, localizePath("/about", locale));
      const hrefs = (nav: Locator) => nav.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      const inPage = page.getByRole("main").getByRole("navigation", { name: about[locale].shared.proofTitle });
      expect(await hrefs(inPage)).toEqual(expected);
      const footer = page.getByRole("contentinfo").getByRole("navigation", { name: t.footer.proofTitle });
      expect(await hrefs(footer)).toEqual(expected);
      await inPage.getByRole("link", { name: new RegExp(t.pages.qualification.name) }).click();
      await expect(page).toHaveURL(new RegExp(`${expected[0]}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.pages.qualification.title);
    });
  }
});

const tablePaths = locales.flatMap((locale) =>
  (["certificates", "qualification"] as const).map((id) => localizePath(pathOf(id), locale)),
);

/**
 * What keeps a record table from reading in full on this screen: the page scrolling sideways, a cell or
 * anything in it past the screen's edges, or a cell that does not show its column's name.
 */
async function unreadableCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page scrolls sideways: ${root.scrollWidth}`);
    const width = root.clientWidth;
    const tables = [...document.querySelectorAll("main table")];
    if (tables.length === 0) problems.push("no table");
    for (const table of tables) {
      const caption = table.querySelector("caption")?.textContent ?? "?";
      const headers = [...table.querySelectorAll("thead th")].map((th) => th.textContent?.trim() ?? "");
      for (const row of table.querySelectorAll("tbody tr")) {
        [...row.children].forEach((cell, i) => {
          const where = `${caption} / ${row.children[0]?.textContent?.slice(0, 30)} / ${headers[i]}`;
          const shown = getComputedStyle(cell, "::before").content;
          if (cell.getAttribute("data-label") !== headers[i] || !shown.includes(headers[i] ?? "\u0000")) {
            problems.push(`${where}: not labelled with its column (${shown})`);
          }
          for (const part of [cell, ...cell.querySelectorAll("*")]) {
            const box = part.getBoundingClientRect();
            if (box.width > 0 && (box.left < -0.5 || box.right > width + 0.5)) {
              problems.push(
                `${where}: <${part.tagName.toLowerCase()}> spans ${Math.round(box.left)}–${Math.round(box.right)}`,
              );
            }
          }
        });
      }
    }
    return problems;
  });
}

/** Left and right edges of an element on the page, to compare with the screen's width. */
async function horizontalExtent(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error("not laid out");
  return { left: box.x, right: box.x + box.width };
}

test.describe("the register and the pack on a phone, 390 px wide", { tag: "@phone" }, () => {
  test.use({ viewport: phone });

  for (const path of tablePaths) {
    test(`${path} shows every column's content without sideways scrolling`, async ({ page }) => {
      await openPage(page, path);
      expect(await unreadableCells(page)).toEqual([]);
    });
  }

  for (const locale of locales) {
    test(`the register's sample badges and verification links are in view (${locale})`, async ({ page }) => {
      const t = proof[locale].register;
      await openPage(page, localizePath(pathOf("certificates"), locale));
      const register = currentCertificates(proofContent().people, builtDay());
      const rows = page.getByRole("table").getByRole("row");
      await expect(rows).toHaveCount(register.length + 1);
      for (const { holder, certificate } of register) {
        const row = rows.filter({ hasText: certificate.number }).first();
        await row.scrollIntoViewIfNeeded();
        const verify = row.getByRole("link", {
          name: new RegExp(`^(${t.verify}|${t.verifyWithIssuer.split(" {")[0]})`),
        });
        const shown = holder.sample ? [row.getByText(t.sampleBadge, { exact: true }), verify] : [verify];
        for (const part of shown) {
          await expect(part).toBeVisible();
          const { left, right } = await horizontalExtent(part);
          expect(left, "left edge on screen").toBeGreaterThanOrEqual(0);
          expect(right, "right edge on screen").toBeLessThanOrEqual(phone.width);
        }
      }
    });
  }
});

test.describe("the register and the pack on a desktop", () => {
  for (const path of ["/about/team/certificates", "/fr/about/qualification"]) {
    test(`${path} keeps its tables, column headers in view`, async ({ page }) => {
      await openPage(page, path);
      const tables = page.getByRole("table");
      expect(await tables.count()).toBeGreaterThan(0);
      for (const table of await tables.all()) {
        await expect(table).toHaveCSS("display", "table");
        await expect(table.getByRole("columnheader").first()).toBeVisible();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

test.describe("printed", () => {
  const printed: { locale: Locale; id: "qualification" | "certificates" }[] = [
    { locale: "en", id: "qualification" },
    { locale: "fr", id: "qualification" },
    { locale: "en", id: "certificates" },
  ];
  for (const { locale, id } of printed) {
    const path = localizePath(pathOf(id), locale);
    test(`${path} carries the company's name, contacts, address and the page's address on every page`, async ({
      page,
    }, testInfo) => {
      await openPage(page, path);
      // The day of printing comes from the visitor's clock once the letterhead's script has run: on paper, as
      // a visitor who prints would see it.
      const printedOn = new RegExp(proof[locale].letterhead.printedOn.replace("{date}", "\\d"));
      await page.emulateMedia({ media: "print" });
      await expect(page.locator("[data-print-letterhead]")).toContainText(printedOn);
      const sheets = await printedPages(page, testInfo, `${locale}-${id}`);
      if (id === "qualification") expect(sheets.length, "the pack runs to several pages").toBeGreaterThan(2);
      const t = common[locale];
      const expected = [
        company.name,
        ...company.phones.map((phone) => phone.display),
        company.email,
        t.address.lines.join(", "),
        `${company.siteUrl}${path}`,
      ];
      sheets.forEach((sheet, index) => {
        const text = squash(sheet);
        for (const fact of expected) expect(text, `page ${index + 1} of ${sheets.length}`).toContain(fact);
      });
      // The day of printing, once the scripts have read the visitor's clock.
      expect(squash(sheets[0] ?? "")).toMatch(printedOn);
    });
  }

  test("the letterhead stays off the screen", async ({ page }) => {
    await openPage(page, "/about/qualification");
    const letterhead = page.getByRole("main").getByText(enCommon.address.lines.join(", "));
    await expect(letterhead).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await expect(letterhead).toBeVisible();
  });
});
