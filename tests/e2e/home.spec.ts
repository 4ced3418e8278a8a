import type { Locator, Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { inquiryServiceCodes } from "../../app/content/forms";
import { common as enCommon } from "../../app/content/locales/en/common";
import { home as en } from "../../app/content/locales/en/home";
import { home as fr } from "../../app/content/locales/fr/home";
import { expectNoAxeViolations } from "./axe";
import { captureMailto, expect, followLink, hydrated, openPage, test } from "./fixtures";
import { authorLine, postBySlug, postsOf } from "./helpers/posts";
import { afterLoadAndIdle, watchVideoHost } from "./helpers/video";

const sectionOrder = [
  "about",
  "services",
  "industries",
  "vision-mission",
  "why-choose-us",
  "staff-outsourcing",
  "blog",
  "contact",
];

/**
 * `quoteButton` opens the quote dialog with no service chosen, Esc closes it, and `consultationButton` then
 * opens the consultation dialog.
 */
async function expectQuoteThenConsultation(quoteButton: Locator, consultationButton: Locator) {
  const page = quoteButton.page();
  await quoteButton.click();
  const quote = page.getByRole("dialog", { name: enCommon.quote.title });
  await expect(quote).toBeVisible();
  await expect(quote.getByLabel(enCommon.quote.service)).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(quote).toBeHidden();
  await consultationButton.click();
  await expect(page.getByRole("dialog", { name: enCommon.consultation.title })).toBeVisible();
}

/** Each link of `scope` named as a key of `targets` leads where its value says. */
async function expectLinkTargets(scope: Locator, targets: Record<string, string>, { exact = false } = {}) {
  for (const [name, href] of Object.entries(targets)) {
    await expect(scope.getByRole("link", { name, exact })).toHaveAttribute("href", href);
  }
}

test.describe("home page structure", () => {
  test("has one h1, the sections in order, each labelled by its heading", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.hero.title);
    const ids = await page
      .getByRole("main")
      .evaluate((main) => Array.from(main.querySelectorAll("section[id]"), (s) => s.id));
    expect(ids).toEqual(sectionOrder);
    for (const title of [
      en.about.title,
      en.services.title,
      en.industries.title,
      en.visionMission.title,
      en.whyChooseUs.title,
      en.staff.title,
      en.blog.title,
      en.contact.title,
    ]) {
      await expect(page.getByRole("region", { name: title })).toBeAttached();
    }
  });

  test("the hero shows the tagline and badges over a poster drawn with the page, which fills it and asks for no file", {
    tag: "@every-width",
  }, async ({ page }) => {
    const imageRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") imageRequests.push(new URL(request.url()).pathname);
    });
    await openPage(page, "/");
    const hero = page.getByRole("region", { name: en.hero.title });
    const badges = hero.getByRole("list", { name: en.hero.badgesLabel });
    await expect(badges.getByRole("listitem")).toHaveText([...en.hero.badges]);
    // The poster is decoration: hidden from assistive technology, and inline, so it paints with the text.
    const poster = hero.locator(":scope > svg");
    await expect(poster).toHaveAttribute("aria-hidden", "true");
    await expect(poster).toBeVisible();
    const [posterBox, heroBox] = await Promise.all([poster.boundingBox(), hero.boundingBox()]);
    expect(posterBox).toEqual(heroBox);
    // Its drawing is in the page: gradients resolved, and nothing fetched for the first screen's images.
    const backdrop = poster.locator("rect").first();
    expect(await backdrop.evaluate((rect) => getComputedStyle(rect).fill)).toContain("#hero-poster-b");
    await expect(poster.locator("#hero-poster-b")).toHaveCount(1);
    expect(imageRequests).not.toContain("/images/hero-poster.svg");
    expect(imageRequests).not.toContain("/images/logo-mark.svg");
  });

  test("the hero's buttons open the quote and consultation dialogs", async ({ page }) => {
    await openPage(page, "/");
    const hero = page.getByRole("region", { name: en.hero.title });
    await expectQuoteThenConsultation(
      hero.getByRole("link", { name: en.hero.requestQuote }),
      hero.getByRole("link", { name: en.hero.scheduleConsultation }),
    );
  });
});

test.describe("hero without a configured video (the shipped config)", () => {
  test("keeps its poster and never contacts the video host, even once the visitor accepts", async ({ page }) => {
    const toVideoHost = watchVideoHost(page);
    await page.goto("/");
    await hydrated(page);
    const banner = page.getByRole("region", { name: enCommon.cookie.label });
    // The banner names no video service when there is no video.
    await expect(banner).toContainText(enCommon.cookie.text);
    await banner.getByRole("button", { name: enCommon.cookie.accept }).click();
    await expect(banner).toBeHidden();
    await afterLoadAndIdle(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("region", { name: en.hero.title }).locator(":scope > svg")).toBeVisible();
    expect(toVideoHost).toEqual([]);
  });
});

test.describe("services section", () => {
  const presets = [
    { card: en.services.cards.ndt.title, service: enCommon.inquiryServices.ndt },
    { card: en.services.cards.thirdParty.title, service: enCommon.inquiryServices["third-party"] },
    { card: en.services.cards.inspection.title, service: enCommon.inquiryServices["pressure-vessel"] },
    { card: en.services.cards.consulting.title, service: enCommon.inquiryServices.consulting },
  ];

  test("each Get Quote opens the quote dialog with its service selected", async ({ page }) => {
    await openPage(page, "/");
    const services = page.getByRole("region", { name: en.services.title });
    for (const { card, service } of presets) {
      await services.getByRole("article", { name: card }).getByRole("link", { name: en.services.getQuote }).click();
      const dialog = page.getByRole("dialog", { name: enCommon.quote.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(enCommon.quote.service).locator("option:checked")).toHaveText(service ?? "");
      await dialog.getByRole("button", { name: enCommon.quote.cancel }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test("only NDT is Most Popular, no price is shown, and every card lists its features", async ({ page }) => {
    await openPage(page, "/");
    const services = page.getByRole("region", { name: en.services.title });
    await expect(services.getByText(en.services.popular)).toHaveCount(1);
    await expect(services.getByRole("article", { name: en.services.cards.ndt.title })).toContainText(
      en.services.popular,
    );
    await expect(services).not.toContainText("$");
    for (const card of Object.values(en.services.cards)) {
      const article = services.getByRole("article", { name: card.title });
      await expect(article.getByRole("listitem")).toHaveText([...card.features]);
    }
  });

  test("Request Quote opens the quote dialog and Schedule Consultation the consultation dialog", async ({ page }) => {
    await openPage(page, "/");
    const services = page.getByRole("region", { name: en.services.title });
    await expectQuoteThenConsultation(
      services.getByRole("link", { name: en.services.requestQuote, exact: true }),
      services.getByRole("link", { name: en.services.scheduleConsultation }),
    );
  });

  test("the three specialised inspections link to their service pages", async ({ page }) => {
    await openPage(page, "/");
    const services = page.getByRole("region", { name: en.services.title });
    await expectLinkTargets(services, {
      [en.services.additional.coating.title]: "/services/coating",
      [en.services.additional.lifting.title]: "/services/lifting",
    });
    const pressureVessel = services.getByRole("link", { name: en.services.additional.pressureVessel.title });
    await followLink(pressureVessel, "/services/pressure-vessel", enCommon.pages["service-pressure-vessel"].title);
  });
});

test.describe("industries section", () => {
  test("links each industry to its page, and Aerospace nowhere", async ({ page }) => {
    await openPage(page, "/");
    const industries = page.getByRole("region", { name: en.industries.title });
    await expectLinkTargets(
      industries,
      {
        [en.industries.cards.oilGas.title]: "/industries/oil-gas",
        [en.industries.cards.construction.title]: "/industries/construction",
        [en.industries.cards.marine.title]: "/industries/maritime",
        [en.industries.cards.energy.title]: "/industries/power",
        [en.industries.cards.manufacturing.title]: "/industries/manufacturing",
      },
      { exact: true },
    );
    await expect(industries.getByRole("heading", { name: en.industries.cards.aerospace.title })).toBeVisible();
    await expect(industries.getByRole("link", { name: en.industries.cards.aerospace.title })).toHaveCount(0);
    const maritime = industries.getByRole("link", { name: en.industries.cards.marine.title });
    await followLink(maritime, "/industries/maritime", enCommon.pages["industry-maritime"].title);
  });
});

test.describe("vision, why choose us and staff outsourcing", () => {
  test("vision and mission link to their pages; the reasons are listed", async ({ page }) => {
    await openPage(page, "/");
    await expectLinkTargets(page.getByRole("region", { name: en.visionMission.title }), {
      [en.visionMission.vision.link]: "/about/vision",
      [en.visionMission.mission.link]: "/about/mission",
    });
    const why = page.getByRole("region", { name: en.whyChooseUs.title });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText(
      Object.values(en.whyChooseUs.reasons).map((r) => r.title),
    );
  });

  test("the staff outsourcing teaser shows its figures and leads to its page", async ({ page }) => {
    await openPage(page, "/");
    const teaser = page.getByRole("region", { name: en.staff.title });
    for (const stat of en.staff.stats) {
      await expect(teaser.getByText(stat.value, { exact: true })).toBeVisible();
      await expect(teaser.getByText(stat.label, { exact: true })).toBeVisible();
    }
    await followLink(
      teaser.getByRole("link", { name: en.staff.link }),
      "/services/staff-outsourcing",
      enCommon.pages["staff-outsourcing"].title,
    );
  });
});

test.describe("blog teaser and reader", () => {
  /** The newest post, first in the teaser. */
  const newest = postBySlug(postsOf("en"), "advanced-ndt-techniques");

  test("shows three posts; the reader shows the whole post and closing clears it", async ({ page }) => {
    await openPage(page, "/");
    const blog = page.getByRole("region", { name: en.blog.title });
    const cards = blog.getByRole("article");
    await expect(cards).toHaveCount(3);
    const first = cards.first();
    const title = (await first.getByRole("heading", { level: 3 }).textContent()) ?? "";
    expect(title.length).toBeGreaterThan(10);
    // The site's one date format, as on the blog and the article (the front matter's `date` is not shown):
    // a literal, because this test pins that format.
    await expect(first.getByText("15 September 2026", { exact: true })).toHaveAttribute("datetime", "2026-09-15");
    const opener = first.getByRole("link", { name: en.blog.readArticle });
    await opener.click();
    const reader = page.getByRole("dialog", { name: title });
    await expect(reader).toBeVisible();
    await expect(reader).toContainText(en.blog.categories.technology);
    await expect(reader).toContainText(authorLine(newest, "en"));
    await expect(reader).toContainText(newest.readTime);
    await expect(reader.getByText("15 September 2026", { exact: true })).toHaveAttribute("datetime", "2026-09-15");
    // A heading of the post's Markdown body, which no dictionary holds.
    await expect(reader.getByRole("heading", { name: "Phased array ultrasonic testing (PAUT)" })).toBeVisible();
    expect(await reader.getByRole("paragraph").count()).toBeGreaterThan(5);
    await reader.getByRole("button", { name: en.blog.reader.close }).click();
    await expect(reader).toBeHidden();
    await expect(opener).toBeFocused();

    // Another card opens its own post: the selection was cleared, not kept.
    const second = (await cards.nth(1).getByRole("heading", { level: 3 }).textContent()) ?? "";
    await cards.nth(1).getByRole("link", { name: en.blog.readArticle }).click();
    await expect(page.getByRole("dialog", { name: second })).toBeVisible();
    await expect(page.getByRole("dialog", { name: title })).toHaveCount(0);
  });

  test("Get In Touch closes the reader and lands on the contact section", async ({ page }) => {
    await openPage(page, "/");
    const blog = page.getByRole("region", { name: en.blog.title });
    await blog.getByRole("link", { name: en.blog.readArticle }).last().click();
    const reader = page.getByRole("dialog");
    await expect(reader).toBeVisible();
    await reader.getByRole("button", { name: en.blog.reader.getInTouch }).click();
    await expect(reader).toBeHidden();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole("heading", { name: en.contact.title })).toBeInViewport();
  });
});

test.describe("View All links", () => {
  for (const { section, link, url, title, where } of [
    {
      section: en.industries.title,
      link: en.industries.viewAll,
      url: "/projects",
      title: enCommon.pages.projects.title,
      where: "the case studies",
    },
    {
      section: en.blog.title,
      link: en.blog.viewAll,
      url: "/blog",
      title: enCommon.pages.blog.title,
      where: "the blog",
    },
  ]) {
    test(`${link} leads to ${where}`, async ({ page }) => {
      await openPage(page, "/");
      await followLink(page.getByRole("region", { name: section }).getByRole("link", { name: link }), url, title);
    });
  }
});

test.describe("contact section", () => {
  test("lists contact information with working links and the business hours", async ({ page }) => {
    await openPage(page, "/");
    const contact = page.getByRole("region", { name: en.contact.title });
    await expect(contact.getByRole("heading", { name: en.contact.infoTitle })).toBeVisible();
    await expect(contact.getByRole("link", { name: company.phones[0].display })).toHaveAttribute(
      "href",
      `tel:${company.phones[0].tel}`,
    );
    await expect(contact.getByText(company.phones[1].display)).toBeVisible();
    await expect(contact.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
    const office = contact.getByRole("link", { name: enCommon.address.lines[0] });
    await expect(office).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
    await expect(office).toHaveAttribute("target", "_blank");
    // The service area's href is "#": its first line is text, not a link.
    await expect(contact.getByText(en.contact.items.area.lines[0])).toBeVisible();
    await expect(contact.getByRole("link", { name: en.contact.items.area.lines[0] })).toHaveCount(0);

    const hours = contact.getByRole("heading", { name: enCommon.hours.title });
    await expect(hours).toBeVisible();
    // The times are literals: they pin how the company's opening hours are written out.
    for (const [day, time] of [
      [enCommon.hours.weekdays, "8:00 AM – 6:00 PM WAT"],
      [enCommon.hours.saturday, "9:00 AM – 2:00 PM WAT"],
      [enCommon.hours.emergency, enCommon.hours.emergencyValue],
    ]) {
      await expect(contact.getByRole("term").filter({ hasText: day })).toBeVisible();
      await expect(contact.getByRole("definition").filter({ hasText: time })).toBeVisible();
    }
  });

  test("opened at the contact section from another page, the page is there at once, and scrolls smoothly after", {
    tag: "@every-width",
  }, async ({ page }) => {
    await page.goto("/about");
    await page.goto("/#contact");
    // As the page finishes loading, with nothing left to scroll: the browser no longer slides down from the top
    // through the whole page on arrival.
    const top = await page
      .getByRole("heading", { name: en.contact.title })
      .evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan((page.viewportSize()?.height ?? 0) / 2);
    // Links within the page, once it has loaded, scroll smoothly.
    await expect(page.locator("html")).toHaveCSS("scroll-behavior", "smooth");
  });

  test("the banner's Schedule Consultation opens the consultation dialog", async ({ page }) => {
    await openPage(page, "/");
    await page
      .getByRole("region", { name: en.contact.title })
      .getByRole("link", { name: en.contact.scheduleConsultation })
      .click();
    await expect(page.getByRole("dialog", { name: enCommon.consultation.title })).toBeVisible();
  });
});

test.describe("inquiry form", () => {
  const form = (page: Page) => page.getByRole("form", { name: en.inquiry.title });

  test("offers exactly the inquiry services after an empty prompt", async ({ page }) => {
    await openPage(page, "/");
    const options = form(page).getByLabel(en.inquiry.service).getByRole("option");
    await expect(options).toHaveText([
      enCommon.form.selectService,
      ...inquiryServiceCodes.map((code) => enCommon.inquiryServices[code]),
    ]);
  });

  test("refuses an empty submit and keeps what was typed after a refused submit", async ({ page }) => {
    const mails = await captureMailto(page);
    await openPage(page, "/");
    const f = form(page);
    const submit = f.getByRole("button", { name: en.inquiry.submit });

    await submit.click();
    await expect(f.getByLabel(en.inquiry.name)).toBeFocused();
    expect(await f.getByLabel(en.inquiry.name).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await f.getByLabel(en.inquiry.name).fill("Paul Mbarga");
    await f.getByLabel(en.inquiry.email).fill("not-an-email");
    await f.getByLabel(en.inquiry.company).fill("Douala Steel SARL");
    await submit.click();
    expect(await f.getByLabel(en.inquiry.email).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(
      true,
    );

    // Everything filled but the service: the "Select a service" prompt cannot be sent.
    await f.getByLabel(en.inquiry.email).fill("paul@example.org");
    await f.getByLabel(en.inquiry.details).fill("UT of 12 nozzle welds");
    await submit.click();
    const service = f.getByLabel(en.inquiry.service);
    await expect(service).toBeFocused();
    expect(await service.evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);

    await expect(f.getByLabel(en.inquiry.name)).toHaveValue("Paul Mbarga");
    await expect(f.getByLabel(en.inquiry.email)).toHaveValue("paul@example.org");
    await expect(f.getByLabel(en.inquiry.company)).toHaveValue("Douala Steel SARL");
    await expect(f.getByLabel(en.inquiry.details)).toHaveValue("UT of 12 nozzle welds");
    await expect(page.getByText(en.inquiry.successTitle)).toHaveCount(0);
    expect(await mails()).toEqual([]);
  });
});

test.describe("accessibility", () => {
  test("the page, and the reader dialog open, have no axe violations", async ({ page }) => {
    await openPage(page, "/fr");
    await expectNoAxeViolations(page, "/fr");
    await page
      .getByRole("region", { name: fr.blog.title })
      .getByRole("link", { name: fr.blog.readArticle })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "/fr reader dialog");
  });
});
