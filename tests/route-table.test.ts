import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES, pattern, routeTable } from "@/lib/platform/api/route-table";

/**
 * lib/platform/api/route-table.ts is the one list of routes: every method a route.ts exports and every
 * /account page must have its line there (with the answers walked by e2e/access-control.spec.ts),
 * and every line must still name something that exists.
 */
const appDir = path.resolve(import.meta.dirname, "../app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** The URL of a file under app/: route groups dropped, dynamic segments as `[]`. */
function urlOf(file: string): string {
  const dir = path.dirname(path.relative(appDir, file));
  const segments = dir === "." ? [] : dir.split(path.sep).filter((s) => !/^\(.*\)$/.test(s));
  return pattern(`/${segments.join("/")}`);
}

function filesNamed(names: string[]): string[] {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((f) => names.includes(path.basename(f)))
    .map((f) => path.join(appDir, f))
    .sort();
}

/** "METHOD /pattern" for every method every route.ts exports (imported, so re-exports count) and every /account page. */
async function existing(): Promise<string[]> {
  const routes: string[] = [];
  for (const file of filesNamed(["route.ts", "route.tsx"])) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const m of METHODS) if (typeof mod[m] === "function") routes.push(`${m} ${urlOf(file)}`);
  }
  const pages = filesNamed(["page.tsx", "page.ts"])
    .map(urlOf)
    .filter((u) => u === "/account" || u.startsWith("/account/"))
    .map((u) => `GET ${u}`);
  return [...routes, ...pages].sort();
}

describe("lib/platform/api/route-table.ts", () => {
  const listed = routeTable.map((r) => `${r.method} ${pattern(r.path)}`).sort();

  it("has a line for every Route Handler method and every /account page, and none for anything else", async () => {
    const files = await existing();
    expect(
      files.filter((e) => !listed.includes(e)),
      "add these to lib/platform/api/route-table.ts",
    ).toEqual([]);
    expect(
      listed.filter((l) => !files.includes(l)),
      "these lines name nothing in app/",
    ).toEqual([]);
    expect(
      listed.filter((l, i) => listed.indexOf(l) !== i),
      "listed twice",
    ).toEqual([]);
  }, 60_000);

  it("gives the proxy the methods of every /api path, catch-alls left to Next", () => {
    expect(API_ROUTES["/api/events/[]"]).toEqual(["DELETE", "GET", "PUT"]);
    expect(API_ROUTES["/api/order"]).toEqual(["GET", "POST"]);
    expect(Object.keys(API_ROUTES).filter((p) => !p.startsWith("/api/"))).toEqual([]);
    expect(API_ROUTES["/api/[]"]).toBeUndefined();
  });
});
