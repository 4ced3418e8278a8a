import { company } from "~/content/company";
import { type EditorBackend, editorConfig } from "./editor-config";

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

/** The configuration file's text. */
export function editorConfigText(env: Record<string, string | undefined> = process.env): string {
  return `${JSON.stringify(editorConfig(editorBackend(env), company.siteUrl), null, 2)}\n`;
}
