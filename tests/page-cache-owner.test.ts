import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { claimPageCache, databaseIdentity, emptyPageCache } from "@/lib/platform/cache/page-cache-owner";
import { getDb } from "@/lib/platform/db/client";
import { makeUser } from "./helpers/factories";

function fillCache(dist: string) {
  for (const dir of ["server/route-cache/tour", "cache/fetch-cache"]) mkdirSync(path.join(dist, dir), { recursive: true });
  writeFileSync(path.join(dist, "server/route-cache/tour/volcano.html"), "<p>cached</p>");
  writeFileSync(path.join(dist, "cache/fetch-cache/abc"), "{}");
}

function buildWithCachedPages(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "ikaze-dist-"));
  fillCache(dist);
  writeFileSync(path.join(dist, "BUILD_ID"), "build");
  return dist;
}
const cached = (dist: string) => existsSync(path.join(dist, "server/route-cache/tour/volcano.html"));

describe("the page cache follows the database it was filled from", () => {
  it("is kept for the same database, emptied for another one, and by a restore; the build itself stays", async () => {
    await makeUser("admin");
    const identity = (await databaseIdentity(await getDb()))!;
    expect(identity).toMatch(/^[0-9a-f-]{36}$/);

    const dist = buildWithCachedPages();
    // The first start of a build records its database (a cache from before owners were recorded is dropped).
    expect(claimPageCache(dist, identity)).toBe(false);
    expect(cached(dist)).toBe(false);
    fillCache(dist);

    // A restart on the same database keeps what was cached.
    expect(claimPageCache(dist, identity)).toBe(false);
    expect(cached(dist)).toBe(true);

    // Another database (a swapped DATA_DIR or DATABASE_URL): emptied.
    expect(claimPageCache(dist, "00000000-0000-4000-8000-000000000000")).toBe(true);
    expect(cached(dist)).toBe(false);
    expect(existsSync(path.join(dist, "cache/fetch-cache/abc"))).toBe(false);
    expect(existsSync(path.join(dist, "BUILD_ID"))).toBe(true);

    // db:restore empties it whatever the identity.
    fillCache(dist);
    emptyPageCache(dist);
    expect(cached(dist)).toBe(false);
    expect(claimPageCache(dist, identity)).toBe(false);
  });
});
