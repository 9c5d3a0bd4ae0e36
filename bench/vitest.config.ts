import { defineConfig } from "vitest/config";
import base from "../vitest.config";

// `npm run bench:search`: bench/search.bench.ts runs as a Vitest file, so that it calls the Route
// Handler with the same module setup as the tests (server-only, aliases, a database of its own:
// PGlite, or PostgreSQL when TEST_DATABASE_URL is set). Not mergeConfig: it would add this include
// to the tests' instead of replacing it.
export default defineConfig({ ...base, test: { ...base.test, include: ["bench/**/*.bench.ts"], testTimeout: 300_000, hookTimeout: 300_000 } });
