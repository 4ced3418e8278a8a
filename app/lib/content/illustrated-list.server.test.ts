import manifest from "virtual:photo-manifest";
import { describe, expect, it } from "vitest";
import { findPhoto } from "~/lib/photos";
import { illustratedView } from "./illustrated-list.server";

describe("illustratedView", () => {
  it("gives a drawn item its drawing, and neither photograph nor credit", () => {
    expect(illustratedView({ id: "welder", illustration: "/images/role-welder.svg" })).toEqual({
      id: "welder",
      src: "/images/role-welder.svg",
      photo: null,
      credit: null,
    });
  });

  it("resolves a photographed item's photo from the pipeline's manifest, with its credit", () => {
    const view = illustratedView({
      id: "weld",
      illustration: "/images/role-welder.svg",
      photo: "samples/weld-bead.jpg",
      photoCredit: "Site team",
    });
    expect(view.photo).toEqual(findPhoto(manifest, "samples/weld-bead.jpg"));
    expect(view.photo?.srcSet.avif).toMatch(/\.avif \d+w/);
    expect(view.credit).toBe("Site team");
  });

  it("shows no credit once its photo is removed", () => {
    expect(illustratedView({ id: "a", illustration: "/images/a.svg", photoCredit: "Left behind" }).credit).toBeNull();
  });
});
