import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The files that need a process of their own: vi.mock replaces a module for the whole process, and
 * Vitest only undoes that between isolated files.
 */
const ISOLATED = ["tests/db-worker-restart.test.ts"];

export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // Next resolves this to an empty module on the server; tests run server code directly.
      "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty.ts"),
    },
  },
  test: {
    environment: "node",
    globalSetup: ["tests/helpers/database-template.ts"],
    // Each file gets its own database (setup.ts) and starts as in a new process (fresh-file.ts).
    setupFiles: ["tests/helpers/fresh-file.ts", "tests/helpers/setup.ts"],
    pool: "forks",
    // Generous: in CI this runs niced beside the browser tests on two cores, where a first query
    // (PGlite's WebAssembly starting) has taken over 30 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      // One process runs these files one after another: the packages load once, not once per file.
      { extends: true, test: { name: "shared", include: ["tests/**/*.test.ts"], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
