// build/nginx/site.conf: an nginx server block (plus the maps it reads, so include it inside `http {}`,
// e.g. from /etc/nginx/sites-enabled/) that answers exactly like server/app.mjs: same headers (every
// one on documents, the slim set on subresources), CSP per page, caching, canonical and article
// redirects, 404 page per locale, 4xx for hostile requests.

import { multipartBodyBytes } from "../../app/content/attachments.ts";
import { blogListPaths, listParams } from "../../app/features/blog/list-query.ts";
import {
  defaultLocale,
  fileOfPagePath,
  hostRuleFiles,
  localePrefixes,
  localesMostSpecificFirst,
  notFoundPagePaths,
  notFoundPages,
  unknownArticlePattern,
} from "../../app/lib/site-layout.mjs";
import { cmsAuthPrefix } from "../../server/cms-auth.mjs";
import { leadPaths, presetCodes, presetParam, requestPaths } from "../../server/leads.mjs";
import {
  allowedMethods,
  cacheControl,
  contentTypes,
  cspFor,
  defaultContentType,
  editorHeaders,
  editorPrefix,
  hostPattern,
  immutablePrefixes,
  securityHeaders,
  subresourceHeaders,
  subresourceTypes,
} from "../../server/policy.mjs";

/** @import { PageHashes } from "../../server/csp-hashes.mjs" */

/**
 * What one visitor (one address) may ask of the app through nginx: the lead POSTs, the request page rendered
 * for a service, the blog's list searched or filtered without scripts, the editor's sign-in. A render costs about four static pages and a POST a database write,
 * while a visitor makes a few of either a minute: a burst of 20 at once, then one every 2 seconds, and
 * 429 past that. The app's own limit on stored leads (LEADS_RATE_LIMIT) still counts behind it.
 */
export const appRequestLimit = { zone: "site_app", perMinute: 30, burst: 20 };

/**
 * A value as an nginx string: double-quoted, with quotes and backslashes escaped.
 * @param {string} value
 */
const quote = (value) => `"${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;

function typesBlock() {
  /** @type {Map<string, string[]>} */
  const byType = new Map();
  for (const [ext, type] of Object.entries(contentTypes)) byType.set(type, [...(byType.get(type) ?? []), ext]);
  return [...byType].map(([type, exts]) => `    ${quote(type)} ${exts.join(" ")};`).join("\n");
}

/**
 * The nginx variable that holds a header's value: `$site_x_frame_options`.
 * @param {string} name
 */
const variableOf = (name) => `$site_${name.toLowerCase().replace(/-/g, "_")}`;

/**
 * A map value: a variable (`$site_csp`) as it is, a missing header as "", anything else quoted.
 * @param {string | undefined} value
 */
const mapValue = (value) => (value === undefined ? '""' : value.startsWith("$") ? value : quote(value));

/**
 * The security headers by set (policy.mjs, headerSetFor). A header both sets give the same value is
 * added as it is; any other comes from a map on $site_header_set that is empty where the set has no
 * such header, and nginx leaves out an add_header whose value is empty.
 */
function securityHeaderRules() {
  /** @type {Record<string, string>} */
  const document = { "Content-Security-Policy": "$site_csp", ...securityHeaders };
  const editor = { ...document, ...editorHeaders };
  const names = [...new Set([...Object.keys(document), ...Object.keys(subresourceHeaders)])];
  const maps = [];
  const adds = [];
  for (const name of names) {
    if (document[name] === subresourceHeaders[name]) {
      adds.push(`    add_header ${name} ${quote(document[name] ?? "")} always;`);
      continue;
    }
    maps.push(
      [
        `map $site_header_set ${variableOf(name)} {`,
        `    subresource ${mapValue(subresourceHeaders[name])};`,
        ...(editor[name] === document[name] ? [] : [`    editor ${mapValue(editor[name])};`]),
        `    default ${mapValue(document[name])};`,
        "}",
      ].join("\n"),
    );
    adds.push(`    add_header ${name} ${variableOf(name)} always;`);
  }
  return { maps: maps.join("\n"), adds: adds.join("\n") };
}

/**
 * The `map` from a request's URI to the not-found page of its locale: prefixed locales first, the default last.
 */
function notFoundMap() {
  const entries = localesMostSpecificFirst.map((locale) => {
    const file = `/${fileOfPagePath(notFoundPages[locale])}`;
    return locale === defaultLocale ? `    default ${file};` : `    "~^${localePrefixes[locale]}(/|$)" ${file};`;
  });
  return ["map $uri $site_not_found {", ...entries, "}"].join("\n");
}

/**
 * The locations of files that exist but are not served: the not-found templates (404 by their page path,
 * internal by their file, so that error_page can still use them) and the static hosts' rule files.
 */
function unservedLocations() {
  return [
    ...notFoundPagePaths.map((page) => `    location = ${page} { return 404; }`),
    ...notFoundPagePaths.map((page) => `    location = /${fileOfPagePath(page)} { internal; }`),
    ...hostRuleFiles.map((file) => `    location = ${file} { return 404; }`),
  ].join("\n");
}

/**
 * The lead forms' largest bodies: a form's (maxBodyBytes in server/leads/config.ts) and a form with files'
 * (app/content/attachments.ts); pages take none.
 */
const bodyLimit = 64 * 1024;
const filesBodyLimit = multipartBodyBytes;

/**
 * The location that passes a request to the app, with its own body limit.
 * @param {string} name
 * @param {number} maxBody bytes
 * @param {string} app the app's address, as proxy_pass takes it
 * @param {number} readTimeoutSeconds how long the app may take to answer: a form with files is stored
 *   (25 MB written and synced) before its answer
 */
function appLocation(name, maxBody, app, readTimeoutSeconds) {
  return `    location ${name} {
        client_max_body_size ${maxBody / 1024}k;
        limit_req zone=${appRequestLimit.zone} burst=${appRequestLimit.burst} nodelay;
        limit_req_status 429;
        # One line per refusal would flood the error log in the very attack it stops.
        limit_req_log_level warn;
        # Answered from a location of this server, so that it carries the security headers.
        error_page 429 = @too_many_requests;
        proxy_pass ${app};
        # The app compares the form's Origin with this Host, port included, as the browser sent it.
        proxy_set_header Host $http_host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_connect_timeout 5s;
        proxy_read_timeout ${readTimeoutSeconds}s;
        add_header X-Robots-Tag "noindex" always;
        error_page 413 = @body_too_large;
        # The app down, or silent past the timeout: nginx's own 502 or 504, answered from a location of this
        # server so that it carries the security headers (this location's add_header would drop them). The
        # app's own errors (a 503 while its database is away) pass through as it sent them.
        error_page 502 = @app_unreachable;
        error_page 504 = @app_timeout;
    }`;
}

/**
 * A regular expression (for nginx, which compares text only) of a decimal number greater than `limit`,
 * leading zeros allowed: more digits, or as many with a greater digit after a common start.
 * @param {number} limit
 */
export function numberOver(limit) {
  const digits = String(limit);
  const alternatives = [`[1-9][0-9]{${digits.length},}`];
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[i]);
    if (digit === 9) continue;
    const rest = digits.length - i - 1;
    alternatives.push(`${digits.slice(0, i)}[${digit + 1}-9]${rest > 0 ? `[0-9]{${rest}}` : ""}`);
  }
  return `0*(?:${alternatives.join("|")})`;
}

/**
 * The `map` that tells a `?quote=` naming one of `codes` exactly (as sent: a code is letters and hyphens,
 * nothing to decode) from any other value. One case-sensitive regular expression, because nginx compares a
 * map's plain strings ignoring case, and the app does not (`NDT` chooses nothing).
 * @param {readonly string[]} codes
 */
function quoteMap(codes) {
  const alternatives = codes.map((code) => code.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")).join("|");
  return [
    `map $arg_${presetParam} $site_quote_known {`,
    `    ${quote(`~^(${alternatives})$`)} 1;`,
    "    default 0;",
    "}",
  ].join("\n");
}

/**
 * The `map` that tells a query naming any of the blog list's state (`namesListState`,
 * app/features/blog/list-query.ts: `q`, `category` or `page`, with or without a value) from any other.
 */
function listStateMap() {
  const names = Object.values(listParams).join("|");
  return ["map $args $site_list_state {", `    ${quote(`~(^|&)(${names})(=|&|$)`)} 1;`, "    default 0;", "}"].join(
    "\n",
  );
}

/**
 * @param {{ root: string, pages: Record<string, PageHashes>, app?: string, quoteCodes?: readonly string[] }} build
 *   root: absolute path of build/client on the host; app: where the Node server (npm start) listens;
 *   quoteCodes: the services a request page is rendered for (default: the app's own list)
 */
export function nginxSiteConf({ root, pages, app = "http://127.0.0.1:3000", quoteCodes = presetCodes }) {
  const cspEntries = Object.entries(pages)
    .map(([path, hashes]) => `    ${quote(`/${fileOfPagePath(path)}`)} ${quote(cspFor(hashes))};`)
    .join("\n");
  const headers = securityHeaderRules();
  const methods = allowedMethods.join("|");
  // The content-hashed folders as one alternation for the maps below; they are plain paths, nothing to escape.
  const hashed = `(${immutablePrefixes.join("|")})`;

  return `# Generated by scripts/postbuild from the build: do not edit (rebuild instead).
# Include inside http {}. TLS: terminate it in front of this server, or add "listen 443 ssl" and
# certificates here; HSTS below assumes the site is only reached over HTTPS in production.

# Content-Security-Policy per prerendered page, by the file served; anything else gets the base policy.
map_hash_bucket_size 128;
map $uri $site_csp {
    default ${quote(cspFor())};
${cspEntries}
}

# Which security headers (server/policy.mjs, headerSetFor): documents (pages, the 404 pages, redirects,
# errors, SVG, XML) get every one; files a page loads (/assets/, /photos/, images, fonts, data) only
# nosniff: the rest acts on documents only and would cost ~1.4 KB on each of them. The staff editor's page
# differs in a header of its own (policy.mjs, editorHeaders). $uri is the file served, after try_files and error_page.
map "$status:$uri" $site_header_set {
    "~^(200|206|304):${hashed}" subresource;
    "~*^(200|206|304):.*\\.(${subresourceTypes.join("|")})$" subresource;
    "~^(200|304):${editorPrefix}(/index\\.html)?$" editor;
    default document;
}
${headers.maps}

# Content-hashed files (/assets/, /photos/) are immutable; other successful answers revalidate; redirects
# and errors are not cached.
map "$status:$uri" $site_cache_control {
    "~^(200|206|304):${hashed}" ${quote(cacheControl.immutable)};
    "~^(200|206|304):" ${quote(cacheControl.revalidate)};
    default ${quote(cacheControl.none)};
}

map $status $site_allow {
    405 ${quote(allowedMethods.join(", "))};
    default "";
}

# Past the limit on the app (limit_req below), when to come back: about the time one more request is allowed.
map $status $site_retry_after {
    429 "${Math.ceil(60 / appRequestLimit.perMinute)}";
    default "";
}

# The quote form's services (inquiryServiceCodes, app/content/forms.ts): a link to the request page naming
# one is rendered with it chosen; any other value would render the page as it already is on disk.
${quoteMap(quoteCodes)}

# The blog's list with its state in the query: what its search box, chips and pager send without scripts,
# rendered by the app; a campaign's query alone is the page on disk.
${listStateMap()}

# The lead forms' POSTs go to the Node app, the links to the request page that choose one of the quote form's
# services, the blog's list searched, filtered or paged, and the staff editor's sign-in; every other request
# is answered from disk.
map "$request_method:$uri:$site_quote_known:$site_list_state" $site_to_app {
${leadPaths.map((path) => `    ${quote(`~^POST:${path}:`)} 1;`).join("\n")}
${requestPaths.map((path) => `    ${quote(`~^GET:${path}:1:`)} 1;`).join("\n")}
${blogListPaths.map((path) => `    ${quote(`~^GET:${path}:[01]:1$`)} 1;`).join("\n")}
    ${quote(`~^(GET|HEAD):${cmsAuthPrefix}`)} 1;
    default 0;
}

# Requests the app answers, per visitor address (behind another proxy of this machine, set real_ip_header and
# set_real_ip_from so that the address is the visitor's, not the proxy's).
limit_req_zone $binary_remote_addr zone=${appRequestLimit.zone}:10m rate=${appRequestLimit.perMinute}r/m;

# A lead POST that declares a body over its limit: a form with files may send ${filesBodyLimit / 1024} KiB, any other
# ${bodyLimit / 1024} KiB. nginx checks a declared length against client_max_body_size when it picks a location,
# which the jump to @app skips: without this, it would read and store (to a temporary file) a body of any
# length and pass it on.
map "$site_to_app:$http_content_type" $site_app_files {
    "~*^1:multipart/form-data" 1;
    default 0;
}

map "$site_to_app:$content_length:$http_content_type" $site_app_body_too_large {
    "~*^1:${numberOver(filesBodyLimit)}:multipart/form-data" 1;
    "~*^1:${numberOver(bodyLimit)}:(?!multipart/form-data)" 1;
    default 0;
}

# The not-found page of the request's locale.
${notFoundMap()}

server {
    # listen: the port this host answers on.
    listen 80;
    listen [::]:80;
    server_name _;
    root ${root};

    server_tokens off;
    absolute_redirect off;
    autoindex off;
    etag on;
    # Same limits as the Node server: an 8 KiB request line (else 414) or header (else 431).
    large_client_header_buffers 4 8k;
    # Static files take no body; the app's locations have their own limits (@app, @app_files).
    client_max_body_size ${bodyLimit / 1024}k;

    types {
${typesBlock()}
    }
    default_type ${defaultContentType};

    # Precompressed at build time (scripts/postbuild/compress.mjs): nothing is compressed per request.
    gzip off;
    gzip_static on;
    gzip_vary on;
    # With the ngx_brotli module loaded, also: brotli_static on;

${headers.adds}
    add_header Cache-Control $site_cache_control always;
    add_header Allow $site_allow always;
    add_header Retry-After $site_retry_after always;

    error_page 404 $site_not_found;
    # nginx's own code for a header over large_client_header_buffers; answered as 431 like Node.
    error_page 494 =431 @too_large;
    # nginx cannot send a request to a named location directly: an unused status code does it.
    error_page 418 = @app;
    error_page 419 = @app_files;
    # A lead POST reaches @app by an error_page already, and @app has its own (413, 429).
    recursive_error_pages on;

    # A Host that is no host name or address (or a port past 65535), in the header or in an absolute-form
    # target: 400, as the app answers (server/policy.mjs, hostPattern). nginx lets \`a<b\` through, and the
    # app is passed this Host to compare with the form's Origin.
    if ($http_host !~ "^(?:${hostPattern})?$") { return 400; }
    if ($request ~ "^[^ ]+ [A-Za-z][A-Za-z0-9+.-]*://(?!(?:${hostPattern})[/? ])") { return 400; }
    # Hostile requests: encoded slashes or backslashes, NUL, backslashes, fragments, dot segments.
    if ($request_uri ~ "(?i)^[^?]*(%2f|%5c|%00|\\x5c)") { return 400; }
    if ($request_uri ~ "#") { return 400; }
    if ($request_uri ~ "^[^?]*/(\\.|%2[eE]){1,2}(/|\\?|$)") { return 400; }
    if ($site_app_body_too_large) { return 413; }
    if ($site_app_files) { return 419; }
    if ($site_to_app) { return 418; }
    if ($request_method !~ ^(${methods})$) { return 405; }
    # One canonical form per page: single slashes (merge_slashes has merged them in $uri)…
    if ($request_uri ~ "^[^?]*//") {
        rewrite ^(/index\\.html)?/*$ / permanent;
        rewrite ^(.*?)(/index\\.html)?/*$ $1 permanent;
    }

    location @too_large { return 431; }
    # nginx's own refusal of a chunked body over the limit, met while @app reads it: answered from here,
    # with the security headers that @app's own add_header would leave out.
    location @body_too_large { return 413; }

    # The app sets every header of its answers itself (its CSP has a nonce per answer): an add_header
    # here keeps the server's ones from being added twice. A form with files goes to @app_files, whose body
    # may be larger; nginx enforces each location's limit on a chunked body as it reads it.
${appLocation("@app", bodyLimit, app, 15)}
${appLocation("@app_files", filesBodyLimit, app, 60)}
    location @too_many_requests { return 429; }
    location @app_unreachable { return 502; }
    location @app_timeout { return 504; }

    location = / { try_files /index.html =404; }

    # The not-found pages are templates, not pages; build-only files are not served.
${unservedLocations()}
    location ~ \\.(br|gz)$ { return 404; }

    location / {
        # …no index.html, no trailing slash.
        rewrite ^/index\\.html$ / permanent;
        rewrite ^(.+)/index\\.html$ $1 permanent;
        rewrite ^(.+?)/+$ $1 permanent;
        try_files $uri $uri/index.html @missing;
    }

    location @missing {
        # Articles that were never published go back to the list; the reader's .json of one is just missing.
        rewrite "${unknownArticlePattern}" $1/blog redirect;
        return 404;
    }
}
`;
}
