import { describe, expect, it } from "vitest";
import type { Post } from "~/features/blog/posts.server";
import { demoteHeadings, toTeaserPost } from "./teaser-post";

const post: Post = {
  id: 1,
  slug: "advanced-ndt-techniques",
  title: "Advanced NDT",
  excerpt: "Excerpt",
  date: "September 15, 2026",
  publishDate: "2026-09-15",
  author: "Eng. A, NDT Level 3",
  authorSlug: "eng-a",
  authorSample: true,
  readTime: "6 min read",
  category: "technology",
  featured: true,
  image: "/images/blog-advanced-ndt-techniques.svg",
  imageAlt: "Alt",
  tags: ["PAUT"],
  keyTakeaways: ["One"],
  html: "<h2>Why</h2>\n<p>Text</p>\n<h3>Detail</h3>\n<p>More</p>\n",
  photo: null,
};

describe("toTeaserPost", () => {
  it("keeps only what the teaser and the reader's header show, not the article", () => {
    const teaser = toTeaserPost(post);
    expect(Object.keys(teaser).sort()).toEqual(
      ["author", "category", "excerpt", "image", "imageAlt", "publishDate", "readTime", "slug", "title"].sort(),
    );
  });

  it("moves the article's headings one level down, under the dialog's title", () => {
    expect(demoteHeadings(post.html)).toBe("<h3>Why</h3>\n<p>Text</p>\n<h4>Detail</h4>\n<p>More</p>\n");
  });
});
