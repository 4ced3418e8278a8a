import { resolve } from "node:path";

/** How leads are stored and guarded, read once from the environment, with defaults that run on a fresh machine. */
export interface LeadsConfig {
  /** PostgreSQL connection string; when absent, leads go to the embedded database in `dataDir`. */
  databaseUrl: string | null;
  /** Folder of the embedded database. */
  dataDir: string;
  /** Accepted submissions per client within `rateWindowSeconds`. */
  rateLimit: number;
  rateWindowSeconds: number;
  /** A form sent sooner than this after it was first touched is taken for a robot's. */
  minFillMs: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
}

function whole(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}".`);
  return value;
}

export function readLeadsConfig(env: NodeJS.ProcessEnv = process.env): LeadsConfig {
  return {
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.LEADS_DATA_DIR || "data"),
    rateLimit: whole("LEADS_RATE_LIMIT", 5, env),
    rateWindowSeconds: whole("LEADS_RATE_WINDOW", 600, env),
    minFillMs: whole("LEADS_MIN_FILL_MS", 3000, env),
    maxBodyBytes: 64 * 1024,
  };
}
