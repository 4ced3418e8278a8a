import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { common as en } from "../../app/content/locales/en/common";
import { startPostgres } from "../support/postgres.mjs";
import { health, inquiry, postLead } from "./lead-requests";
import { startNode } from "./targets";

/**
 * The rate limit counts visitors, not app instances nor addresses: with PostgreSQL every instance takes from
 * one budget, and an IPv6 visitor, who can take any address of the /64 its connection was given, is
 * counted by that /64. Three submissions per visitor here.
 */

type App = Awaited<ReturnType<typeof startNode>>;

const env = { LEADS_RATE_LIMIT: "3", LEADS_MIN_FILL_MS: "0" };

/**
 * Sends one valid inquiry per entry of `visitors` (the address each comes from), in order, each to the
 * next app of `apps` in turn, and gives the statuses answered.
 */
async function send(apps: App[], visitors: string[]): Promise<number[]> {
  const statuses = [];
  for (const [i, visitor] of visitors.entries()) {
    const app = apps[i % apps.length] as App;
    statuses.push((await postLead(app.port, inquiry(), { visitor })).status);
  }
  return statuses;
}

/** Addresses of one IPv6 visitor's /64 (2001:db8:<net>::/64), written as differently as an address can be. */
const rotating = (net: string) => [
  `2001:db8:${net}::1`,
  `2001:db8:${net}:0:ffff:1:2:3`,
  `2001:0db8:${net.padStart(4, "0")}:0000:0000:0000:0000:abcd`,
  `2001:db8:${net}:0:9::`,
  `2001:db8:${net}::5efe:192.0.2.1`,
];

const fiveTimes = (visitor: string) => Array.from({ length: 5 }, () => visitor);

describe("two app instances on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof startPostgres>>;
  let apps: App[] = [];

  // A database cluster and the apps on it take a while to start on a machine that is busy with other work.
  beforeAll(async () => {
    database = await startPostgres();
    for (let i = 0; i < 2; i++) {
      apps.push(await startNode({ env: { ...env, DATABASE_URL: database.url } }));
    }
  }, 90_000);
  afterAll(async () => {
    for (const app of apps) await app.stop();
    apps = [];
    await database?.stop();
  });

  test("share one budget: five submissions from one address, alternating between them, three accepted", async () => {
    expect(await send(apps, fiveTimes("198.51.100.7"))).toEqual([200, 200, 200, 429, 429]);
    // Another visitor still has a budget of their own, on either instance.
    expect(await send(apps, ["198.51.100.8", "198.51.100.8"])).toEqual([200, 200]);
  });

  test("count an IPv6 visitor by /64, whatever address of it they take; another /64 has its own budget", async () => {
    expect(await send(apps, rotating("a1"))).toEqual([200, 200, 200, 429, 429]);
    expect(await send(apps, ["2001:db8:a2::1"])).toEqual([200]);
    // An IPv4 visitor reached over IPv6 (an IPv4-mapped address) is the same visitor as over IPv4.
    expect(await send(apps, ["::ffff:198.51.100.9", "198.51.100.9", "::ffff:198.51.100.9", "198.51.100.9"])).toEqual([
      200, 200, 200, 429,
    ]);
  });

  test("keep no visitor's address in the shared count", async () => {
    expect(await send(apps, ["198.51.100.10", "2001:db8:a3::1"])).toEqual([200, 200]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>("select key from lead_rate_limits");
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const { key } of rows) expect(key).not.toMatch(/198\.51\.100|2001:db8|unknown/);
    } finally {
      await client.end();
    }
  });

  test("with PostgreSQL away, a submission gets the unavailable answer, not an error; back, one budget again", async () => {
    await database.pause();
    const refused = await postLead(apps[0]?.port ?? 0, inquiry(), { visitor: "198.51.100.11" });
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toBe(en.leads.unavailable);
    expect(apps.every((app) => app.alive())).toBe(true);

    await database.resume();
    for (const app of apps) {
      await expect.poll(async () => (await health(app.port)).status, { timeout: 15_000 }).toBe(200);
    }
    expect(await send(apps, fiveTimes("198.51.100.12"))).toEqual([200, 200, 200, 429, 429]);
  });
});

describe("one app on the embedded database", () => {
  let app: App;
  beforeAll(async () => {
    app = await startNode({ env });
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("counts an IPv6 visitor by /64, and another /64 apart", async () => {
    expect(await send([app], rotating("b1"))).toEqual([200, 200, 200, 429, 429]);
    expect(await send([app], ["2001:db8:b2::1", "203.0.113.5"])).toEqual([200, 200]);
  });
});
