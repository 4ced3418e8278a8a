import type { Widen } from "~/lib/i18n";
/**
 * English blog dictionary: the list page, the article page, sharing and the feed.
 * `fr/blog.ts` must match its shape exactly (see `BlogDictionary`).
 */
export const blog = {
  /** Labels of the category ids used in front matter. */
  categories: {
    technology: "Technology",
    safety: "Safety",
    "quality-control": "Quality Control",
  },
  list: {
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles...",
    searchHint: "Matches titles, summaries and tags.",
    categoriesLabel: "Filter by category",
    all: "All",
    heading: "Articles",
    results: { one: "{count} article", other: "{count} articles" },
    empty: "No articles found matching your criteria.",
    clearFilters: "Clear search and filters",
    pagerLabel: "Article pages",
    previous: "Previous",
    next: "Next",
    pageOf: "Page {page} of {count}",
  },
  post: {
    featured: "Featured",
    by: "By",
    sampleAuthor: "Sample profile",
    published: "Published",
    readTime: "Reading time",
    category: "Category",
    keyTakeaways: "Key Takeaways",
    tags: "Tags",
    backToBlog: "Back to Blog",
    /** Before the name of who took the article's lead photograph. */
    photoCredit: "Photo:",
    tableLabel: "Comparison table (scroll sideways on small screens)",
    closingTitle: "Need an inspector on your project?",
    closing: [
      "Whether you are qualifying a new welding procedure, planning NDT for a shutdown or need an independent third-party inspector at a vendor's shop, our AWS-CWI, CSWIP and ASNT Level III personnel can help. We work to the code your contract names (ASME, API, AWS or ISO) and report in English or French.",
      "Send us your drawings, inspection and test plan or tender scope, and an engineer will come back with the right methods, the team and a schedule. For breakdowns and urgent repairs, our crews mobilise from our Douala base 24 hours a day to sites across Cameroon and the Gulf of Guinea.",
    ],
    contactUs: "Contact our inspection team",
  },
  share: {
    button: "Share",
    label: "Share this article",
    copied: "Link copied to the clipboard.",
    manualLabel: "Link to this article",
    manualHint: "Your browser cannot share or copy automatically. Select the link below and copy it.",
    byEmail: "Share by email",
    onWhatsApp: "Share on WhatsApp",
  },
} as const;

/** The shape every translation of the blog dictionary must have: English's keys, any words. */
export type BlogDictionary = Widen<typeof blog>;
