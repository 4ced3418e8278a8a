import { readFileSync } from "node:fs";
import type { Route } from "./+types/icon";

/** PNG icons rendered at build time from the SVG logo mark: sizes and backgrounds each platform asks for. */
export const icons = {
  "favicon-32.png": { size: 32, padding: 0, background: undefined },
  "apple-touch-icon.png": { size: 180, padding: 18, background: "#ffffff" },
  "icon-192.png": { size: 192, padding: 0, background: undefined },
  "icon-512.png": { size: 512, padding: 0, background: undefined },
  "icon-maskable-512.png": { size: 512, padding: 96, background: "#0b1f33" },
} as const;

/** Runs at build time; the renderer loads with the first icon, never in the production server. */
export async function loader({ params }: Route.LoaderArgs) {
  const spec = icons[params.name as keyof typeof icons];
  if (!spec) throw new Response("Not found", { status: 404 });
  const mark = readFileSync("public/images/logo-mark.svg", "utf8");
  const inner = spec.size - spec.padding * 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.size}" height="${spec.size}" viewBox="0 0 ${spec.size} ${spec.size}">${
    spec.background ? `<rect width="100%" height="100%" fill="${spec.background}"/>` : ""
  }<image x="${spec.padding}" y="${spec.padding}" width="${inner}" height="${inner}" href="data:image/svg+xml;base64,${Buffer.from(mark).toString("base64")}"/></svg>`;
  const { Resvg } = await import("@resvg/resvg-js");
  const png = new Resvg(svg, { fitTo: { mode: "width", value: spec.size } }).render().asPng();
  return new Response(Buffer.from(png), { headers: { "Content-Type": "image/png" } });
}
