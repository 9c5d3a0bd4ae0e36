import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { controlSocketPath, siteIsRunning } from "@/lib/platform/backup/control";

/**
 * A site killed without its shutdown leaves its control socket behind. db:backup and db:restore
 * ask through it whether a site runs: a socket nobody listens on means "no site", never a crash
 * (readline passed the refused connection on as an unhandled error, and db:restore died).
 */
describe("the control socket left by a stopped site", () => {
  it("answers that no site is running", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ikaze-stale-socket-"));
    // Connecting to a path that is not a listening socket is refused, as a dead site's socket is.
    writeFileSync(controlSocketPath(dir), "");
    const crashes: unknown[] = [];
    const record = (err: unknown) => crashes.push(err);
    process.on("uncaughtException", record);
    try {
      expect(await siteIsRunning(dir)).toBe(false);
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      process.off("uncaughtException", record);
    }
    expect(crashes).toEqual([]);
  });
});
