// The two-instance tests (playwright.cluster.config.ts), the last step of `npm run test:e2e`.
// They own their PostgreSQL and Redis, so the database a run was given changes nothing: `.ci/run`
// sets CLUSTER_TESTS=done on its second (PostgreSQL) pass after they ran in the first.
import { spawnSync } from "node:child_process";

if (process.env.CLUSTER_TESTS === "done") {
  console.log("[cluster] already run in this CI pass (they bring their own PostgreSQL and Redis)");
  process.exit(0);
}
const r = spawnSync("npx", ["playwright", "test", "-c", "playwright.cluster.config.ts"], { stdio: "inherit" });
process.exit(r.status ?? 1);
