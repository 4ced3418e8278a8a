import { servingSuite } from "./suite";
import { startNode } from "./targets";

// `node server/index.mjs`: what `npm start` runs once a build exists.
servingSuite("node", startNode);
