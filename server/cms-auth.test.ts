import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inspect } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sendRequest } from "../tests/support/http-request";
import { createHandler } from "./app.mjs";
import { createCmsAuthHandler, defaultCompanyFile, readCmsAuthConfig } from "./cms-auth.mjs";

/**
 * The editor's sign-in through the site's own server, against a stand-in for GitHub's token endpoint on this
 * machine; the popup page's script runs in jsdom against a stand-in for Decap's side of the handshake.
 */

const clientId = "test-client-id";
const clientSecret = "test-secret-never-logged";
const goodCode = "good-code";
const token = "gho_testTokenNeverLogged";
/** A code the stand-in answers with a token no HTML parser should read as markup. */
const hostileCode = "hostile-code";
const hostileToken = "gho_</script><script>alert(1)</script>\u2028<!--";

// jsdom ships no types; the little of it used here is described by hand.
type Jsdom = new (
  html: string,
  options: { url: string; runScripts?: "dangerously"; beforeParse?: (window: Window) => void },
) => { window: Window & typeof globalThis };
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: Jsdom };

let build = "";
const servers: Server[] = [];

/** Starts a server on an ephemeral port of this machine and gives its base URL. */
async function listen(server: Server) {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

/** GitHub's token endpoint as far as sign-in uses it, and what it was sent. */
const github = { url: "", exchanges: 0, lastTarget: "", lastBody: new URLSearchParams() };

function startGitHub() {
  return listen(
    createServer((req, res) => {
      const answer = (status: number, value: unknown) => {
        const body = JSON.stringify(value);
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(body);
      };
      if (req.method !== "POST" || !req.url?.startsWith("/login/oauth/access_token")) return answer(404, {});
      github.exchanges += 1;
      github.lastTarget = req.url;
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const params = new URLSearchParams(Buffer.concat(chunks).toString());
        github.lastBody = params;
        if (req.headers.accept !== "application/json") return answer(406, { error: "not_json" });
        if (params.get("client_id") !== clientId || params.get("client_secret") !== clientSecret) {
          return answer(200, { error: "incorrect_client_credentials", error_description: "The client_id and/or…" });
        }
        const code = params.get("code");
        if (code === "busy-code") return answer(503, { message: "unavailable" });
        if (code === hostileCode) return answer(200, { access_token: hostileToken, token_type: "bearer" });
        if (code !== goodCode) {
          return answer(200, {
            error: "bad_verification_code",
            error_description: "The code passed is incorrect or expired.",
          });
        }
        answer(200, { access_token: token, token_type: "bearer", scope: "repo" });
      });
    }),
  );
}

/**
 * The site as server/index.mjs builds it, with sign-in configured from `env`, its public origin the site's own
 * address unless `env` names one or `fromCompany` leaves it to the company's facts (app/content/company.json).
 */
async function startSite(env: Record<string, string>, { fromCompany = false } = {}) {
  const root = join(build, "client");
  const server = createServer();
  const url = await listen(server);
  const config = readCmsAuthConfig(fromCompany ? env : { CMS_PUBLIC_ORIGIN: url, ...env });
  server.on("request", createHandler({ root, cmsAuth: createCmsAuthHandler(config) }));
  return url;
}

/** A port nothing listens on: one the system gave a server that is closed again. */
async function closedPortUrl() {
  const server = createServer();
  const url = await listen(server);
  servers.pop();
  await new Promise((done) => server.close(done));
  return url;
}

let site = "";
let siteBehindOrigin = "";
let siteOnCompanyOrigin = "";
let siteWithGitHubDown = "";
let siteWithWrongSecret = "";
let siteNotConfigured = "";

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), "cms-auth-"));
  mkdirSync(join(build, "security"));
  writeFileSync(join(build, "security", "csp.json"), JSON.stringify({ pages: {} }));
  for (const page of ["", "404", "fr/404"]) {
    mkdirSync(join(build, "client", page), { recursive: true });
    writeFileSync(join(build, "client", page, "index.html"), `<!doctype html><title>${page || "home"}</title>`);
  }
  github.url = await startGitHub();
  const configured = {
    CMS_GITHUB_CLIENT_ID: clientId,
    CMS_GITHUB_CLIENT_SECRET: clientSecret,
    CMS_GITHUB_URL: github.url,
  };
  site = await startSite(configured);
  siteBehindOrigin = await startSite({ ...configured, CMS_PUBLIC_ORIGIN: "https://www.example.com" });
  siteOnCompanyOrigin = await startSite(configured, { fromCompany: true });
  siteWithGitHubDown = await startSite({ ...configured, CMS_GITHUB_URL: await closedPortUrl() });
  siteWithWrongSecret = await startSite({ ...configured, CMS_GITHUB_CLIENT_SECRET: "another-secret" });
  siteNotConfigured = await startSite({});
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  rmSync(build, { recursive: true, force: true });
});

/** Everything written to the console while a test runs: the server logs through it. */
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (typeof arg === "string" ? arg : inspect(arg))).join(" "));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  // Whatever a test did, the token and the secret were never logged.
  const log = logged.join("\n");
  for (const secret of [token, hostileToken, clientSecret, "another-secret"]) expect(log).not.toContain(secret);
});

/** Starts a sign-in as Decap's popup does, and gives the redirect, the state sent to GitHub and its cookie. */
async function startSignIn(base: string) {
  const response = await fetch(`${base}/api/cms/auth?provider=github&site_id=www.example.com&scope=repo`, {
    redirect: "manual",
  });
  const location = new URL(response.headers.get("location") ?? "");
  const setCookie = response.headers.getSetCookie()[0] ?? "";
  return {
    response,
    location,
    setCookie,
    state: location.searchParams.get("state") ?? "",
    cookie: setCookie.split(";")[0] ?? "",
  };
}

/** GitHub's redirect back to the site, as the popup follows it. */
async function callback(base: string, query: Record<string, string>, cookie?: string) {
  const response = await fetch(`${base}/api/cms/callback?${new URLSearchParams(query)}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const html = await response.text();
  return { response, html, script: /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "" };
}

/**
 * Opens the callback's page in jsdom as a popup of an editor at `editorOrigin`/admin/, which answers the
 * popup's first message as Decap does (the same message back, to the popup's origin, from the editor's
 * origin), and gives what the popup posted to the editor.
 */
function runPopup(html: string, pageUrl: string, editorOrigin: string) {
  const posted: Array<{ data: unknown; targetOrigin: string }> = [];
  const editor = new JSDOM("", { url: `${editorOrigin}/admin/` }).window;
  editor.postMessage = ((data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin })) as never;
  const popup = new JSDOM(html, {
    url: pageUrl,
    runScripts: "dangerously",
    beforeParse: (window) => Object.defineProperty(window, "opener", { value: editor }),
  }).window;
  const first = posted[0]?.data;
  if (first === "authorizing:github") {
    popup.dispatchEvent(new popup.MessageEvent("message", { data: first, origin: editorOrigin, source: editor }));
  }
  return posted;
}

/** The handshake's outcome as Decap reads it: the kind and the JSON after the prefix. */
function outcomeOf(message: unknown) {
  const match = /^authorization:github:(success|error):(.+)$/s.exec(String(message));
  return match ? { kind: match[1], data: JSON.parse(match[2] ?? "") } : null;
}

describe("starting a sign-in", () => {
  it("sends the popup to GitHub with the client id, the callback, the scope and a fresh state", async () => {
    const { response, location, setCookie, state } = await startSignIn(site);
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(location.searchParams.get("client_id")).toBe(clientId);
    expect(location.searchParams.get("redirect_uri")).toBe(`${site}/api/cms/callback`);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(location.href).not.toContain(clientSecret);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The popup keeps its opener through GitHub and back.
    expect(response.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");

    expect(setCookie).toMatch(new RegExp(`^cms_oauth_state=${state};`));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/api/cms/");
    expect(setCookie).toMatch(/Max-Age=\d+/);
    // Plain HTTP here: a Secure cookie would never come back.
    expect(setCookie).not.toContain("Secure");

    expect((await startSignIn(site)).state).not.toBe(state);
  });
});

/**
 * A GET as a browser (or a forger) sends it to `base`, with the Host given: fetch would put its own. `target`
 * may be the absolute form (`http://host/path`), whose host the server must weigh too.
 */
function getWithHost(base: string, target: string, headers: { host: string; cookie?: string }) {
  const { hostname, port } = new URL(base);
  return sendRequest({ host: hostname, port, path: target, headers });
}

/** The `siteUrl` of the company's facts, as the owner wrote it. */
const companyOrigin = new URL(JSON.parse(readFileSync(defaultCompanyFile, "utf8")).siteUrl).origin;

describe("the origin sign-in answers on: configuration, never a request's Host", () => {
  const cases = [
    { name: "CMS_PUBLIC_ORIGIN", base: () => siteBehindOrigin, origin: "https://www.example.com" },
    {
      name: "the company's siteUrl, without CMS_PUBLIC_ORIGIN",
      base: () => siteOnCompanyOrigin,
      origin: companyOrigin,
    },
  ];

  for (const { name, base, origin } of cases) {
    const host = new URL(origin).host;
    const forgedHosts = [`attacker.${host}`, "attacker.example", `${host}.attacker.example`];

    it(`names ${name} in the redirect and in the token exchange`, async () => {
      const start = await getWithHost(base(), "/api/cms/auth?provider=github&scope=repo", { host });
      expect(start.status).toBe(302);
      const location = new URL(String(start.headers.location));
      expect(location.searchParams.get("redirect_uri")).toBe(`${origin}/api/cms/callback`);
      const setCookie = String(start.headers["set-cookie"]?.[0]);
      if (origin.startsWith("https:")) expect(setCookie).toContain("Secure");

      const exchanges = github.exchanges;
      const state = location.searchParams.get("state") ?? "";
      const back = await getWithHost(base(), `/api/cms/callback?${new URLSearchParams({ code: goodCode, state })}`, {
        host,
        cookie: setCookie.split(";")[0] ?? "",
      });
      expect(back.status).toBe(200);
      expect(github.exchanges).toBe(exchanges + 1);
      expect(github.lastBody.get("redirect_uri")).toBe(`${origin}/api/cms/callback`);
    });

    it(`refuses a forged Host, a sub-domain's included, with ${name}`, async () => {
      for (const forged of forgedHosts) {
        const start = await getWithHost(base(), "/api/cms/auth?provider=github&scope=repo", { host: forged });
        expect(start.status, forged).toBe(400);
        expect(start.text).toBe("Bad Request\n");
        expect(start.headers.location, forged).toBeUndefined();
        expect(start.headers["set-cookie"], forged).toBeUndefined();
        expect(start.headers["cache-control"]).toBe("no-store");
      }
      // Nor does the token reach a page on the forged host: the code is not even exchanged.
      const started = await getWithHost(base(), "/api/cms/auth?provider=github&scope=repo", { host });
      const state = new URL(String(started.headers.location)).searchParams.get("state") ?? "";
      const cookie = String(started.headers["set-cookie"]?.[0]).split(";")[0] ?? "";
      const exchanges = github.exchanges;
      for (const forged of forgedHosts) {
        const query = new URLSearchParams({ code: goodCode, state });
        const back = await getWithHost(base(), `/api/cms/callback?${query}`, { host: forged, cookie });
        expect(back.status, forged).toBe(400);
        expect(back.text).not.toContain(token);
      }
      expect(github.exchanges).toBe(exchanges);
      // An absolute-form target naming another host, whatever the Host line says.
      const absolute = await getWithHost(base(), `http://attacker.${host}/api/cms/auth?provider=github`, { host });
      expect(absolute.status).toBe(400);
      expect(logged.join("\n")).toMatch(/another host/);
      expect(logged.join("\n")).not.toContain("attacker");
    });
  }

  it("reads the company's siteUrl when CMS_PUBLIC_ORIGIN is unset, and turns off without a usable one", () => {
    const env = { CMS_GITHUB_CLIENT_ID: clientId, CMS_GITHUB_CLIENT_SECRET: clientSecret };
    expect(readCmsAuthConfig(env)).toMatchObject({ enabled: true, publicOrigin: companyOrigin });
    const company = join(build, "company.json");
    writeFileSync(company, JSON.stringify({ siteUrl: "http://intranet.example:8080/" }));
    expect(readCmsAuthConfig(env, { companyFile: company })).toMatchObject({
      publicOrigin: "http://intranet.example:8080",
    });
    writeFileSync(company, JSON.stringify({ siteUrl: "https://www.example.com/site" }));
    expect(readCmsAuthConfig(env, { companyFile: company })).toEqual({ enabled: false });
    expect(readCmsAuthConfig(env, { companyFile: join(build, "missing.json") })).toEqual({ enabled: false });
    expect(logged.join("\n")).toMatch(/CMS_PUBLIC_ORIGIN is not set and the siteUrl/);
  });
});

describe("GitHub's return to the site", () => {
  it("exchanges the code and hands the token to the editor, with a policy that allows only its script", async () => {
    const { state, cookie } = await startSignIn(site);
    const exchanges = github.exchanges;
    const { response, html, script } = await callback(site, { code: goodCode, state }, cookie);

    expect(response.status).toBe(200);
    expect(github.exchanges).toBe(exchanges + 1);
    // The secret went in the body of the exchange, not in its URL.
    expect(github.lastTarget).toBe("/login/oauth/access_token");
    expect(github.lastBody.get("redirect_uri")).toBe(`${site}/api/cms/callback`);

    const hash = createHash("sha256").update(script).digest("base64");
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(`authorization:github:success:{\\"token\\":\\"${token}\\",\\"provider\\":\\"github\\"}`);
    // The state is spent.
    expect(response.headers.getSetCookie()[0]).toMatch(/^cms_oauth_state=; .*Max-Age=0/);

    const posted = runPopup(html, response.url, site);
    expect(posted).toHaveLength(2);
    expect(posted[0]).toEqual({ data: "authorizing:github", targetOrigin: "*" });
    expect(posted[1]?.targetOrigin).toBe(site);
    expect(outcomeOf(posted[1]?.data)).toEqual({ kind: "success", data: { token, provider: "github" } });
  });

  it("tells a page of another site that opened the popup nothing but its first message", async () => {
    const { state, cookie } = await startSignIn(site);
    const { response, html } = await callback(site, { code: goodCode, state }, cookie);
    const posted = runPopup(html, response.url, "https://attacker.example");
    expect(posted).toEqual([{ data: "authorizing:github", targetOrigin: "*" }]);
  });

  it("carries a token full of markup as data, never as markup", async () => {
    const { state, cookie } = await startSignIn(site);
    const { response, html, script } = await callback(site, { code: hostileCode, state }, cookie);
    expect(response.status).toBe(200);
    expect(script).not.toMatch(/<\/script|<!--|<script|\u2028/i);
    expect(html.match(/<script/g)).toHaveLength(1);
    const posted = runPopup(html, response.url, site);
    expect(outcomeOf(posted[1]?.data)).toEqual({ kind: "success", data: { token: hostileToken, provider: "github" } });
  });

  /** A callback that ends in the handshake's error message, and the message Decap would show. */
  async function failedCallback(base: string, query: Record<string, string>, cookie?: string) {
    const { response, html, script } = await callback(base, query, cookie);
    const hash = createHash("sha256").update(script).digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`script-src 'sha256-${hash}';`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(html).not.toContain(token);
    const outcome = outcomeOf(runPopup(html, response.url, base)[1]?.data);
    expect(outcome?.kind).toBe("error");
    return { status: response.status, message: String(outcome?.data.message), html };
  }

  it("refuses a state that is not this browser's, without asking GitHub anything", async () => {
    const { cookie } = await startSignIn(site);
    const { state: otherState } = await startSignIn(site);
    const exchanges = github.exchanges;
    const { status, message } = await failedCallback(site, { code: goodCode, state: otherState }, cookie);
    expect(status).toBe(400);
    expect(message).toMatch(/sign in again/);
    expect(github.exchanges).toBe(exchanges);
    // The log says what happened (and proves the capture sees the server's lines).
    expect(logged.join("\n")).toMatch(/state/);
  });

  it("refuses a callback without the state cookie (expired, or begun in another browser)", async () => {
    const { state } = await startSignIn(site);
    const exchanges = github.exchanges;
    const { status, message } = await failedCallback(site, { code: goodCode, state });
    expect(status).toBe(400);
    expect(message).toMatch(/expired/);
    expect(github.exchanges).toBe(exchanges);
  });

  it("refuses a callback with the cookie but no state", async () => {
    const { cookie } = await startSignIn(site);
    const { status } = await failedCallback(site, { code: goodCode }, cookie);
    expect(status).toBe(400);
  });

  it("reports a sign-in the user cancelled at GitHub, in its own words and not the link's", async () => {
    const { state, cookie } = await startSignIn(site);
    const exchanges = github.exchanges;
    const { status, message, html } = await failedCallback(
      site,
      { error: "access_denied", error_description: "Call +1 555 0100 to unlock your account", state },
      cookie,
    );
    expect(status).toBe(400);
    expect(message).toBe("Sign-in was cancelled at GitHub.");
    expect(html).not.toContain("555");
    expect(github.exchanges).toBe(exchanges);
  });

  it("reports a code GitHub does not accept", async () => {
    const { state, cookie } = await startSignIn(site);
    const { status, message } = await failedCallback(site, { code: "spent-code", state }, cookie);
    expect(status).toBe(400);
    expect(message).toMatch(/did not accept the sign-in code/);
  });

  it("reports GitHub refusing the server's own credentials as the administrator's to fix", async () => {
    const { state, cookie } = await startSignIn(siteWithWrongSecret);
    const { status, message } = await failedCallback(siteWithWrongSecret, { code: goodCode, state }, cookie);
    expect(status).toBe(502);
    expect(message).toMatch(/incorrect_client_credentials.*administrator/);
  });

  it("reports GitHub answering with an error status", async () => {
    const { state, cookie } = await startSignIn(site);
    const { status, message } = await failedCallback(site, { code: "busy-code", state }, cookie);
    expect(status).toBe(502);
    expect(message).toMatch(/GitHub answered 503/);
  });

  it("reports GitHub out of reach, and the server goes on serving", async () => {
    const { state, cookie } = await startSignIn(siteWithGitHubDown);
    const { status, message } = await failedCallback(siteWithGitHubDown, { code: goodCode, state }, cookie);
    expect(status).toBe(502);
    expect(message).toMatch(/could not be reached/);
    expect(logged.join("\n")).toMatch(/ECONNREFUSED/);
    expect((await fetch(`${siteWithGitHubDown}/`)).status).toBe(200);
  });

  it("answers a HEAD without spending the state or the code", async () => {
    const { state, cookie } = await startSignIn(site);
    const exchanges = github.exchanges;
    const head = await fetch(`${site}/api/cms/callback?code=${goodCode}&state=${state}`, {
      method: "HEAD",
      headers: { Cookie: cookie },
    });
    expect(head.status).toBe(200);
    expect(github.exchanges).toBe(exchanges);
    expect((await callback(site, { code: goodCode, state }, cookie)).response.status).toBe(200);
  });
});

describe("what sign-in does not answer", () => {
  it("says it is not configured when the server has no client id and secret", async () => {
    for (const path of ["/api/cms/auth", "/api/cms/callback?code=x&state=y"]) {
      const response = await fetch(`${siteNotConfigured}${path}`, { redirect: "manual" });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toMatch(/sign-in .* is not configured/);
    }
  });

  it("answers other methods 405 like every other path, and unknown paths under it 404", async () => {
    const post = await fetch(`${site}/api/cms/auth`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect((await fetch(`${site}/api/cms/other`)).status).toBe(404);
  });

  it("turns itself off on half a configuration, naming the variable and not the value", () => {
    expect(readCmsAuthConfig({ CMS_GITHUB_CLIENT_ID: clientId })).toEqual({ enabled: false });
    expect(readCmsAuthConfig({ CMS_GITHUB_CLIENT_SECRET: clientSecret })).toEqual({ enabled: false });
    const badOrigin = { CMS_GITHUB_CLIENT_ID: clientId, CMS_GITHUB_CLIENT_SECRET: clientSecret };
    expect(readCmsAuthConfig({ ...badOrigin, CMS_PUBLIC_ORIGIN: "https://www.example.com/admin" })).toEqual({
      enabled: false,
    });
    expect(readCmsAuthConfig({ ...badOrigin, CMS_GITHUB_URL: "ftp://github.example" })).toEqual({ enabled: false });
    const log = logged.join("\n");
    for (const name of ["CMS_GITHUB_CLIENT_ID", "CMS_GITHUB_CLIENT_SECRET", "CMS_PUBLIC_ORIGIN", "CMS_GITHUB_URL"]) {
      expect(log).toContain(name);
    }
    expect(readCmsAuthConfig({ ...badOrigin, CMS_PUBLIC_ORIGIN: "https://www.example.com/" })).toMatchObject({
      enabled: true,
      publicOrigin: "https://www.example.com",
      providerUrl: "https://github.com",
    });
  });
});
