import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseProjects } from "../../../app/features/projects/project-source";
import type { ProjectFrontMatter } from "../../../app/features/projects/types";
import type { Locale } from "../../../app/lib/i18n";

const root = fileURLToPath(new URL("../../../app/content/projects/", import.meta.url));

/** Every project per locale, as its validated front matter says, so the tests follow the content. */
export function projectsOf(locale: Locale): ProjectFrontMatter[] {
  const files = readdirSync(root).flatMap((folder) =>
    readdirSync(`${root}${folder}`).map((name) => ({
      fileName: `app/content/projects/${folder}/${name}`,
      source: readFileSync(`${root}${folder}/${name}`, "utf8"),
    })),
  );
  return parseProjects(files)[locale].map((p) => p.frontMatter);
}
