import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // Next resolves this to an empty module on the server; tests run server code directly.
      "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty.ts"),
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/helpers/database-template.ts"],
    setupFiles: ["tests/helpers/setup.ts"],
    // Each file gets its own process, so its own database (see setup.ts).
    pool: "forks",
    // Generous: in CI this runs niced beside the browser tests on two cores, where a first query
    // (PGlite's WebAssembly starting) has taken over 30 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
