import { company } from "~/content/company";
import { editorDictionaries } from "~/content/locales/editor";
import { locales } from "~/lib/i18n";
import { type EditorBackend, editorConfig } from "./editor-config";
import { maxPhotoMegabytes } from "./upload-rules";

/**
 * The editor's backend from the build's environment (README, "Editing the site"). GitHub by default,
 * signing in through the site's own server; `CMS_BACKEND=gitea` for a Gitea or Forgejo of the company's,
 * which signs in from the browser with PKCE and needs no server secret.
 */
export function editorBackend(env: Record<string, string | undefined> = process.env): EditorBackend {
  const repo = env.CMS_REPO || "example/weld-inspect-site";
  const branch = env.CMS_BRANCH || "main";
  if (env.CMS_BACKEND === "gitea") {
    const base = (env.CMS_GITEA_URL || "https://git.example.com").replace(/\/$/, "");
    return {
      name: "gitea",
      repo,
      branch,
      base_url: base,
      api_root: `${base}/api/v1`,
      app_id: env.CMS_GITEA_APP_ID || "",
    };
  }
  return { name: "github", repo, branch, base_url: env.CMS_SITE_URL || company.siteUrl, auth_endpoint: "api/cms/auth" };
}

/** Where the editor's configuration in a language is served from: English is Decap's default name. */
export const configFileOf = (locale: string) => (locale === "en" ? "config.yml" : `config.${locale}.yml`);

/**
 * The files of /admin the build writes next to Decap's bundle, by name: the configuration in each language
 * (JSON, which is YAML too) and the words of the editor's own extensions. `local` is for `npm run cms`:
 * "View Live" leads to its dev server (`siteUrl`), and Publish writes the files at once, because its
 * backend writes files and nothing else, with no drafts or review to keep them in.
 */
export function editorFiles(
  env: Record<string, string | undefined> = process.env,
  local?: { siteUrl: string },
): Record<string, string> {
  const backend = editorBackend(env);
  const siteUrl = local?.siteUrl ?? (env.CMS_SITE_URL || company.siteUrl);
  const files: Record<string, string> = {};
  for (const locale of locales) {
    const config = editorConfig(backend, siteUrl, locale, { workflow: !local });
    files[configFileOf(locale)] = `${JSON.stringify(config, null, 2)}\n`;
  }
  const text = Object.fromEntries(
    locales.map((locale) => {
      const { messages, languages, otherLanguage } = editorDictionaries[locale];
      return [locale, { messages, languages, otherLanguage, config: configFileOf(locale) }];
    }),
  );
  files["editor-text.json"] = `${JSON.stringify({ maxPhotoMegabytes, ...text }, null, 2)}\n`;
  return files;
}
