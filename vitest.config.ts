import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they cover pure modules only.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: "2026" },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
  },
});
