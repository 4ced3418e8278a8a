// `npm run serve`: serve the production build on PORT (default 3000).
import { createServer } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createHandler } from "./app.mjs";

const root = process.env.BUILD_DIR
  ? resolve(process.env.BUILD_DIR, "client")
  : fileURLToPath(new URL("../build/client", import.meta.url));
const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || "0.0.0.0";

const server = createServer(createHandler({ root }));
server.listen(port, host, () => {
  console.log(`Serving ${root} at http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
