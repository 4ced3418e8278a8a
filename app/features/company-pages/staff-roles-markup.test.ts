import { describe, expect, it } from "vitest";
import { resolvedPhoto } from "~/test/photo-fixture";
import type { StaffRole } from "./staff-role-list";
import { staffRolesMarkup } from "./staff-roles-markup.server";

const drawn: StaffRole = {
  id: "welder",
  src: "/images/role-welder.svg",
  photo: null,
  credit: null,
  name: `Welder <img src=x onerror="alert(1)"> & fitter`,
  description: "<script>alert(2)</script>",
  imageAlt: "A welder at a pipe joint.",
};
const photographed: StaffRole = {
  ...drawn,
  id: "inspector",
  name: "Welding inspector",
  description: "CSWIP 3.1 inspectors for fabrication yards.",
  imageAlt: "An inspector checks a fillet weld with a gauge.",
  credit: "Jean <b>Ekwalla</b>",
  photo: resolvedPhoto("inspector"),
};

describe("staffRolesMarkup", () => {
  const html = staffRolesMarkup([drawn, photographed], "Photo:");

  it("renders one card per role in order, the drawing where there is no photograph", () => {
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html.indexOf("Welder")).toBeLessThan(html.indexOf("Welding inspector"));
    expect(html).toContain(`src="/images/role-welder.svg"`);
    expect(html).toContain(`alt="A welder at a pipe joint."`);
  });

  it("renders a role's photograph in every format the pipeline made, in place of its drawing", () => {
    expect(html).toContain(`type="image/avif" srcSet="/photos/inspector-11111111-480.avif 480w"`);
    expect(html).toContain(`type="image/webp" srcSet="/photos/inspector-22222222-480.webp 480w"`);
    expect(html).toContain(`src="/photos/inspector-1a2b3c4d-800.jpg"`);
    expect(html).toContain(`alt="An inspector checks a fillet weld with a gauge."`);
    expect(html.match(/role-welder\.svg/g)).toHaveLength(1);
  });

  it("credits the photograph, and only a photograph", () => {
    expect(html).toContain("Photo: Jean &lt;b&gt;Ekwalla&lt;/b&gt;");
    expect(html.match(/Photo: /g)).toHaveLength(1);
  });

  it("escapes the roles' text: a name or description is never markup", () => {
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script");
    expect(html).toContain("Welder &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; fitter");
  });
});
