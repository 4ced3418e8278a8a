// Types of tests/support/postgres.mjs (plain JavaScript: the server scripts and the load benchmark run it
// with Node alone) for the TypeScript specs that import it.
export function postgresBin(): string;
export function startPostgres(options: { port: number }): Promise<{
  url: string;
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}>;
