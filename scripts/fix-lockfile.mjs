// Keeps package-lock.json installable with `npm ci` from the registry this project uses.
// That registry serves only some platforms' builds of packages such as biome, rolldown, tailwind's oxide
// and resvg. `npm install` skips the missing optional builds but still lists them under their parent's
// `optionalDependencies`, and `npm ci` then refuses the lock as "out of sync". This removes exactly those
// dangling names. Run it after every `npm install` (see docs/decisions/0008-lockfile.md).
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
let removed = 0;
for (const [path, meta] of Object.entries(packages)) {
  const optional = meta.optionalDependencies;
  if (!optional) continue;
  for (const name of Object.keys(optional)) {
    const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    delete optional[name];
    removed += 1;
  }
  if (Object.keys(optional).length === 0) delete meta.optionalDependencies;
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lockfile: removed ${removed} optional dependencies the registry does not serve`);
