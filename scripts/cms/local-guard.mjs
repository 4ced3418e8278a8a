// The door in front of Decap's local backend (`decap-server`), which writes any file of the checkout for
// whoever asks: it has no sign-in and answers any Host. decap-server itself listens on a loopback port only
// this guard talks to; the guard listens on the port the editor looks for, on the loopback too, and passes a
// request on only when its Host names that port on this machine and its Origin, when it has one, is the
// editor's own page. So neither another machine nor a web page whose name was rebound to 127.0.0.1 (its
// requests carry its own name as Host, and its own origin) reaches the files. On the way, the photos the
// editor uploads lose their metadata (scripts/photos/strip-metadata.mjs) before decap-server writes them.
import { createServer, request } from "node:http";
import { isStrippablePhoto, photoFileName, stripMetadata, UnreadablePhoto } from "../photos/strip-metadata.mjs";

/**
 * The editor's photo limit, shared with its page (app/features/cms/upload-rules.ts), read with Node's own
 * type stripping: a `.ts` path in a static import would need the typecheck's `allowImportingTsExtensions`.
 * @type {Promise<{ maxPhotoBytes: number, maxPhotoMegabytes: number }>}
 */
const uploadRules = import(new URL("../../app/features/cms/upload-rules.ts", import.meta.url).href);

/** @import { IncomingMessage, ServerResponse } from "node:http" */

/** decap-server's own limit on a request's JSON (express.json's `limit: '50mb'`). */
const maxBodyBytes = 50 * 1024 * 1024;

/**
 * @typedef {object} LocalGuardOptions
 * @property {number} port where the guard listens (8081, where the editor looks for its local backend)
 * @property {number} backendPort where decap-server listens, on 127.0.0.1
 * @property {string[]} editorOrigins the origins of the editor's page (`http://localhost:5173`), the only ones
 *   whose requests pass when they say where they come from
 * @property {(line: string) => void} [log]
 */

/**
 * A file the editor sends in base64 (`persistMedia`'s asset, `persistEntry`'s assets).
 * @typedef {{ path?: unknown, content?: unknown, encoding?: unknown }} Asset
 */

/**
 * Why a request may not pass, or null: a Host other than this port on the loopback (exactly one Host line),
 * an Origin other than the editor's, or a target that is not a path.
 * @param {IncomingMessage} req
 * @param {Set<string>} hosts
 * @param {Set<string>} origins
 */
function refusalOf(req, hosts, origins) {
  let hostLines = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]?.toLowerCase() === "host") hostLines += 1;
  if (hostLines !== 1 || !hosts.has(String(req.headers.host).toLowerCase())) return "Host";
  const origin = req.headers.origin;
  if (origin !== undefined && !origins.has(origin.toLowerCase())) return "Origin";
  if (!(req.url ?? "").startsWith("/")) return "target";
  return null;
}

/**
 * The request's body, or null when it is over `maxBodyBytes` (the rest is not read).
 * @param {IncomingMessage} req
 * @returns {Promise<Buffer | null>}
 */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > maxBodyBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The assets of a decap-server action that writes files the editor uploaded; none for any other action.
 * @param {unknown} body the parsed JSON
 * @returns {Asset[]}
 */
function uploadedAssets(body) {
  const { action, params } = /** @type {{ action?: unknown, params?: { asset?: unknown, assets?: unknown } }} */ (
    body ?? {}
  );
  if (action === "persistMedia" && params?.asset && typeof params.asset === "object") return [params.asset];
  if (action === "persistEntry" && Array.isArray(params?.assets)) return params.assets.filter(Boolean);
  return [];
}

/**
 * Rewrites, in place, each photo among `assets` without its metadata. Other files pass as they are.
 * @param {Asset[]} assets
 * @returns {Promise<number>} how many were rewritten
 * @throws {UnreadablePhoto} naming the file, for a photo that cannot be rewritten
 */
async function stripPhotos(assets) {
  const { maxPhotoBytes, maxPhotoMegabytes } = await uploadRules;
  let stripped = 0;
  for (const asset of assets) {
    if (asset.encoding !== "base64" || typeof asset.content !== "string") continue;
    const path = typeof asset.path === "string" ? asset.path : "";
    const content = Buffer.from(asset.content, "base64");
    // By name or by contents: a photo named `.bin` is a photo all the same.
    if (!photoFileName.test(path) && !(await isStrippablePhoto(content))) continue;
    // The editor's page refuses it first; this holds for a page that did not (an older tab, a script).
    if (content.length > maxPhotoBytes) {
      const size = (content.length / 1024 / 1024).toFixed(1);
      throw new UnreadablePhoto(`${path}: it weighs ${size} MB, over the ${maxPhotoMegabytes} MB photos may weigh`);
    }
    try {
      asset.content = (await stripMetadata(content)).toString("base64");
    } catch (error) {
      if (error instanceof UnreadablePhoto) throw new UnreadablePhoto(`${path}: ${error.message}`);
      throw error;
    }
    stripped += 1;
  }
  return stripped;
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function answer(res, status, message) {
  // Decap reads `error` from its local backend's JSON answers and shows it.
  const body = JSON.stringify({ error: message });
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(body);
}

/**
 * The guard as an HTTP server, not yet listening (`listen(port, "127.0.0.1")`).
 * @param {LocalGuardOptions} options
 */
export function createLocalGuard({ port, backendPort, editorOrigins, log = (line) => console.warn(line) }) {
  const hosts = new Set([`localhost:${port}`, `127.0.0.1:${port}`]);
  const origins = new Set(editorOrigins.map((origin) => origin.toLowerCase()));

  /**
   * Hands the request to decap-server, with `body` in place of the request's own when given.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Buffer} [body]
   */
  function pass(req, res, body) {
    const headers = { ...req.headers, host: `127.0.0.1:${backendPort}` };
    if (body) {
      delete headers["transfer-encoding"];
      headers["content-length"] = String(body.length);
    }
    const upstream = request(
      { host: "127.0.0.1", port: backendPort, method: req.method, path: req.url, headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on("error", (error) => {
      log(`cms: the local backend did not answer (${/** @type {NodeJS.ErrnoException} */ (error).code ?? error}).`);
      if (res.headersSent) res.destroy();
      else answer(res, 502, "The editor's local backend (decap-server) is not answering: restart npm run cms.");
    });
    if (body) upstream.end(body);
    else req.pipe(upstream);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function handle(req, res) {
    const refused = refusalOf(req, hosts, origins);
    if (refused) {
      // What was sent is anybody's to write: only its kind is logged.
      log(`cms: refused a request to the local backend with another ${refused} than this machine's editor.`);
      return answer(res, 403, `This editor backend answers only to http://localhost:${port} from the editor.`);
    }
    if (req.method !== "POST") return pass(req, res);
    const encoding = String(req.headers["content-encoding"] ?? "identity").toLowerCase();
    if (encoding !== "identity") return answer(res, 415, "The editor's requests are not compressed.");
    const body = await readBody(req);
    if (!body) return answer(res, 413, "The file is over the editor's limit of 50 MB.");
    /** @type {unknown} */
    let parsed;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      // Not JSON: decap-server refuses it itself.
      return pass(req, res, body);
    }
    const assets = uploadedAssets(parsed);
    if (assets.length === 0) return pass(req, res, body);
    try {
      if ((await stripPhotos(assets)) === 0) return pass(req, res, body);
    } catch (error) {
      if (!(error instanceof UnreadablePhoto)) throw error;
      log(`cms: refused an upload: ${error.message}.`);
      return answer(res, 422, `The photo was not saved: ${error.message}.`);
    }
    pass(req, res, Buffer.from(JSON.stringify(parsed)));
  }

  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`cms: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) res.destroy();
      else answer(res, 500, "The editor's local backend failed on this request: see the terminal.");
    });
  });
}
