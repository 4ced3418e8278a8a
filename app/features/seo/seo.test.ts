import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import type { MetaDescriptor } from "~/lib/router";
import { absoluteUrl, pageMeta, socialCardPath } from "./seo";
import { blogPostingJsonLd, breadcrumbJsonLd } from "./structured-data";

const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.filter((m) => (m as Record<string, unknown>)[key] === value);

describe("page metadata", () => {
  const meta = pageMeta({
    title: "Contrôle non destructif (CND)",
    description: "Ultrasons, magnétoscopie, ressuage et radiographie.",
    pathname: "/fr/services/ndt",
    locale: "fr",
  });

  it("names the page, then the company", () => {
    expect(meta[0]).toEqual({ title: `Contrôle non destructif (CND) | ${company.name}` });
  });

  it("gives the page's own absolute URL as canonical and both languages as alternates", () => {
    expect(find(meta, "rel", "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${company.siteUrl}/fr/services/ndt` },
    ]);
    const alternates = find(meta, "rel", "alternate").map((m) => [
      (m as { hrefLang: string }).hrefLang,
      (m as { href: string }).href,
    ]);
    expect(alternates).toEqual([
      ["en", `${company.siteUrl}/services/ndt`],
      ["fr", `${company.siteUrl}/fr/services/ndt`],
      ["x-default", `${company.siteUrl}/services/ndt`],
    ]);
  });

  it("points link previews at the page's card in its language, and names the other language", () => {
    expect(find(meta, "property", "og:image")).toEqual([
      { property: "og:image", content: `${company.siteUrl}/social/fr/services/ndt.png` },
    ]);
    expect(find(meta, "property", "og:locale")).toEqual([{ property: "og:locale", content: "fr_FR" }]);
    expect(find(meta, "property", "og:locale:alternate")).toEqual([
      { property: "og:locale:alternate", content: "en_GB" },
    ]);
  });

  it("keeps the home page's slash and names its card home", () => {
    expect(absoluteUrl("/")).toBe(`${company.siteUrl}/`);
    expect(socialCardPath("/")).toBe("/social/en/home.png");
    expect(socialCardPath("/fr")).toBe("/social/fr/home.png");
    expect(socialCardPath("/fr/blog/offshore-welding-safety")).toBe("/social/fr/blog/offshore-welding-safety.png");
  });
});

describe("structured data", () => {
  it("has no breadcrumbs on the home page and absolute items elsewhere", () => {
    expect(breadcrumbJsonLd("/", "en", [{ name: "Home", path: "/" }])).toBeNull();
    const crumbs = breadcrumbJsonLd("/blog", "fr", [
      { name: "Accueil", path: "/" },
      { name: "Blog", path: "/blog" },
    ]);
    expect(crumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: `${company.siteUrl}/fr` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${company.siteUrl}/fr/blog` },
    ]);
  });

  it("describes an article with absolute URLs in its language", () => {
    const posting = blogPostingJsonLd(
      {
        slug: "offshore-welding-safety",
        title: "Sécurité du soudage offshore",
        excerpt: "Permis de travail à chaud.",
        publishDate: "2026-08-20",
        author: "Marie-Claire Eyenga, responsable HSE",
        authorSlug: "marie-claire-eyenga",
        authorSample: false,
        image: "/images/blog-offshore-welding-safety.svg",
        tags: ["ISO 45001"],
      },
      "fr",
    );
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "Sécurité du soudage offshore",
      datePublished: "2026-08-20",
      author: {
        "@type": "Person",
        name: "Marie-Claire Eyenga, responsable HSE",
        url: `${company.siteUrl}/fr/about/team#marie-claire-eyenga`,
      },
      mainEntityOfPage: `${company.siteUrl}/fr/blog/offshore-welding-safety`,
      inLanguage: "fr",
    });
    // A sample author is never published as a real person: the company signs the article instead.
    const sample = blogPostingJsonLd(
      {
        slug: "a",
        title: "A",
        excerpt: "A.",
        publishDate: "2026-08-20",
        author: "Sample Person, inspector",
        authorSlug: "sample-person",
        authorSample: true,
        image: "/images/a.svg",
        tags: ["A"],
      },
      "en",
    );
    expect(sample.author).toEqual({ "@id": `${company.siteUrl}/#organization` });
    expect(JSON.stringify(sample)).not.toContain("Sample Person");
    expect(posting.image).toEqual([
      `${company.siteUrl}/images/blog-offshore-welding-safety.svg`,
      `${company.siteUrl}/social/fr/blog/offshore-welding-safety.png`,
    ]);
  });
});
