import { openLimits } from "./lead-requests";
import { servingSuite } from "./suite";
import { startNode } from "./targets";

// `node server/index.mjs`: what `npm start` runs once a build exists. The suite sends a form after each
// attack, all from this machine: no rate limit in the way.
servingSuite("node", () => startNode({ env: openLimits }));
