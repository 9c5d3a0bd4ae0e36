import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README and docs/ are what a newcomer reads, and code comments send readers there: every
 * relative link and #anchor must lead somewhere, every section a comment names must exist, and no
 * file may name a path that exists only on one machine.
 */
const root = path.resolve(import.meta.dirname, "..");
const tracked = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => file && existsSync(path.join(root, file)));
const docs = tracked.filter((file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md")));

/** The text outside fenced code blocks, line by line (links and headings there are only examples). */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split("\n").map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return "";
    }
    return fenced ? "" : line;
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(readFileSync(path.join(root, file), "utf8"))) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/`/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The titles of a Markdown file's headings, as a comment quotes them. */
function headingsOf(file: string): Set<string> {
  const lines = proseLines(readFileSync(path.join(root, file), "utf8"));
  return new Set(lines.flatMap((line) => /^#{1,6}\s+(.+?)\s*$/.exec(line)?.[1] ?? []));
}

describe("README.md and docs/", () => {
  it("are there, and the README is a front page of at most 200 lines", () => {
    expect(docs).toContain("README.md");
    expect(docs.length).toBeGreaterThan(5);
    expect(readFileSync(path.join(root, "README.md"), "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(200);
  });

  it("link only to files and sections that exist", () => {
    const broken: string[] = [];
    for (const file of docs) {
      proseLines(readFileSync(path.join(root, file), "utf8")).forEach((line, i) => {
        const withoutCode = line.replace(/`[^`]*`/g, "");
        for (const [, target] of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
          if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
          const [pathPart, anchor] = target.split("#", 2);
          const resolved = pathPart ? path.normalize(path.join(path.dirname(file), decodeURIComponent(pathPart))) : file;
          const where = `${file}:${i + 1} → ${target}`;
          if (resolved.startsWith("..") || !existsSync(path.join(root, resolved))) {
            broken.push(`${where} (no such file)`);
          } else if (anchor !== undefined) {
            if (!resolved.endsWith(".md") || statSync(path.join(root, resolved)).isDirectory())
              broken.push(`${where} (an anchor into a file that is not Markdown)`);
            else if (!anchorsOf(resolved).has(anchor)) broken.push(`${where} (no such section)`);
          }
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it("keep the list of differences from the specification", () => {
    expect(headingsOf("docs/differences.md")).toContain("Differences from the specification");
  });
});

describe("comments that send readers to the README or docs/", () => {
  const sources = tracked.filter((file) => (/\.(m?[jt]sx?|mts|conf|css|sh|ya?ml)$/.test(file) || file === ".ci/run") && file !== "tests/docs-links.test.ts");

  it("name sections that exist", () => {
    const broken: string[] = [];
    const readmeHeadings = headingsOf("README.md");
    for (const file of sources) {
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .forEach((line, i) => {
          const where = `${file}:${i + 1}`;
          // README "Section", README, "Section", "Section" in the README
          for (const m of line.matchAll(/README\W{0,3}\s*["“]([^"”]+)["”]|["“]([^"”]+)["”] in the README/g)) {
            const section = m[1] ?? m[2];
            if (!readmeHeadings.has(section)) broken.push(`${where}: README has no section "${section}"`);
          }
          // docs/file.md, docs/file.md "Section", docs/file.md#anchor
          for (const m of line.matchAll(/(?<![\w/.-])docs\/([\w./-]*\w)(?:#([\w-]+)|\s*["“]([^"”]+)["”])?/g)) {
            const file = `docs/${m[1]}`;
            if (!existsSync(path.join(root, file))) broken.push(`${where}: no file ${file}`);
            else if (m[2] && !anchorsOf(file).has(m[2])) broken.push(`${where}: ${file} has no section #${m[2]}`);
            else if (m[3] && file.endsWith(".md") && !headingsOf(file).has(m[3])) broken.push(`${where}: ${file} has no section "${m[3]}"`);
          }
        });
    }
    expect(broken).toEqual([]);
  });
});

describe("the repository", () => {
  it("names no path of one machine", () => {
    // A home or work folder of the machine a file was written on means nothing on any other.
    const machinePath = new RegExp(String.raw`(^|[\s"'\`(=:])/(work|home|Users|root)/[\w.-]+`, "m");
    const found = tracked
      .filter((file) => !/\.(png|jpe?g|webp|gif|ico|pdf|woff2?|ttf|otf|wasm|gz|br)$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(path.join(root, file), "utf8");
        const hit = machinePath.exec(text);
        return hit ? [`${file}: ${hit[0].trim()}`] : [];
      });
    expect(found).toEqual([]);
  });

  it("cites no issue number in code: comments say why, and the history lives in commits and docs", () => {
    const code = tracked.filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.startsWith("bench/results"));
    const found = code.flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (/\b[Ii]ssues? #?\d+\b/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
