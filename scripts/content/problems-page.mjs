// The dev server's answer to content the build would refuse (decision 0027): instead of the page, or Vite's
// error overlay with a stack trace, a page listing the same lines as `npm run check:content`, in English and
// in French, which reloads by itself once the files are fixed. The staff see it in `npm run cms` as soon as the
// editor saves a mistake; the editor itself (/admin) and everything that is not a page are served as usual.

import { escapeHtml } from "../../app/lib/html.mjs";

/** @import { ViteDevServer } from "vite" */
/** @typedef {{ en: string, fr: string }} Said */
/** @typedef {{ collection: string, name: Said, lines: Said[] }} ContentReport */

/** Where the page asks whether the content is fixed. */
export const statusPath = "/__content-problems";

/** Folders whose files the check reads: a change there may fix or break the content. */
const watched = /[\\/](?:app[\\/]content|public[\\/]images)[\\/]/;

/**
 * The page for a report: a heading and what to do in both languages, then each problem in English with its
 * French below. A small script asks `statusPath` every two seconds and reloads once the content is fixed.
 * @param {ContentReport} report
 */
export function problemsPage(report) {
  const count = report.lines.length;
  const items = report.lines
    .map((line) => `<li><p>${escapeHtml(line.en)}</p><p lang="fr">${escapeHtml(line.fr)}</p></li>`)
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content to fix / Contenu à corriger</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #0b1f33; background: #f4f6f8; margin: 0; }
main { max-width: 60rem; margin: 0 auto; padding: 2rem 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
li { background: #fff; border-left: 4px solid #b42318; margin: 0 0 0.75rem; padding: 0.5rem 1rem; list-style: none; }
ol { padding: 0; }
li p { margin: 0.25rem 0; }
[lang="fr"] { color: #3d4f61; }
</style>
</head>
<body>
<main>
<h1>The site cannot be shown: its content needs fixing</h1>
<p lang="fr"><strong>Le site ne peut pas être affiché : son contenu est à corriger</strong></p>
<p>${count} ${count === 1 ? "problem" : "problems"} in ${escapeHtml(report.name.en)}. Fix ${count === 1 ? "it" : "them"} in the <a href="/admin/">editor</a>: this page comes back by itself once the content is right.</p>
<p lang="fr">${count} ${count === 1 ? "problème" : "problèmes"} dans ${escapeHtml(report.name.fr)}. ${count === 1 ? "Corrigez-le" : "Corrigez-les"} dans l'<a href="/admin/">éditeur</a> : cette page revient d'elle-même une fois le contenu correct.</p>
<ol>
${items}
</ol>
</main>
<script type="module">
setInterval(async () => {
  try {
    const status = await (await fetch(${JSON.stringify(statusPath)}, { cache: "no-store" })).json();
    if (status.ok) location.reload();
  } catch {}
}, 2000);
</script>
</body>
</html>
`;
}

/**
 * Whether a request is for a page of the site: a document the browser navigates to, not a module, a file or
 * the editor.
 * @param {import("node:http").IncomingMessage} request
 */
export function isPageRequest(request) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (!(request.headers.accept ?? "").includes("text/html")) return false;
  const path = (request.url ?? "/").split("?", 1)[0] ?? "/";
  if (/^\/(?:@|__|(?:admin|api|node_modules)(?:\/|$))/.test(path)) return false;
  // A file (an image, a feed, a script): a page's last segment has no extension.
  return !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Serves the problems page in place of the site's pages while `report` finds problems. The report is made
 * once and kept until a file under app/content/ or public/images/ changes; a change that breaks the content
 * reloads the open pages, so they show the list.
 * @param {ViteDevServer} server
 * @param {() => Promise<ContentReport | null>} report
 */
export function serveContentProblems(server, report) {
  /** @type {Promise<ContentReport | null> | null} */
  let current = null;
  const latest = () => {
    current ??= report().catch((/** @type {unknown} */ error) => {
      // A check that cannot run is a bug in the checks, not the content's: the site is served and the log says why.
      server.config.logger.error(`content check: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    return current;
  };
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let pending;
  server.watcher.on("all", (_event, file) => {
    if (!watched.test(file)) return;
    current = null;
    // An editor writes both languages' files one after the other: one check once they have both arrived. A
    // check made meanwhile may have read a file half-way through its changes, so it is made again then.
    clearTimeout(pending);
    pending = setTimeout(async () => {
      current = null;
      const found = await latest();
      if (found) {
        server.config.logger.warn(
          `content: ${found.lines.length} to fix in ${found.name.en}, listed in place of the pages`,
        );
        server.ws.send({ type: "full-reload" });
      }
    }, 200);
  });

  server.middlewares.use(async (request, response, next) => {
    try {
      if ((request.url ?? "").split("?", 1)[0] === statusPath) {
        response.setHeader("content-type", "application/json");
        response.setHeader("cache-control", "no-store");
        response.end(JSON.stringify({ ok: (await latest()) === null }));
        return;
      }
      if (!isPageRequest(request)) return next();
      const found = await latest();
      if (!found) return next();
      response.statusCode = 500;
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.setHeader("cache-control", "no-store");
      response.end(request.method === "HEAD" ? undefined : problemsPage(found));
    } catch (error) {
      next(error);
    }
  });
}
