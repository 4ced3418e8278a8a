// The ports `npm run cms` listens on, all on the loopback: the defaults are where the editor looks (the dev
// site's 5173, the local backend's 8081, which Decap's `local_backend: true` expects); the variables exist for
// tests, which may not take fixed ports.
import { createServer } from "node:net";

/**
 * A port from the environment, or `fallback` when the variable is unset.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 */
export function portFrom(env, name, fallback) {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number, not "${value}"`);
  return port;
}

/**
 * Whether something already listens on `port` of the loopback (or on every interface): tried by listening
 * there for a moment.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portTaken(port) {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", (error) => {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code === "EADDRINUSE" || code === "EACCES") done(true);
      else fail(error);
    });
    probe.listen({ port, host: "127.0.0.1", exclusive: true }, () => probe.close(() => done(false)));
  });
}
