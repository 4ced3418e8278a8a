import { tmpdir } from "node:os";
import { join } from "node:path";

/** Port of the main production server under test; the others follow it. */
export const e2ePort = Number(process.env.E2E_PORT) || 4173;
/** The same site on PostgreSQL (the lead journeys' second run). */
export const postgresAppPort = e2ePort + 1;
/** The same build on a static file server, with no application server behind it. */
export const staticPort = e2ePort + 2;
/** The PostgreSQL server behind `postgresAppPort`. */
export const postgresPort = e2ePort + 3;
/** The second build, which names a hero video (`npm run build:video`), for the video's own tests. */
export const videoPort = e2ePort + 4;
/** The video id the second build names: `VITE_HERO_VIDEO_ID` in package.json's `build:video`. */
export const heroVideoTestId = "WeldTestA01";
export const videoBuildDir = `${process.env.BUILD_DIR || "build"}-video`;

/**
 * Where the main server keeps its embedded lead database: a fixed path per port, so that the test workers,
 * which read the leads back, find the folder the server was given.
 */
export const e2eDataDir = join(tmpdir(), `weld-e2e-leads-${e2ePort}`);
/** The PostgreSQL database of the second server (tests/support/serve-with-postgres.mjs). */
export const e2eDatabaseUrl = `postgres://leads@127.0.0.1:${postgresPort}/postgres`;
