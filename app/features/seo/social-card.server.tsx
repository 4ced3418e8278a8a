import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { company } from "~/content/company";

/**
 * The drawing tools, fonts and logo, loaded on the first card. Cards are drawn at build time only (Astro's
 * `site/pages/social/`): the production server never carries satori (~36 MB).
 */
async function loadTools() {
  const [{ default: satori }, { Resvg }] = await Promise.all([import("satori"), import("@resvg/resvg-js")]);
  const require = createRequire(import.meta.url);
  const font = (weight: number) =>
    readFileSync(require.resolve(`@fontsource/barlow-condensed/files/barlow-condensed-latin-${weight}-normal.woff`));
  // satori reads WOFF (not WOFF2), which the font package ships too.
  const fonts = [
    { name: "Barlow Condensed", data: font(700), weight: 700 as const, style: "normal" as const },
    { name: "Barlow Condensed", data: font(500), weight: 500 as const, style: "normal" as const },
  ];
  const logo = `data:image/svg+xml;base64,${readFileSync("public/images/logo-mark.svg").toString("base64")}`;
  return { satori, Resvg, fonts, logo };
}
let tools: ReturnType<typeof loadTools> | null = null;

/** Drawn cards, kept by their drawing beside the compressed copies (scripts/postbuild/compress.mjs). */
const cardCacheDir = join(process.cwd(), "node_modules", ".cache", "social-cards");

export interface CardText {
  /** The page's own title, the card's headline. */
  title: string;
  /** A short line under the brand: the site section. */
  kicker: string;
  /** The line at the bottom: where the company is and what it holds. */
  footer: string;
}

/** A 1200×630 PNG link preview for one page, drawn from its own title and the brand. */
export async function renderSocialCard({ title, kicker, footer }: CardText): Promise<Uint8Array> {
  tools ??= loadTools();
  const { satori, Resvg, fonts, logo } = await tools;
  const size = title.length > 70 ? 64 : title.length > 40 ? 76 : 92;
  const svg = await satori(
    <div
      style={{
        // Satori sizes boxes without their padding, so the box is the canvas less padding and border.
        width: 1200 - 144 - 18,
        height: 630 - 128,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        backgroundImage: "linear-gradient(135deg, #061423 0%, #0b1f33 55%, #1d3a57 100%)",
        color: "#ffffff",
        fontFamily: "Barlow Condensed",
        borderLeft: "18px solid #f26b1d",
      }}
    >
      <div style={{ display: "flex", alignItems: "center" }}>
        <img src={logo} width={72} height={72} alt="" style={{ marginRight: 20 }} />
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 40, fontWeight: 700, letterSpacing: 1, textTransform: "uppercase" }}>
            {company.name}
          </div>
          <div style={{ fontSize: 28, fontWeight: 500, color: "#f5a524" }}>{kicker}</div>
        </div>
      </div>
      <div style={{ display: "flex", fontSize: size, fontWeight: 700, lineHeight: 1.05, maxWidth: 1000 }}>{title}</div>
      <div
        style={{ display: "flex", justifyContent: "space-between", fontSize: 28, fontWeight: 500, color: "#9fb3c8" }}
      >
        <div style={{ display: "flex" }}>{footer}</div>
        <div style={{ display: "flex" }}>{company.siteUrl.replace(/^https?:\/\//, "")}</div>
      </div>
    </div>,
    { width: 1200, height: 630, fonts },
  );
  // Drawing the picture is most of a card's time (about 30 ms of 35), and every build draws them all: the
  // video variant, the editor's clone and the next build after a one-line change draw the same cards. So
  // they are kept by their drawing (the SVG, which holds every word, colour and font) beside the compressed
  // copies, in this checkout's node_modules, which a clone shares.
  const file = join(cardCacheDir, `${createHash("sha256").update(svg).digest("hex")}.png`);
  try {
    return new Uint8Array(readFileSync(file));
  } catch {
    // Not drawn yet.
  }
  const png = new Resvg(svg, { fitTo: { mode: "width", value: 1200 } }).render().asPng();
  try {
    mkdirSync(cardCacheDir, { recursive: true });
    // Whole or not at all: two builds may draw the same card at once.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, png);
    renameSync(partial, file);
  } catch {
    // A cache that cannot be written costs the next build time, not this one its card.
  }
  return new Uint8Array(png);
}
