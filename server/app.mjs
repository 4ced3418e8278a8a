// The production request handler: static files from the prerendered build through sirv, plus the
// few rules a static host cannot express by itself (canonical URLs, 404 page, unknown articles).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import sirv from "sirv";

/** @param {{ root: string }} options root = build/client */
export function createHandler({ root }) {
  const base = resolve(root);
  const assets = sirv(base, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      );
    },
  });

  const notFoundPage = {
    en: readFileSync(join(base, "404", "index.html")),
    fr: readFileSync(join(base, "fr", "404", "index.html")),
  };

  /** The prerendered page for a clean path, if one exists. */
  function pageFile(pathname) {
    const file = resolve(base, `.${pathname}`, "index.html");
    if (!file.startsWith(base + sep) && file !== join(base, "index.html")) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  }

  function send(res, status, headers, body) {
    res.writeHead(status, headers);
    res.end(body);
  }

  function redirect(res, location, status = 301) {
    send(
      res,
      status,
      { Location: location, "Content-Type": "text/plain; charset=utf-8" },
      `Redirecting to ${location}`,
    );
  }

  function notFound(req, res, pathname) {
    const locale = pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
    const body = notFoundPage[locale];
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "no-cache",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return function handle(req, res) {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, { "Content-Type": "text/plain; charset=utf-8" }, "Bad Request");
    }
    const query = url.search;

    // One canonical form per page: no trailing slash, no index.html.
    if (pathname.endsWith("/index.html"))
      return redirect(res, (pathname.slice(0, -"/index.html".length) || "/") + query);
    if (pathname.length > 1 && pathname.endsWith("/")) return redirect(res, pathname.replace(/\/+$/, "") + query);

    // The not-found page is a template, not a page of its own.
    if (pathname === "/404" || pathname === "/fr/404") return notFound(req, res, pathname);

    if (pageFile(pathname)) {
      req.url = `${pathname === "/" ? "" : pathname}/index.html${query}`;
      return assets(req, res, () => notFound(req, res, pathname));
    }

    return assets(req, res, () => {
      // Articles that were never published go back to the list (spec §8); their data files stay 404.
      const article = /^(\/fr)?\/blog\/[^/.]+$/.exec(pathname);
      if (article) return redirect(res, `${article[1] ?? ""}/blog`, 302);
      return notFound(req, res, pathname);
    });
  };
}
