import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Nothing server-side reaches a browser bundle: no database code (drizzle-orm, the
 * drivers, lib/platform/db/*, the schema), no module marked `server-only`, no mail, image or Node code.
 * Read from the sources, so it fails the moment such an import is written: every module a
 * "use client" file imports, statically or with import(), and everything those import in turn,
 * is checked. Type-only imports are erased by the compiler and are not followed.
 * (e2e/byte-budget.spec.ts also looks for drizzle in the built chunks themselves.)
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE_DIRS = ["app", "components", "lib"];
const FORBIDDEN_PACKAGES = [
  "drizzle-orm",
  "postgres",
  "@electric-sql/pglite",
  "nodemailer",
  "sharp",
  "server-only",
  "@redis/client",
  "sanitize-html",
  "tar",
  "pdfkit",
  "jose",
  "csv-stringify",
];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.(tsx?|mjs|js)$/.test(name) ? [full] : [];
  });
}

const isClientEntry = (source: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*\s*["']use client["']/.test(source);

/** The module specifiers a file imports as values: static imports and re-exports, side-effect imports and import(). */
export function valueImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const specs: string[] = [];
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^"';]*?)\s*from\s*["']([^"']+)["']/gm)) {
    if (m[2]) continue; // import type … / export type …
    // `import { type A, type B } from` imports nothing at run time either.
    const braces = m[3].match(/^\{([^}]*)\}$/)?.[1];
    if (braces && braces.split(",").every((n) => /^\s*(type\s+\S+.*)?\s*$/.test(n))) continue;
    specs.push(m[4]);
  }
  for (const m of code.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) specs.push(m[1]);
  for (const m of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) specs.push(m[1]);
  return specs;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${spec}`);
}

const packageOf = (spec: string) => (spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]);

/** Why a module may not be in a browser bundle, or null. */
function serverOnlyReason(file: string | null, spec: string, source: string | null): string | null {
  if (spec.startsWith("node:")) return `Node built-in ${spec}`;
  if (FORBIDDEN_PACKAGES.includes(packageOf(spec))) return `server package ${packageOf(spec)}`;
  // lib/platform/db/enums.ts is the ground floor's one client-safe module: plain lists, no imports (checked below).
  const dbModule = file && path.relative(ROOT, file).startsWith(`lib${path.sep}platform${path.sep}db${path.sep}`);
  if (dbModule && !(path.relative(ROOT, file) === path.join("lib", "platform", "db", "enums.ts") && source !== null && !/^\s*import\b/m.test(source)))
    return "database module";
  if (source && /^\s*import\s+["']server-only["']/m.test(source)) return "marked server-only";
  return null;
}

/** Every server-side module reachable from the client entries, with the import chain that reaches it. */
export function serverCodeInClientBundles(): string[] {
  const files = SOURCE_DIRS.flatMap((d) => walk(path.join(ROOT, d)));
  const entries = files.filter((f) => isClientEntry(readFileSync(f, "utf8")));
  const findings = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const spec of valueImports(source)) {
      const target = resolveLocal(file, spec);
      const targetSource = target ? readFileSync(target, "utf8") : null;
      const reason = serverOnlyReason(target, spec, targetSource);
      const here = [...chain, path.relative(ROOT, file)];
      if (reason) findings.add(`${[...here, target ? path.relative(ROOT, target) : spec].join(" → ")} (${reason})`);
      else if (target) visit(target, here);
    }
  };
  for (const entry of entries) visit(entry, []);
  return [...findings].sort();
}

describe("client bundles", () => {
  it("reads imports the way the bundler does", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C, type D } from "./c";',
      'import { type E, f } from "./e";',
      'export { g } from "./g";',
      'export type { H } from "./h";',
      'import "./side-effect";',
      'const lazy = () => import("./lazy");',
      '// import { x } from "./commented";',
    ].join("\n");
    expect(valueImports(source).sort()).toEqual(["./a", "./e", "./g", "./lazy", "./side-effect"]);
  });

  it("finds a server module behind a client component (the check can fail)", () => {
    // The registration form once imported its lists from the schema, which pulled drizzle-orm into
    // /participant's scripts; the same chain, written out, is caught.
    const source = 'import { TITLES } from "@/lib/platform/db/schema";';
    const target = resolveLocal(path.join(ROOT, "components/site/x.tsx"), valueImports(source)[0]);
    expect(serverOnlyReason(target, "@/lib/platform/db/schema", readFileSync(target!, "utf8"))).toBe("database module");
    expect(serverOnlyReason(null, "drizzle-orm/pg-core", null)).toBe("server package drizzle-orm");
    expect(
      serverOnlyReason(
        path.join(ROOT, "lib/platform/forms/guard.ts"),
        "@/lib/platform/forms/guard",
        readFileSync(path.join(ROOT, "lib/platform/forms/guard.ts"), "utf8"),
      ),
    ).toBe("marked server-only");
  });

  it("carry no database, server-only, mail or Node code", () => {
    expect(serverCodeInClientBundles()).toEqual([]);
  });
});
