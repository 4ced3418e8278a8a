import { execFile } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { attachmentField } from "../../app/content/attachments";
import { parseCsv } from "../../app/test/csv";
import { jpeg, pdf, program } from "../../app/test/sample-files";
import { filesDirOf, filesOf, readStoredFile } from "../../server/leads/files.ts";
import { openLeadStore } from "../../server/leads/store.ts";
import { startPostgres } from "../support/postgres.mjs";
import { acknowledgementId, notificationId, startSmtp } from "../support/smtp";
import { health, openLimits, startMailedApp } from "./lead-requests";
import { startNode } from "./targets";

/**
 * A quote with its drawing and a photo of the crack, as a buyer's browser sends it with and without
 * JavaScript: stored with its reference, mailed to the company with both files byte for byte under their
 * names, named in the visitor's acknowledgement, listed and written out by the operator's tool. A program
 * named .pdf and a file past the limit are refused by name with the answers kept, and a body far past the
 * limit is cut at the socket while the server goes on serving.
 */

const drawing = pdf(1_500_000);
const photo = jpeg(300_000);

let sequence = 0;
/** A quote form as the page sends it, with `files` in its file field. */
function quoteForm(files: [string, Buffer][], locale: "en" | "fr" = "en") {
  sequence += 1;
  const form = new FormData();
  const fields: Record<string, string> = {
    form: "quote",
    locale,
    page: locale === "fr" ? "/fr/request" : "/request",
    website: "",
    elapsed: "12000",
    submission: `files-${process.pid}-${sequence}`,
    name: "Éloïse Ndongo",
    email: `eloise.${process.pid}.${sequence}@example.org`,
    company: "Kribi Tank Farm",
    phone: "+237 699 00 00 00",
    service: "ndt",
    details: "API 653 out-of-service inspection of tank T-101: UT of the shell, MFL of the floor.",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, content] of files) form.append(attachmentField, new File([new Uint8Array(content)], name));
  return { form, fields };
}

function post(port: number, path: string, form: FormData, accept: string) {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    body: form,
    headers: { Accept: accept, Connection: "close" },
  });
}

type Mailed = Awaited<ReturnType<typeof startMailedApp>>;

/** A quote with `content` whose upload stops halfway and stays open: a buyer on a connection that stalled. */
async function stallUpload(port: number, content: Buffer): Promise<Socket> {
  const request = new Request("http://localhost/", { method: "POST", body: quoteForm([["slow.pdf", content]]).form });
  const body = Buffer.from(await request.arrayBuffer());
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await once(socket, "connect");
  const head = [
    "POST /api/leads HTTP/1.1",
    `Host: 127.0.0.1:${port}`,
    `Content-Type: ${request.headers.get("content-type")}`,
    `Content-Length: ${body.length}`,
    "Accept: application/json",
  ];
  socket.write(`${head.join("\r\n")}\r\n\r\n`);
  socket.write(body.subarray(0, Math.floor(body.length / 2)));
  return socket;
}

function leadsTool(app: Mailed, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const env = {
      ...process.env,
      LEADS_DATA_DIR: app.app.dataDir,
      ...(app.pg ? { DATABASE_URL: app.pg.url } : {}),
    };
    execFile(
      process.execPath,
      ["scripts/leads.mjs", ...args],
      { env, encoding: "utf8", timeout: 30_000 },
      (e, out, err) => done({ status: e ? Number((e as { code?: unknown }).code) : 0, stdout: out, stderr: err }),
    );
  });
}

async function mailOf(smtp: Awaited<ReturnType<typeof startSmtp>>, messageId: string) {
  await expect.poll(() => smtp.received.some((m) => m.messageId === messageId), { timeout: 15_000 }).toBe(true);
  return smtp.received.find((m) => m.messageId === messageId);
}

for (const database of ["embedded", "postgres"] as const) {
  describe(`a quote with files (${database})`, () => {
    let app: Mailed;
    beforeAll(async () => {
      app = await startMailedApp(database);
    }, 90_000);
    afterAll(async () => {
      await app?.stop();
    });

    for (const how of ["with JavaScript", "without JavaScript"] as const) {
      test(`${how}: stored with its reference, mailed with both files identical, listed and written out`, async () => {
        const { form } = quoteForm([
          ["Plan de soudage – T-101.pdf", drawing],
          ["fissure soudure.jpg", photo],
        ]);
        let ref: string;
        if (how === "with JavaScript") {
          const response = await post(app.app.port, "/api/leads", form, "application/json");
          const answer = await response.json();
          expect(response.status).toBe(200);
          expect(answer.files).toEqual([
            { name: "Plan de soudage – T-101.pdf", type: "application/pdf", size: drawing.length },
            { name: "fissure soudure.jpg", type: "image/jpeg", size: photo.length },
          ]);
          ref = answer.ref;
        } else {
          const response = await post(app.app.port, "/request", form, "text/html");
          expect(response.status).toBe(200);
          const page = await response.text();
          ref = /WI-[2-9A-HJKMNP-Z]{5}/.exec(page)?.[0] ?? "";
        }
        expect(ref).toMatch(/^WI-/);

        const mail = await mailOf(app.smtp, notificationId(ref));
        expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
          ["Plan de soudage – T-101.pdf", "application/pdf"],
          ["fissure soudure.jpg", "image/jpeg"],
        ]);
        expect(Buffer.compare(mail?.attachments[0]?.content ?? Buffer.alloc(0), drawing)).toBe(0);
        expect(Buffer.compare(mail?.attachments[1]?.content ?? Buffer.alloc(0), photo)).toBe(0);
        const ack = await mailOf(app.smtp, acknowledgementId(ref));
        expect(ack?.attachments).toEqual([]);
        expect(ack?.text).toContain("- Plan de soudage – T-101.pdf\n- fissure soudure.jpg");

        const shown = await leadsTool(app, "--show", ref);
        expect(shown.stderr).toBe("");
        expect(shown.stdout).toContain(
          `Plan de soudage – T-101.pdf (application/pdf, ${drawing.length} bytes, sha256 `,
        );
        expect(shown.stdout).toContain(`fissure soudure.jpg (image/jpeg, ${photo.length} bytes, sha256 `);
        const out = mkdtempSync(join(tmpdir(), "leads-files-"));
        try {
          const written = await leadsTool(app, "--files", ref, out);
          expect(written.status).toBe(0);
          expect(readdirSync(out).sort()).toEqual(["Plan de soudage – T-101.pdf", "fissure soudure.jpg"]);
          expect(Buffer.compare(readFileSync(join(out, "Plan de soudage – T-101.pdf")), drawing)).toBe(0);
          expect(Buffer.compare(readFileSync(join(out, "fissure soudure.jpg")), photo)).toBe(0);
        } finally {
          rmSync(out, { recursive: true, force: true });
        }
      });
    }

    test("--report sums the requests stored, in the terminal and as CSV", async () => {
      const store = await openLeadStore(app.db, { lock: false });
      const quotes = await store.db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("kind", "=", "quote")
        .executeTakeFirstOrThrow()
        .finally(() => store.close());
      const text = await leadsTool(app, "--report");
      expect(text.stderr).toBe("");
      expect(text.stdout).toMatch(new RegExp(`By form\\n(?:.*\\n)*?\\s+${Number(quotes.count)}  quote\\n`));
      const csv = await leadsTool(app, "--report", "--csv", "--sep", ";");
      expect(csv.status).toBe(0);
      const { rows } = parseCsv(csv.stdout, ";");
      expect(rows[0]).toEqual(["section", "key", "count"]);
      expect(rows).toContainEqual(["form", "quote", String(quotes.count)]);
      const usage = await leadsTool(app, "--since", "2026-01-01");
      expect(usage.status).toBe(64);
    });

    test("a program named .pdf and a file over 10 MB are refused by name, the answers kept, nothing stored", async () => {
      const { form, fields } = quoteForm([
        ["invoice.pdf", program],
        ["scan.pdf", pdf(10 * 1024 * 1024 + 1)],
        ["fine.jpg", photo],
      ]);
      const response = await post(app.app.port, "/api/leads", form, "application/json");
      const answer = await response.json();
      expect(response.status).toBe(422);
      expect(answer.outcome).toBe("invalid");
      expect(answer.refusedFiles).toEqual([
        { name: "invoice.pdf", problem: "type", position: 0 },
        { name: "scan.pdf", problem: "size", position: 1 },
      ]);
      expect(answer.values.details).toBe(fields.details);
      expect(answer.values.name).toBe(fields.name);
      const store = await openLeadStore(app.db, { lock: false });
      try {
        const rows = await store.db
          .selectFrom("leads")
          .select("ref")
          .where("email", "=", fields.email ?? "")
          .execute();
        expect(rows).toEqual([]);
      } finally {
        await store.close();
      }
      if (database === "embedded") {
        const spool = join(filesDirOf(app.app.dataDir), ".incoming");
        expect(readdirSync(spool)).toEqual([]);
      }
    });

    test("a 60 MB body is cut at the socket, and the server goes on serving", async () => {
      const { form } = quoteForm([]);
      const head = new Response(form).headers.get("content-type") ?? "";
      const status = await new Promise<number | string>((resolve) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port: app.app.port,
            method: "POST",
            path: "/api/leads",
            headers: { "Content-Type": head, "Content-Length": String(60 * 1024 * 1024), Accept: "application/json" },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
        const chunk = Buffer.alloc(1024 * 1024, 120);
        let sent = 0;
        const pump = () => {
          while (sent < 60 && req.write(chunk)) sent += 1;
          if (sent < 60) req.once("drain", () => pump());
          else req.end();
        };
        pump();
      });
      // Refused at once by its declared length, or cut while it streams: never taken whole.
      expect([413, "ECONNRESET", "EPIPE"]).toContain(status);
      expect((await health(app.app.port)).status).toBe(200);
    });
  });
}

test("the rate limit counts bytes: a client within its count of requests is refused past its bytes", async () => {
  const app = await startNode({ env: { ...openLimits, LEADS_RATE_LIMIT_BYTES: String(2 * drawing.length) } });
  try {
    const send = () =>
      fetch(`http://127.0.0.1:${app.port}/api/leads`, {
        method: "POST",
        body: quoteForm([["drawing.pdf", drawing]]).form,
        headers: { Accept: "application/json", Connection: "close", "X-Real-IP": "198.51.100.7" },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect((await third.json()).values.name).toBe("Éloïse Ndongo");
  } finally {
    await app.stop();
  }
});

describe("files through faults", () => {
  for (const database of ["embedded", "postgres"] as const) {
    test(`the server killed (SIGKILL) while files arrive (${database}): every acknowledged file is kept, and the restart leaves no orphan`, {
      timeout: 120_000,
    }, async () => {
      const pg = database === "postgres" ? await startPostgres() : null;
      const env = { ...openLimits, ...(pg ? { DATABASE_URL: pg.url } : {}) };
      const first = await startNode({ env });
      let second: Awaited<ReturnType<typeof startNode>> | null = null;
      try {
        const spool =
          database === "embedded"
            ? join(filesDirOf(first.dataDir), ".incoming")
            : join(tmpdir(), `weld-leads-spool-${first.pid}`);
        // Three uploads stall halfway, on slow connections: their files are half in the spool when the kill comes.
        const stalled = await Promise.all([0, 1, 2].map((i) => stallUpload(first.port, pdf(2_000_000 + 100 + i))));
        await expect.poll(() => readdirSync(spool).length, { timeout: 10_000 }).toBe(3);
        // Meanwhile quotes of 2 MB each, all different, arrive; the server is killed once three are stored.
        const sent = Array.from({ length: 8 }, (_, i) => pdf(2_000_000 + i));
        const acknowledged = new Map<string, Buffer>();
        let killed: Promise<void> | null = null;
        await Promise.allSettled(
          sent.map(async (content) => {
            const form = quoteForm([["drawing.pdf", content]]).form;
            const response = await post(first.port, "/api/leads", form, "application/json");
            const answer = await response.json();
            if (response.status !== 200) return;
            acknowledged.set(answer.ref, content);
            if (acknowledged.size >= 3) killed ??= first.kill();
          }),
        );
        await (killed ?? first.kill());
        for (const socket of stalled) socket.destroy();
        expect(acknowledged.size).toBeGreaterThanOrEqual(3);

        second = await startNode({ env: { ...env, LEADS_DATA_DIR: first.dataDir } });
        await expect.poll(async () => (await health(second?.port ?? 0)).status, { timeout: 20_000 }).toBe(200);
        const store = await openLeadStore({ databaseUrl: pg?.url ?? null, dataDir: first.dataDir }, { lock: false });
        try {
          for (const [ref, content] of acknowledged) {
            const [file] = await filesOf(store, ref);
            expect(file?.size, ref).toBe(content.length);
            expect(Buffer.compare(await buffer(readStoredFile(store, file?.sha256 ?? "")), content), ref).toBe(0);
          }
          const named = new Set(
            (await store.db.selectFrom("lead_files").select("sha256").execute()).map((r) => r.sha256),
          );
          if (database === "embedded") {
            const dir = filesDirOf(first.dataDir);
            const stored = readdirSync(dir, { withFileTypes: true })
              .filter((e) => e.isFile())
              .map((e) => e.name);
            expect(new Set(stored)).toEqual(named);
            expect(readdirSync(spool)).toEqual([]);
          } else {
            const chunks = await store.db.selectFrom("lead_file_chunks").select("sha256").distinct().execute();
            expect(new Set(chunks.map((c) => c.sha256))).toEqual(named);
            // The dead server's spool went with the restart's sweep.
            expect(existsSync(spool)).toBe(false);
          }
        } finally {
          await store.close();
        }
      } finally {
        await second?.stop();
        await first.stop();
        await pg?.stop();
      }
    });
  }

  test("stopped as systemd stops it (SIGTERM) on PostgreSQL, the server takes its spool with it", async () => {
    const pg = await startPostgres();
    const app = await startNode({ env: { ...openLimits, DATABASE_URL: pg.url } });
    try {
      const spool = join(tmpdir(), `weld-leads-spool-${app.pid}`);
      const response = await post(
        app.port,
        "/api/leads",
        quoteForm([["drawing.pdf", drawing]]).form,
        "application/json",
      );
      expect(response.status).toBe(200);
      expect(readdirSync(spool)).toEqual([]);
      await app.stop();
      expect(existsSync(spool)).toBe(false);
    } finally {
      await app.stop();
      await pg.stop();
    }
  });

  test("the mail server down, then up: the mail carries the files", { timeout: 60_000 }, async () => {
    const smtp = await startSmtp();
    const app = await startNode({
      env: {
        ...openLimits,
        SMTP_URL: smtp.url,
        LEADS_MAIL_POLL_MS: "150",
        LEADS_RETRY_BASE_MS: "150",
        LEADS_RETRY_MAX_MS: "1000",
      },
    });
    try {
      await smtp.stop();
      const response = await post(
        app.port,
        "/api/leads",
        quoteForm([
          ["drawing.pdf", drawing],
          ["crack.jpg", photo],
        ]).form,
        "application/json",
      );
      expect(response.status).toBe(200);
      const { ref } = await response.json();
      await expect.poll(async () => (await health(app.port)).body.outbox?.pending ?? 0).toBeGreaterThan(0);
      await smtp.start();
      const mail = await mailOf(smtp, notificationId(ref));
      expect(mail?.attachments.map((a) => a.filename)).toEqual(["drawing.pdf", "crack.jpg"]);
      expect(Buffer.compare(mail?.attachments[0]?.content ?? Buffer.alloc(0), drawing)).toBe(0);
      expect(Buffer.compare(mail?.attachments[1]?.content ?? Buffer.alloc(0), photo)).toBe(0);
    } finally {
      await app.stop();
      await smtp.stop();
    }
  });
});
