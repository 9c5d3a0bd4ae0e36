import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { accessTable, pattern } from "./security/access-table";

/**
 * Every Route Handler method and every /account page in app/ must have a line in the access-control
 * table (walked against the production server by e2e/access-control.spec.ts), and every line must
 * still name something that exists.
 */
const appDir = path.resolve(import.meta.dirname, "../app");

/** The URL of a file under app/: route groups dropped, dynamic segments as `[]`. */
function urlOf(file: string): string {
  const dir = path.dirname(path.relative(appDir, file));
  const segments = dir === "." ? [] : dir.split(path.sep).filter((s) => !/^\(.*\)$/.test(s));
  return pattern(`/${segments.join("/")}`);
}

function filesNamed(names: string[]): string[] {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((f) => names.includes(path.basename(f)))
    .map((f) => path.join(appDir, f));
}

/** The HTTP methods a route.ts exports (`export const GET = …` or `export async function GET`). */
function methodsOf(file: string): string[] {
  const src = readFileSync(file, "utf8");
  return [...src.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/g)].map((m) => m[1]);
}

function existing(): string[] {
  const routes = filesNamed(["route.ts", "route.tsx"]).flatMap((f) => methodsOf(f).map((m) => `${m} ${urlOf(f)}`));
  const pages = filesNamed(["page.tsx", "page.ts"])
    .map(urlOf)
    .filter((u) => u === "/account" || u.startsWith("/account/"))
    .map((u) => `GET ${u}`);
  return [...routes, ...pages].sort();
}

describe("access-control table", () => {
  const listed = accessTable.map((r) => `${r.method} ${pattern(r.path)}`).sort();

  it("has a line for every Route Handler method and every /account page", () => {
    const missing = existing().filter((e) => !listed.includes(e));
    expect(missing, "add these to tests/security/access-table.ts").toEqual([]);
  });

  it("lists nothing that no longer exists, and nothing twice", () => {
    const files = existing();
    expect(listed.filter((l) => !files.includes(l))).toEqual([]);
    expect(listed.filter((l, i) => listed.indexOf(l) !== i)).toEqual([]);
  });
});
