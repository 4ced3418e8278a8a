import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { company } from "../../app/content/company";
import { common as en } from "../../app/content/locales/en/common";
import { common as fr } from "../../app/content/locales/fr/common";
import { commonDictionaries } from "../../app/content/locales/index";
import { fill } from "../../app/lib/i18n";
import { freePort } from "../../scripts/ports.mjs";
import { openLeadStore } from "../../server/leads/store.ts";
import { inquiry } from "./lead-requests";
import { buildDir, startNginx, startNode, type Target } from "./targets";

/**
 * The lead endpoints as a robot, a forger or a careless client meets them: every rule answers with its
 * status and a message in the form's language, and stores nothing (a form sent too fast is kept, as a
 * suspect, for the company to review). The server runs with the default
 * limits (5 submissions per 10 minutes, 3 s minimum fill time) and a database of its own.
 */

type Node = Target & { dataDir: string };
let node: Node;

beforeAll(async () => {
  node = await startNode();
});
afterAll(async () => {
  await node?.stop();
});

/** Each post comes from a visitor of its own (behind the proxy), so the rate limit counts only where a test says. */
let posts = 0;
function post(
  path: string,
  body: BodyInit,
  headers: Record<string, string> = {},
  { visitor = `10.9.${posts % 250}.${(posts * 7) % 250}` } = {},
) {
  posts += 1;
  return fetch(`http://127.0.0.1:${node.port}${path}`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: `http://127.0.0.1:${node.port}`,
      Accept: "application/json",
      "X-Real-IP": visitor,
      ...headers,
    },
  });
}

async function storedWith(email: string, dataDir = node.dataDir): Promise<number> {
  const store = await openLeadStore({ databaseUrl: null, dataDir }, { lock: false });
  try {
    return (await store.db.selectFrom("leads").select("ref").where("email", "=", email).execute()).length;
  } finally {
    await store.close();
  }
}

describe("what a submission must be", () => {
  test("a valid inquiry is stored once, and sent again with its key finds the same lead", async () => {
    const fields = inquiry();
    const first = await post("/api/leads", new URLSearchParams(fields));
    expect(first.status).toBe(200);
    const { ref } = await first.json();
    expect(ref).toMatch(/^WI-/);
    const again = await post("/api/leads", new URLSearchParams(fields));
    expect((await again.json()).ref).toBe(ref);
    expect(await storedWith(fields.email)).toBe(1);
  });

  test("a plain form sent twice (a reload of the answer) stores one lead", async () => {
    const fields = inquiry({ submission: "", elapsed: "" });
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const response = await post("/request", new URLSearchParams(fields), { Accept: "text/html" });
      expect(response.status).toBe(200);
      answers.push(/WI-[2-9A-Z]{5}/.exec(await response.text())?.[0]);
    }
    expect(answers[0]).toBeDefined();
    expect(answers[1]).toBe(answers[0]);
    expect(await storedWith(fields.email)).toBe(1);
  });

  test("CR/LF in the name or the email is refused, with the message for it", async () => {
    const fields = inquiry({
      name: "Paul\r\nBcc: victim@example.org",
      email: "paul@example.org\r\nBcc: victim@example.org",
    });
    const response = await post("/api/leads", new URLSearchParams(fields));
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer.errors).toEqual({ name: "control", email: "control" });
    expect(answer.message).toBe(en.leads.invalid);
    expect(await storedWith(fields.email)).toBe(0);
    expect(await storedWith("paul@example.org")).toBe(0);
  });

  test("a 1 MB body is refused before it is read", async () => {
    const fields = inquiry({ details: "x".repeat(1024 * 1024) });
    const response = await post("/api/leads", new URLSearchParams(fields));
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe(en.leads.refused["too-large"]);
    expect(await storedWith(fields.email)).toBe(0);
  });

  test("a body that is not a form is refused", async () => {
    const fields = inquiry();
    const response = await post("/api/leads", JSON.stringify(fields), { "Content-Type": "application/json" });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe(en.leads.refused["content-type"]);
    expect(await storedWith(fields.email)).toBe(0);
  });

  for (const [label, headers] of [
    ["another Origin", { Origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ] as const) {
    test(`a cross-site POST (${label}) is refused, on the endpoint and on the request page`, async () => {
      const fields = inquiry({ locale: "fr" });
      const api = await post("/api/leads", new URLSearchParams(fields), headers);
      expect(api.status).toBe(403);
      const page = await post("/fr/request", new URLSearchParams(fields), { ...headers, Accept: "text/html" });
      expect(page.status).toBe(403);
      expect(await page.text()).toContain(fr.leads.refused["cross-site"].replace(/'/g, "&#x27;"));
      expect(await storedWith(fields.email)).toBe(0);
    });
  }

  test("a filled trap field is answered like a success and stores nothing", async () => {
    const fields = inquiry({ website: "https://spam.example" });
    const response = await post("/api/leads", new URLSearchParams(fields));
    expect(response.status).toBe(200);
    expect((await response.json()).ref).toMatch(/^WI-/);
    expect(await storedWith(fields.email)).toBe(0);
  });

  test("a form without the trap field is a robot's too", async () => {
    const { website: _, ...fields } = inquiry();
    const response = await post("/api/leads", new URLSearchParams(fields));
    expect(response.status).toBe(200);
    expect(await storedWith(fields.email)).toBe(0);
  });

  test("a form filled faster than anyone types may be a person's: it is stored (its mail held, suspect.spec.ts)", async () => {
    const fields = inquiry({ elapsed: "400" });
    const response = await post("/api/leads", new URLSearchParams(fields));
    expect(response.status).toBe(200);
    expect((await response.json()).outcome).toBe("stored");
    expect(await storedWith(fields.email)).toBe(1);
  });

  test("a sixth submission within ten minutes is refused in the form's language", async () => {
    const visitor = "10.77.0.1";
    const sent = Array.from({ length: 6 }, () => inquiry({ locale: "fr" }));
    const statuses = [];
    for (const fields of sent)
      statuses.push((await post("/api/leads", new URLSearchParams(fields), {}, { visitor })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await post("/api/leads", new URLSearchParams(inquiry({ locale: "fr" })), {}, { visitor });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      fill(commonDictionaries.fr.leads.refused["rate-limited"], {
        phone: company.phones[0].display.replaceAll(" ", "\u00a0"),
      }),
    );
    expect(await storedWith(sent[5]?.email ?? "")).toBe(0);
    // Another visitor is not held back.
    expect((await post("/api/leads", new URLSearchParams(inquiry()), {}, { visitor: "10.77.0.2" })).status).toBe(200);
  });

  test("sent without JavaScript, the refusal gives the office's number and leads back to the kept answers", async () => {
    const visitor = "10.77.0.3";
    const statuses = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await post(
        "/fr/request",
        new URLSearchParams(inquiry({ locale: "fr" })),
        { Accept: "text/html" },
        { visitor },
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const html = (await last?.text()) ?? "";
    // As a reader sees it: React writes an apostrophe as an entity.
    const alert = (/<div role="alert"[\s\S]*?<\/div>/.exec(html)?.[0] ?? "").replaceAll("&#x27;", "'");
    expect(alert).toContain(
      fill(commonDictionaries.fr.leads.refused["rate-limited"], {
        phone: company.phones[0].display.replaceAll(" ", "\u00a0"),
      }),
    );
    expect(alert).toContain(`href="#message"`);
    expect(alert).toContain(commonDictionaries.fr.leads.keptAnswers);
    // The form it leads to holds what was typed.
    expect(html).toContain('id="message"');
  });

  test("GET and other paths are not a way in", async () => {
    expect((await fetch(`http://127.0.0.1:${node.port}/api/leads`)).status).toBe(404);
    const elsewhere = await post("/about", new URLSearchParams(inquiry()));
    expect(elsewhere.status).toBe(405);
  });
});

describe("answer pages rendered per request", () => {
  test("keep the strict script policy: every inline script allowed by its hash, no 'unsafe-inline', no nonce", async () => {
    for (const fields of [inquiry({ submission: "" }), inquiry({ name: "", submission: "" })]) {
      const response = await post("/request", new URLSearchParams(fields), { Accept: "text/html" });
      expect([200, 422]).toContain(response.status);
      const policy = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = (/script-src ([^;]+)/.exec(policy)?.[1] ?? "").split(/\s+/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
      const html = await response.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !/\ssrc=/.test(m[1] ?? "") && !/type="application\/ld\+json"/.test(m[1] ?? ""),
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline) {
        const hash = `'sha256-${createHash("sha256")
          .update(script[2] ?? "")
          .digest("base64")}'`;
        expect(scriptSrc).toContain(hash);
      }
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("nginx in front", () => {
  let nginx: Target;
  beforeAll(async () => {
    nginx = await startNginx({ appPort: node.port });
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  test("sends the lead POSTs to the app and serves everything else from disk", async () => {
    const base = `http://127.0.0.1:${nginx.port}`;
    const fields = inquiry();
    const stored = await fetch(`${base}/api/leads`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Accept: "application/json" },
    });
    expect(stored.status).toBe(200);
    expect((await stored.json()).ref).toMatch(/^WI-/);
    expect(await storedWith(fields.email)).toBe(1);
    // One CSP, the app's, with its nonce: nginx adds none of its own to the app's answers.
    const policies = stored.headers.get("content-security-policy") ?? "";
    expect(policies.match(/default-src/g)).toHaveLength(1);

    const page = await fetch(`${base}/request`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("sha256-");

    const noForm = await fetch(`${base}/about`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(noForm.status).toBe(405);
    expect(nginx.errors()).toBe("");
  });
});

describe("the embedded database", () => {
  test("refuses a second server on its folder and keeps every acknowledged lead through a SIGKILL", async () => {
    const first = await startNode({ env: { LEADS_RATE_LIMIT: "1000" } });
    try {
      const sent = [inquiry(), inquiry(), inquiry()];
      for (const fields of sent) {
        const response = await fetch(`http://127.0.0.1:${first.port}/api/leads`, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        });
        expect(response.status).toBe(200);
      }

      const second = spawnSync(process.execPath, ["server/index.mjs"], {
        env: { ...process.env, PORT: String(await freePort()), BUILD_DIR: buildDir, LEADS_DATA_DIR: first.dataDir },
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The lead database in ${first.dataDir} is in use by process`);

      // Killed without a chance to close anything: what was acknowledged is on disk, and the folder is free.
      await first.kill();
      const again = await startNode({ env: { LEADS_DATA_DIR: first.dataDir } });
      try {
        for (const fields of sent) expect(await storedWith(fields.email, first.dataDir)).toBe(1);
        expect(again.alive()).toBe(true);
      } finally {
        await again.stop();
      }
    } finally {
      await first.stop();
    }
  });
});
