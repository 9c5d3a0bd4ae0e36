import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { BUDGETED_PAGES, resolvePages } from "../bench/page-weight.mjs";

/*
 * The W3C Nu HTML checker (vnu.jar from the vnu-jar package, run on the system's Java 17) finds no
 * error in the key public pages as the production server sends them. Warnings
 * and info messages are not failures; every error is, with its line and the markup around it.
 */
const VNU = path.join(process.cwd(), "node_modules/vnu-jar/build/dist/vnu.jar");
const run = promisify(execFile);

type Message = { type: string; subType?: string; message: string; url: string; lastLine?: number; extract?: string };

test("the key pages have no HTML errors", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const pages = await resolvePages(baseURL!, BUDGETED_PAGES);
  const dir = mkdtempSync(path.join(tmpdir(), "ikaze-nu-"));
  try {
    const files = [];
    for (const page of pages) {
      const res = await fetch(baseURL + page.path, { headers: { accept: "text/html" } });
      expect(res.status, page.path).toBe(200);
      const file = path.join(dir, `${page.name}.html`);
      writeFileSync(file, await res.text());
      files.push(file);
    }
    // --exit-zero-always: the JSON report says what failed, rather than an exit status.
    const { stderr } = await run("java", ["-jar", VNU, "--format", "json", "--exit-zero-always", ...files], { maxBuffer: 32 * 1024 * 1024 });
    const messages = (JSON.parse(stderr).messages as Message[]).filter((m) => m.type === "error" || m.subType === "fatal");
    const report = messages.map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"} ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ""}`);
    expect(report, `Nu checker errors on ${pages.map((p) => p.path).join(", ")}`).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
