import { describe, expect, it } from "vitest";
import { inlineHashes } from "./csp-hashes.mjs";

// Reference values: `echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64`.
const alert1 = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe("inlineHashes", () => {
  it("hashes the exact text of each inline script, classic or module", () => {
    const html = `<script>alert(1)</script><script type="module">alert(1)</script>`;
    expect(inlineHashes(html)).toEqual({ scripts: [alert1], handlers: [] });
  });

  it("skips external scripts and data blocks, which the policy need not name", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineHashes(html).scripts).toEqual([]);
  });

  it("hashes as the browser does: line endings normalised, nothing trimmed", () => {
    expect(inlineHashes("<script>a\r\nb</script>").scripts).toEqual(inlineHashes("<script>a\nb</script>").scripts);
    expect(inlineHashes("<script> alert(1)</script>").scripts).not.toEqual([alert1]);
  });

  it("hashes inline event handlers with their entities decoded", () => {
    const encoded = inlineHashes(`<link rel="stylesheet" href="/a.css" onload="alert(1)">`);
    const decoded = inlineHashes(`<img alt="" onerror="alert&#x28;1&#41;">`);
    expect(encoded.handlers).toEqual([alert1]);
    expect(decoded.handlers).toEqual([alert1]);
  });

  it("does not take script text for markup", () => {
    expect(inlineHashes(`<script>const s = '<b onclick="x">';</script>`).handlers).toEqual([]);
  });
});
