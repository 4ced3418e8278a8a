// Which image a phone fetches from an `<img>` or `<source>`: its media conditions, its `sizes` slot and the
// `srcset` candidate Chromium picks for the phone's pixel ratio. The build budget (build-budget.mjs) counts the
// images a page makes a phone load with it by these rules.

/**
 * Whether a media condition holds on `device`: `(min-width: 768px)`, `(max-width: 40em)`, joined by `and`.
 * Anything else (orientation, `or`, `not`, ranges) is taken as not matching, so an unknown condition never
 * hides an image the default would have shown; an empty condition always holds.
 * @param {string} media
 * @param {{ width: number }} device
 */
export function mediaMatches(media, device) {
  const text = media.trim().toLowerCase();
  if (text === "" || text === "all" || text === "screen") return true;
  return text.split(/\s+and\s+/).every((part) => {
    if (part === "all" || part === "screen") return true;
    const m = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|r?em)\s*\)$/.exec(part);
    if (!m) return false;
    const width = Number(m[2]) * (m[3] === "px" ? 1 : 16);
    return m[1] === "min" ? device.width >= width : device.width <= width;
  });
}

/**
 * A CSS length of `sizes` in CSS pixels on `device`: `412px`, `50vw`, `2rem`, and `calc()` of them with
 * `+ - * /` and parentheses; null when it is something else.
 * @param {string} text
 * @param {{ width: number }} device
 * @returns {number | null}
 */
export function cssLength(text, device) {
  const tokens = text.toLowerCase().match(/calc\(|[\d.]+(?:px|vw|r?em)?|[-+*/()]|\S/g) ?? [];
  let at = 0;
  /** @returns {number | null} */
  const factor = () => {
    const token = tokens[at++];
    if (token === undefined) return null;
    if (token === "(" || token === "calc(") {
      const value = sum();
      return tokens[at++] === ")" ? value : null;
    }
    if (token === "-") {
      const value = factor();
      return value === null ? null : -value;
    }
    const m = /^([\d.]+)(px|vw|r?em)?$/.exec(token);
    if (!m) return null;
    const unit = m[2] ?? "";
    const scale = unit === "px" || unit === "" ? 1 : unit === "vw" ? device.width / 100 : 16;
    return Number(m[1]) * scale;
  };
  /** @returns {number | null} */
  const product = () => {
    let value = factor();
    while (value !== null && (tokens[at] === "*" || tokens[at] === "/")) {
      const operator = tokens[at++];
      const right = factor();
      if (right === null) return null;
      value = operator === "*" ? value * right : value / right;
    }
    return value;
  };
  /** @returns {number | null} */
  function sum() {
    let value = product();
    while (value !== null && (tokens[at] === "+" || tokens[at] === "-")) {
      const operator = tokens[at++];
      const right = product();
      if (right === null) return null;
      value = operator === "+" ? value + right : value - right;
    }
    return value;
  }
  const value = sum();
  return value !== null && at === tokens.length && Number.isFinite(value) ? value : null;
}

/**
 * The width in CSS pixels a `sizes` attribute gives an image on `device`: the first entry whose condition
 * holds; the viewport's width when none does, the attribute is missing or `auto` (what browsers do).
 * @param {string | undefined} sizes
 * @param {{ width: number }} device
 */
export function slotWidth(sizes, device) {
  for (const entry of (sizes ?? "").split(/,(?![^(]*\))/)) {
    const text = entry.trim();
    if (text === "" || text === "auto") continue;
    // The length is the last component; a condition before it is in parentheses.
    const m = /^(.*?)\s*((?:calc\(.*\))|[^\s()]+)$/.exec(text);
    if (!m) continue;
    if (!mediaMatches(m[1] ?? "", device)) continue;
    const length = cssLength(m[2] ?? "", device);
    if (length !== null && length > 0) return length;
  }
  return device.width;
}

/**
 * The candidates of a `srcset`, as the HTML parser reads them: a URL up to whitespace, then descriptors up to
 * a comma (so a `data:` URL's own commas stay in it).
 * @param {string} srcset
 * @returns {{ url: string; width?: number; density?: number }[]}
 */
export function parseSrcset(srcset) {
  const candidates = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, "");
    if (rest === "") break;
    let url = /^\S+/.exec(rest)?.[0] ?? "";
    rest = rest.slice(url.length);
    let descriptors = "";
    if (url.endsWith(",")) url = url.replace(/,+$/, "");
    else {
      const end = rest.indexOf(",");
      descriptors = end === -1 ? rest : rest.slice(0, end);
      rest = end === -1 ? "" : rest.slice(end + 1);
    }
    const w = /(?:^|\s)(\d+)w(?:\s|$)/.exec(descriptors)?.[1];
    const x = /(?:^|\s)([\d.]+)x(?:\s|$)/.exec(descriptors)?.[1];
    candidates.push(w ? { url, width: Number(w) } : { url, density: x ? Number(x) : 1 });
  }
  return candidates;
}

/**
 * The URL a browser on `device` fetches from a `srcset` (and `src`, `sizes`), by Chromium's rule (Chrome on
 * Android is most of the site's phones): of the two candidates around the device's pixel ratio, the denser
 * one only when the ratio reaches their geometric mean, else the lighter one, a little short of sharp.
 * So at 2× in a 412 px slot, 480/800/1200/1600w gives 800w (1.94×), not 1200w.
 * @param {{ srcset?: string; sizes?: string; src?: string }} image
 * @param {{ width: number; dpr: number }} device
 * @returns {string | undefined}
 */
export function chooseCandidate({ srcset, sizes, src }, device) {
  const candidates = parseSrcset(srcset ?? "");
  const byWidth = candidates.some((candidate) => candidate.width !== undefined);
  // `src` is the 1x candidate unless `srcset` describes widths or has its own 1x.
  if (src && !byWidth && !candidates.some((candidate) => candidate.density === 1)) {
    candidates.push({ url: src, density: 1 });
  }
  if (candidates.length === 0) return undefined;
  const slot = slotWidth(sizes, device);
  const densities = candidates
    .map((candidate) => ({
      url: candidate.url,
      density: candidate.width !== undefined ? candidate.width / slot : (candidate.density ?? 1),
    }))
    .sort((a, b) => a.density - b.density);
  for (let i = 0; i < densities.length - 1; i++) {
    const current = densities[i]?.density ?? 0;
    const next = densities[i + 1]?.density ?? 0;
    if (next < device.dpr) continue;
    const takesNext = (device.dpr <= 1 && device.dpr > current) || device.dpr >= Math.sqrt(current * next);
    return densities[takesNext ? i + 1 : i]?.url;
  }
  return densities.at(-1)?.url;
}
