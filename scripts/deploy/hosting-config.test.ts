import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editorHeaders } from "../../server/policy.mjs";
import { headersFile } from "../postbuild/hosting.mjs";

// The static hosts build from the repository with netlify.toml and wrangler.toml (decision 0024). They must
// publish the folder where the post-build step writes _headers and _redirects, and build on the project's
// Node.js release; a change of either that forgets these files fails here.
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
const pinned = read(".node-version").trim();

/** `key = "value"` pairs of a TOML file by `section.key` (top-level keys have no section), comments dropped. */
function tomlStrings(text: string) {
  const values = new Map<string, string>();
  let section = "";
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    const header = /^\[([\w.]+)\]$/.exec(line);
    if (header) section = header[1] ?? "";
    const pair = /^([\w]+)\s*=\s*(?:"([^"]*)"|(\w+))$/.exec(line);
    if (pair) values.set(section ? `${section}.${pair[1]}` : (pair[1] ?? ""), pair[2] ?? pair[3] ?? "");
  }
  return values;
}

const normalize = (path: string | undefined) => path?.replace(/^\.\//, "").replace(/\/$/, "");

describe("netlify.toml", () => {
  const netlify = tomlStrings(read("netlify.toml"));

  it("builds with npm run build and publishes build/client, where _headers and _redirects are written", () => {
    expect(netlify.get("build.command")).toBe("npm run build");
    expect(normalize(netlify.get("build.publish"))).toBe("build/client");
    expect(read("scripts/postbuild/index.mjs")).toContain('writeFileSync(join(client, "_headers")');
  });

  it("builds on the Node.js release of .node-version", () => {
    expect(netlify.get("build.environment.NODE_VERSION")).toBe(pinned);
  });

  it("leaves the HTML as built (no post-processing) and adds no rules of its own beside _headers/_redirects", () => {
    expect(netlify.get("build.processing.skip_processing")).toBe("true");
    expect(read("netlify.toml")).not.toMatch(/^\s*\[\[(headers|redirects)\]\]/m);
  });
});

describe("wrangler.toml", () => {
  const wrangler = tomlStrings(read("wrangler.toml"));

  it("gives Cloudflare Pages the fields it requires, with build/client as the output", () => {
    expect(normalize(wrangler.get("pages_build_output_dir"))).toBe("build/client");
    expect(wrangler.get("name")).toMatch(/^[a-z0-9-]+$/);
    expect(wrangler.get("compatibility_date")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("the editor's opener policy on the static hosts", () => {
  it("comes from the generated _headers, which neither file overrides", () => {
    const headers = headersFile({ pages: { "/admin": { scripts: [], handlers: [], editor: true } }, otherFiles: [] });
    const rule = /^\/admin\n((?: {2}.*\n)+)/m.exec(headers)?.[1] ?? "";
    // The site's `same-origin` detached (Cloudflare Pages), then the editor's own.
    expect(rule).toContain("  ! Cross-Origin-Opener-Policy\n");
    expect(rule).toContain(`  Cross-Origin-Opener-Policy: ${editorHeaders["Cross-Origin-Opener-Policy"]}\n`);
    expect(read("netlify.toml")).not.toMatch(/^\s*\[\[headers\]\]/m);
    expect(read("wrangler.toml")).not.toMatch(/^\s*\[*headers\b/m);
  });
});
