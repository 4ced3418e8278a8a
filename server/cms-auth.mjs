// Staff sign-in for the Decap CMS editor: the two steps of GitHub's OAuth web flow that need the OAuth app's
// client secret, which no browser may hold (docs/decisions/0022). Decap's `github` backend opens
// `/api/cms/auth` in a popup; GitHub sends the popup back to `/api/cms/callback` with a one-time code, which
// is exchanged here for a token, and the page answered hands the token to the editor that opened the popup
// by the postMessage handshake Decap expects (decap-cms-lib-auth, NetlifyAuthenticator).
// Without a client id and secret both paths answer 404: the static-hosting deployments have no server.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { escapeHtml } from "../app/lib/html.mjs";

/** @import { IncomingMessage, ServerResponse } from "node:http" */

/** Every path under it belongs to this module (server/app.mjs sends them here before the static files). */
export const cmsAuthPrefix = "/api/cms/";
const authPath = `${cmsAuthPrefix}auth`;
const callbackPath = `${cmsAuthPrefix}callback`;

/** Long enough to sign in at GitHub (password, second factor), short enough that a stale one dies. */
const stateMaxAgeSeconds = 600;
const stateCookie = "cms_oauth_state";
/** GitHub answers in well under a second; a popup left waiting longer helps nobody. */
const exchangeTimeoutMs = 10_000;
/** Decap's github backend asks for `repo` (or `public_repo` for open authoring, which this site does not use). */
const scope = "repo";

const notConfigured = "Staff sign-in for the editor is not configured on this server.";

/**
 * What sign-in needs, read once from the environment; `enabled: false` when it cannot work.
 * @typedef {{ enabled: false }
 *   | { enabled: true, clientId: string, clientSecret: string, providerUrl: string, publicOrigin: string }
 * } CmsAuthConfig
 *   clientId, clientSecret = the GitHub OAuth app's; providerUrl = GitHub or a GitHub Enterprise Server, without
 *   a trailing slash; publicOrigin = the site's origin as visitors see it, the only one sign-in answers on
 */

/**
 * The handler of every path under `cmsAuthPrefix`, given the target server/app.mjs has already taken apart
 * and checked (authority = the host of an absolute-form target). Rejects only on a bug; every refusal and
 * provider failure is an answer.
 * @typedef {(req: IncomingMessage, res: ServerResponse,
 *   target: { pathname: string, query: string, authority?: string | null }) => Promise<void>} CmsAuthHandler
 */

/**
 * An http(s) URL without credentials, query or fragment, as a string without trailing slashes; null otherwise.
 * @param {string} value
 * @param {{ pathAllowed: boolean }} options pathAllowed = false for an origin
 */
function baseUrlOf(value, { pathAllowed }) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (!pathAllowed && url.pathname !== "/") return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/** The company's facts (decision 0023), in the checkout the server runs from; its `siteUrl` is the site's origin. */
export const defaultCompanyFile = fileURLToPath(new URL("../app/content/company.json", import.meta.url));

/**
 * The `siteUrl` of the company's facts, or "" when the file cannot be read or has none.
 * @param {string} file
 */
function siteUrlOf(file) {
  try {
    const { siteUrl } = JSON.parse(readFileSync(file, "utf8"));
    return typeof siteUrl === "string" ? siteUrl.trim() : "";
  } catch {
    return "";
  }
}

/**
 * Reads sign-in's configuration: `CMS_GITHUB_CLIENT_ID` and `CMS_GITHUB_CLIENT_SECRET` (both, or sign-in is
 * off), `CMS_GITHUB_URL` (default https://github.com) and `CMS_PUBLIC_ORIGIN` (default: the company's
 * `siteUrl`). The origin is configuration, never a request's Host: GitHub accepts a callback on any
 * sub-domain of the registered one, so a callback built from the Host would hand the code, and the token,
 * to whoever holds a sub-domain. A half-made configuration turns sign-in off and says why on the console,
 * without naming any value: the pages are served whatever the editor's state.
 * @param {Record<string, string | undefined>} [env]
 * @param {{ companyFile?: string }} [options] companyFile = where `siteUrl` is read when CMS_PUBLIC_ORIGIN is unset
 * @returns {CmsAuthConfig}
 */
export function readCmsAuthConfig(env = process.env, { companyFile = defaultCompanyFile } = {}) {
  const clientId = env.CMS_GITHUB_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.CMS_GITHUB_CLIENT_SECRET?.trim() ?? "";
  if (!clientId && !clientSecret) return { enabled: false };
  /** @param {string} problem */
  const off = (problem) => {
    console.error(`CMS sign-in is off: ${problem}.`);
    return /** @type {const} */ ({ enabled: false });
  };
  if (!clientId) return off("CMS_GITHUB_CLIENT_SECRET is set but CMS_GITHUB_CLIENT_ID is not");
  if (!clientSecret) return off("CMS_GITHUB_CLIENT_ID is set but CMS_GITHUB_CLIENT_SECRET is not");
  const providerUrl = baseUrlOf(env.CMS_GITHUB_URL?.trim() || "https://github.com", { pathAllowed: true });
  if (!providerUrl) return off("CMS_GITHUB_URL is not an http(s) URL without query or credentials");
  const origin = env.CMS_PUBLIC_ORIGIN?.trim();
  if (origin) {
    const publicOrigin = baseUrlOf(origin, { pathAllowed: false });
    if (!publicOrigin) return off("CMS_PUBLIC_ORIGIN is not an origin (https://www.example.com)");
    return { enabled: true, clientId, clientSecret, providerUrl, publicOrigin };
  }
  const publicOrigin = baseUrlOf(siteUrlOf(companyFile), { pathAllowed: false });
  if (!publicOrigin) {
    return off("CMS_PUBLIC_ORIGIN is not set and the siteUrl of app/content/company.json is not an origin");
  }
  return { enabled: true, clientId, clientSecret, providerUrl, publicOrigin };
}

/**
 * Whether two secrets are equal, in a time that tells nothing of where they differ (nor of their lengths:
 * both are hashed to the same length first).
 * @param {string} a
 * @param {string} b
 */
function sameSecret(a, b) {
  const digest = (/** @type {string} */ value) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The state stored by `/api/cms/auth`, or "" when the request carries none (or only a malformed one).
 * @param {IncomingMessage} req
 */
function stateFromCookie(req) {
  for (const pair of String(req.headers.cookie ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at === -1 || pair.slice(0, at).trim() !== stateCookie) continue;
    const value = pair.slice(at + 1).trim();
    // The cookie with the longest path comes first, and is ours (a cookie for `/` by the same name is not).
    return /^[\w-]{1,128}$/.test(value) ? value : "";
  }
  return "";
}

/**
 * The Set-Cookie header that stores `state` for this sign-in, or clears it when `state` is "".
 * @param {string} state
 * @param {string} origin the site's public origin
 */
function stateCookieHeader(state, origin) {
  const attributes = [
    `${stateCookie}=${state}`,
    `Path=${cmsAuthPrefix}`,
    `Max-Age=${state ? stateMaxAgeSeconds : 0}`,
    "HttpOnly",
    // Lax, not Strict: the callback is a top-level navigation coming from GitHub, another site.
    "SameSite=Lax",
  ];
  if (origin.startsWith("https:")) attributes.push("Secure");
  return attributes.join("; ");
}

/**
 * Whether a request is addressed to the site's public origin: its Host (already checked as a host name by
 * server/app.mjs) and the authority of an absolute-form target, when it has one, name the origin's host and
 * port, the scheme's default port written or not. The nginx of build/nginx/site.conf passes the Host as the
 * browser sent it.
 * @param {IncomingMessage} req
 * @param {string | null} authority
 * @param {string} origin
 */
function addressedTo(req, authority, origin) {
  const { host, protocol } = new URL(origin);
  const defaultPort = protocol === "https:" ? ":443" : ":80";
  /** @param {string} value */
  const same = (value) => {
    const named = value.toLowerCase();
    return named === host || named === `${host}${defaultPort}`;
  };
  return same(req.headers.host ?? "") && (authority === null || same(authority));
}

/**
 * JSON that can sit inside an inline script: nothing in it can close the element or start a comment, and the
 * two line separators older parsers took for line ends are escaped too.
 * @param {unknown} value
 */
export function scriptJson(value) {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * The popup's side of Decap's handshake: announce itself to the editor that opened it, and answer that editor
 * (and only it, on this site's origin) with the outcome. The first message carries nothing, so it may go to
 * any origin; the outcome goes to the origin of the answer, checked first, so that a page of another site
 * that opened this popup learns nothing.
 * @param {string} message `authorization:github:success:{…}` or `authorization:github:error:{…}`
 */
export function handshakeScript(message) {
  return `(() => {
  const message = ${scriptJson(message)};
  const opener = window.opener;
  if (!opener) return;
  let answered = false;
  window.addEventListener("message", (event) => {
    if (answered || event.source !== opener || event.origin !== window.location.origin) return;
    answered = true;
    opener.postMessage(message, event.origin);
  });
  opener.postMessage("authorizing:github", "*");
})();`;
}

/**
 * Headers every sign-in step answers with; given the site's origin, the state cookie is spent as well.
 * @param {ServerResponse} res
 * @param {string} origin the site's public origin, or "" to leave the cookie alone
 */
function setCommonHeaders(res, origin) {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex");
  // The popup must stay in the editor's browsing context group through GitHub and back, or `window.opener`
  // is gone when the callback page runs: the site's `same-origin` would cut it on the first navigation.
  res.setHeader("Cross-Origin-Opener-Policy", "unsafe-none");
  if (origin) res.setHeader("Set-Cookie", stateCookieHeader("", origin));
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
function sendText(req, res, status, text) {
  const body = Buffer.from(`${text}\n`);
  res.setHeader("Cache-Control", "no-store");
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Answers the popup page carrying `message` to the editor, with a policy that allows its one script and
 * nothing else, and no Referer that would carry the callback's URL (and its code) anywhere.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} message the handshake's outcome
 * @param {string} text what the popup shows meanwhile, or for good when it has no opener
 */
function sendHandshake(req, res, status, message, text) {
  const script = handshakeScript(message);
  const hash = createHash("sha256").update(script, "utf8").digest("base64");
  const html =
    '<!doctype html>\n<html lang="en">\n<meta charset="utf-8">\n<title>Editor sign-in</title>\n' +
    `<p>${escapeHtml(text)}</p>\n<script>${script}</script>\n</html>\n`;
  const body = Buffer.from(html);
  res.setHeader(
    "Content-Security-Policy",
    `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  res.setHeader("Referrer-Policy", "no-referrer");
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} reason shown by the editor on its sign-in page, and by the popup
 */
function sendFailure(req, res, status, reason) {
  const message = `authorization:github:error:${JSON.stringify({ message: reason })}`;
  sendHandshake(req, res, status, message, `${reason} You can close this window.`);
}

/**
 * An OAuth error code as it may appear in a sentence: GitHub's are lower-case words joined by `_`; anything
 * else (the query is anybody's to write) is left out.
 * @param {unknown} code
 */
const errorCodeOf = (code) => (typeof code === "string" && /^[a-z_]{1,64}$/.test(code) ? code : "");

/**
 * Sign-in for the Decap CMS editor through GitHub's OAuth web flow.
 * @param {CmsAuthConfig} [config] read from the environment when not given
 * @returns {CmsAuthHandler}
 */
export function createCmsAuthHandler(config = readCmsAuthConfig()) {
  /**
   * `GET /api/cms/auth`: a fresh state in a cookie only this browser sends back, then on to GitHub.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Extract<CmsAuthConfig, { enabled: true }>} settings
   * @param {string} origin
   */
  function startSignIn(req, res, settings, origin) {
    const state = randomBytes(32).toString("base64url");
    const authorize = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: `${origin}${callbackPath}`,
      scope,
      state,
    });
    const location = `${settings.providerUrl}/login/oauth/authorize?${authorize}`;
    setCommonHeaders(res, "");
    res.setHeader("Set-Cookie", stateCookieHeader(state, origin));
    res.setHeader("Location", location);
    sendText(req, res, 302, "Redirecting to GitHub to sign in.");
  }

  /**
   * `GET /api/cms/callback`: the state checked against the cookie (which is spent whatever happens), the code
   * exchanged for a token, and the outcome handed to the editor.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Extract<CmsAuthConfig, { enabled: true }>} settings
   * @param {string} origin
   * @param {URLSearchParams} params
   */
  async function finishSignIn(req, res, settings, origin, params) {
    // A HEAD (a link checker, a prefetch) would otherwise spend the state and the one-time code.
    if (req.method === "HEAD") return sendText(req, res, 200, "");
    setCommonHeaders(res, origin);

    const expected = stateFromCookie(req);
    const state = params.get("state") ?? "";
    if (!expected) {
      console.warn("CMS sign-in: a callback without the state cookie (expired, or another browser).");
      return sendFailure(req, res, 400, "The sign-in expired or began in another browser: please sign in again.");
    }
    if (!sameSecret(state, expected)) {
      console.warn("CMS sign-in: a callback whose state is not the one this browser was given.");
      return sendFailure(req, res, 400, "The sign-in could not be verified: please sign in again.");
    }

    const providerError = params.get("error");
    if (providerError !== null) {
      const code = errorCodeOf(providerError);
      // Only our own words reach the editor: the description is anybody's to write in a link.
      if (code === "access_denied") return sendFailure(req, res, 400, "Sign-in was cancelled at GitHub.");
      return sendFailure(req, res, 400, `GitHub refused the sign-in${code ? ` (${code})` : ""}.`);
    }
    const code = params.get("code") ?? "";
    if (!code) return sendFailure(req, res, 400, "GitHub sent no authorization code: please sign in again.");

    /** @type {Response} */
    let response;
    try {
      response = await fetch(`${settings.providerUrl}/login/oauth/access_token`, {
        method: "POST",
        headers: { Accept: "application/json" },
        // In the body, never the URL, where proxies and logs would keep it.
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code,
          redirect_uri: `${origin}${callbackPath}`,
        }),
        signal: AbortSignal.timeout(exchangeTimeoutMs),
      });
    } catch (error) {
      const failure = /** @type {{ name?: string, cause?: { code?: string } }} */ (error);
      console.error(`CMS sign-in: GitHub did not answer the token exchange (${failure.cause?.code ?? failure.name}).`);
      return sendFailure(req, res, 502, "GitHub could not be reached: please try again in a moment.");
    }
    if (!response.ok) {
      await response.body?.cancel();
      console.error(`CMS sign-in: the token exchange was answered ${response.status}.`);
      return sendFailure(req, res, 502, `GitHub answered ${response.status}: please try again in a moment.`);
    }
    /** @type {{ access_token?: unknown, error?: unknown } | null} */
    let answer;
    try {
      answer = /** @type {{ access_token?: unknown, error?: unknown } | null} */ (await response.json());
    } catch {
      console.error("CMS sign-in: the token exchange was answered with something other than JSON.");
      return sendFailure(req, res, 502, "GitHub's answer could not be read: please try again in a moment.");
    }
    const refusal = errorCodeOf(answer?.error);
    if (answer?.error !== undefined || typeof answer?.access_token !== "string" || !answer.access_token) {
      // GitHub answers 200 with an error code: a spent or forged code is the visitor's to retry, anything
      // else (a wrong secret, a callback URL GitHub does not know) is the operator's to fix.
      console.error(`CMS sign-in: GitHub refused the token exchange (${refusal || "no token"}).`);
      const spentCode = refusal === "bad_verification_code";
      return sendFailure(
        req,
        res,
        spentCode ? 400 : 502,
        spentCode
          ? "GitHub did not accept the sign-in code (it may have expired): please sign in again."
          : `GitHub refused to sign in the editor${refusal ? ` (${refusal})` : ""}: tell the site's administrator.`,
      );
    }
    const success = { token: answer.access_token, provider: "github" };
    sendHandshake(
      req,
      res,
      200,
      `authorization:github:success:${JSON.stringify(success)}`,
      "Signed in: back to the editor.",
    );
  }

  return async function handleCmsAuth(req, res, { pathname, query, authority = null }) {
    if (pathname !== authPath && pathname !== callbackPath) return sendText(req, res, 404, "Not Found");
    if (!config.enabled) return sendText(req, res, 404, notConfigured);
    const origin = config.publicOrigin;
    if (!addressedTo(req, authority, origin)) {
      // The Host is anybody's to write: the log says what happened, not what was sent.
      console.warn("CMS sign-in: refused a request addressed to another host than the site's public origin.");
      return sendText(req, res, 400, "Bad Request");
    }
    if (pathname === authPath) return startSignIn(req, res, config, origin);
    return finishSignIn(req, res, config, origin, new URLSearchParams(query));
  };
}
