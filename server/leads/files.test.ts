import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { attachmentField } from "~/content/attachments";
import { leadDatabaseKinds, leadDatabases } from "~/test/lead-databases";
import { jpeg, pdf } from "~/test/sample-files";
import { filesDirOf, filesOf, readStoredFile, spoolDirOf, sweepFiles } from "./files.ts";
import { exportLeads, purge, showLead, writeFiles } from "./operator.ts";
import { makeRef } from "./service.ts";
import { type LeadRecord, type LeadStore, openLeadStore, storeLead } from "./store.ts";
import { discard, readMultipart, type SpooledFile } from "./uploads.ts";

/**
 * A request's files stored with its lead, on both databases: read back identical, shared between leads
 * that sent the same file, purged with the last lead that names them, swept after a kill, and written out
 * for the operator.
 */

// PostgreSQL's spools live in the system's temporary folder, where a sweep also removes the spools of dead
// processes (other test runs leave some): this file's own folder keeps its sweep's count to what it made.
const systemTmp = process.env.TMPDIR;
let ownTmp = "";
beforeAll(() => {
  ownTmp = mkdtempSync(join(tmpdir(), "files-test-tmp-"));
  // The test's PostgreSQL makes its cluster in the temporary folder too, as its own user.
  chmodSync(ownTmp, 0o755);
  process.env.TMPDIR = ownTmp;
});
afterAll(() => {
  if (systemTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTmp;
  rmSync(ownTmp, { recursive: true, force: true });
});

const databases = leadDatabases();
const stores: LeadStore[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

let sequence = 0;
function lead(createdAt = new Date().toISOString()): Omit<LeadRecord, "ref"> {
  sequence += 1;
  return {
    idempotency_key: `files-test-${sequence}`,
    kind: "quote",
    locale: "fr",
    name: "Éloïse Ndongo",
    email: "eloise@example.org",
    service: "ndt",
    fields: JSON.stringify({ name: "Éloïse Ndongo", details: "UT of tank shell, see drawing" }),
    page: "/fr/request",
    referrer: "",
    utm: "{}",
    created_at: createdAt,
  };
}

/** Stores a lead with its files, and empties the spool after, as the lead service does. */
async function keep(target: LeadStore, record: Omit<LeadRecord, "ref">, files: SpooledFile[]) {
  try {
    return await storeLead(target, record, makeRef, { files });
  } finally {
    await discard(files);
  }
}

/** Files spooled as the service spools them, from a form a browser would send. */
async function spooled(store: LeadStore, files: [string, Buffer][]): Promise<SpooledFile[]> {
  const form = new FormData();
  form.append("form", "quote");
  for (const [name, content] of files) form.append(attachmentField, new File([new Uint8Array(content)], name));
  const read = await readMultipart(new Request("http://localhost/", { method: "POST", body: form }), spoolDirOf(store));
  if ("refusal" in read) throw new Error(read.refusal);
  return read.files;
}

async function open(kind: (typeof leadDatabaseKinds)[number]) {
  const config = await databases.fresh(kind);
  const store = await openLeadStore(config, { lock: false });
  stores.push(store);
  return store;
}

const drawing = pdf(600_000);
const photo = jpeg(40_000);

describe.each(leadDatabaseKinds)("files on %s", (kind) => {
  it("are stored with their lead and read back identical, in the visitor's order", async () => {
    const store = await open(kind);
    const files = await spooled(store, [
      ["Plan de soudage T-101.pdf", drawing],
      ["fissure.jpg", photo],
    ]);
    const { ref } = await keep(store, lead(), files);
    const stored = await filesOf(store, ref);
    expect(stored.map((f) => [f.position, f.name, f.type, f.size])).toEqual([
      [0, "Plan de soudage T-101.pdf", "application/pdf", drawing.length],
      [1, "fissure.jpg", "image/jpeg", photo.length],
    ]);
    expect(await buffer(readStoredFile(store, stored[0]?.sha256 ?? ""))).toEqual(drawing);
    expect(await buffer(readStoredFile(store, stored[1]?.sha256 ?? ""))).toEqual(photo);
    const shown = await showLead(store, ref, ["en"]);
    expect(shown).toContain(
      `Plan de soudage T-101.pdf (application/pdf, ${drawing.length} bytes, sha256 ${stored[0]?.sha256})`,
    );
    const row = (await exportLeads(store)).find((r) => r.ref === ref);
    expect(row?.files).toBe("2");
  });

  it("are written out for the operator under their names, a name given twice numbered", async () => {
    const store = await open(kind);
    const files = await spooled(store, [
      ["photo.jpg", photo],
      ["photo.jpg", jpeg(10)],
    ]);
    const { ref } = await keep(store, lead(), files);
    const out = mkdtempSync(join(tmpdir(), "leads-files-out-"));
    folders.push(out);
    const written = await writeFiles(store, ref, join(out, "WI"));
    expect(written.map((p) => p.slice(out.length + 1))).toEqual(["WI/photo.jpg", "WI/photo (2).jpg"]);
    expect(readFileSync(join(out, "WI", "photo.jpg"))).toEqual(photo);
    expect(readFileSync(join(out, "WI", "photo (2).jpg"))).toEqual(jpeg(10));
  });

  it("shared by two leads stay until the last of them is purged", async () => {
    const store = await open(kind);
    const old = new Date(Date.now() - 30 * 31 * 24 * 3600 * 1000).toISOString();
    const first = await keep(store, lead(old), await spooled(store, [["a.pdf", drawing]]));
    const second = await keep(store, lead(), await spooled(store, [["b.pdf", drawing]]));
    const only = await keep(store, lead(old), await spooled(store, [["c.jpg", photo]]));
    const [shared] = await filesOf(store, second.ref);
    const [alone] = await filesOf(store, only.ref);
    expect(await purge(store)).toBe(2);
    expect(await filesOf(store, first.ref)).toEqual([]);
    // The newer lead's copy is the same file, and stays.
    expect(await buffer(readStoredFile(store, shared?.sha256 ?? ""))).toEqual(drawing);
    if (kind === "sqlite") {
      expect(readdirSync(filesDirOf(store.dataDir ?? ""))).toEqual(expect.not.arrayContaining([alone?.sha256]));
      expect(readdirSync(join(filesDirOf(store.dataDir ?? ""), ".purged"))).toEqual([]);
    } else {
      const chunks = await store.db
        .selectFrom("lead_file_chunks")
        .select("sha256")
        .where("sha256", "=", alone?.sha256 ?? "")
        .execute();
      expect(chunks).toEqual([]);
    }
  });

  it("left by a kill are swept at the next start: a stale spool, and a file no lead names", async () => {
    const store = await open(kind);
    const { ref } = await keep(store, lead(), await spooled(store, [["keep.pdf", drawing]]));
    const spool = spoolDirOf(store);
    mkdirSync(spool, { recursive: true });
    writeFileSync(join(spool, "cut.part"), "half a drawing");
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(join(spool, "cut.part"), hourAgo, hourAgo);
    writeFileSync(join(spool, "now.part"), "a request being read");
    const orphan = "0".repeat(64);
    if (kind === "sqlite") writeFileSync(join(filesDirOf(store.dataDir ?? ""), orphan), "moved in, never committed");

    const swept = await sweepFiles(store, new Date(Date.now() - 60_000));
    expect(swept).toBe(kind === "sqlite" ? 2 : 1);
    expect(readdirSync(spool)).toEqual(["now.part"]);
    if (kind === "sqlite") expect(readdirSync(filesDirOf(store.dataDir ?? ""))).not.toContain(orphan);
    const [kept] = await filesOf(store, ref);
    expect(await buffer(readStoredFile(store, kept?.sha256 ?? ""))).toEqual(drawing);
  });
});
