import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What we take from Next beyond its documented API (docs/decisions/next-internals.md), read from
 * the installed package rather than imported: a Next upgrade fails here until that record has been
 * checked again against it and CHECKED moved.
 */
const CHECKED = "16.4.6";
const nextDir = path.dirname(createRequire(import.meta.url).resolve("next/package.json"));
const read = (file: string) => readFileSync(path.join(nextDir, file), "utf8");

describe("the Next internals we rely on", () => {
  it("are those of the Next version they were checked against", () => {
    expect(JSON.parse(read("package.json")).version).toBe(CHECKED);
  });

  it("FileSystemCache is where server/route-cache-handler.mjs imports it, with its shared memory cache", () => {
    const source = read("dist/server/lib/incremental-cache/file-system-cache.js");
    expect(source).toMatch(/class FileSystemCache\b/);
    expect(source).toContain("FileSystemCache.memoryCache");
    expect(source).toMatch(/async set\(key, data, ctx\)/);
  });

  it("the incremental cache is kept on globalThis and hands revalidateTag to the cache handler", () => {
    expect(read("dist/server/base-server.js")).toContain("globalThis.__incrementalCache = incrementalCache");
    expect(read("dist/server/lib/incremental-cache/index.js")).toMatch(
      /revalidateTag\(tags, durations\)[\s\S]{0,200}cacheHandler[\s\S]{0,80}\.revalidateTag\(tags, durations\)/,
    );
  });
});
