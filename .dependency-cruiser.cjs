/**
 * The app's layers point one way (decision 0013): routes → features → components → lib, with content
 * (typed copy and facts) beside them, and the servers above them all. `npm run lint:deps` fails on an import against the grain or a circle.
 */
module.exports = {
  forbidden: [
    {
      name: "components-not-into-features",
      comment: "Primitives and layout know nothing of features: a feature composes them, never the reverse.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/features/" },
    },
    {
      name: "lib-not-into-content",
      comment: "lib/ holds pure helpers; content (copy, company facts) may use them, not the reverse.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/content/" },
    },
    {
      name: "app-not-into-server",
      comment:
        "The app renders pages; the servers run it and hand the actions the lead service (load context). The one exception is the development server's own lead service, which a build leaves out.",
      severity: "error",
      from: { path: "^app/", pathNot: "^app/features/leads/lead-receiver[.]server[.]ts$" },
      to: { path: "^server/" },
    },
    {
      name: "app-not-into-site",
      comment:
        "site/ renders the app's pages with Astro from the route modules in app/routes: it uses the app, and the app knows nothing of it.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^site/" },
    },
    {
      name: "no-circular",
      comment: "No import circles, type-only ones included.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
