import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirError, ensureDataDir } from "@/lib/platform/data-dir";

const root = mkdtempSync(path.join(tmpdir(), "ikaze-data-dir-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the data folder on a first start", () => {
  it("is created, parents too, readable by the site's user alone", () => {
    const dir = path.join(root, "new", "data");
    expect(ensureDataDir(dir)).toBe(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("that cannot be made stops with one line naming the folder and the reason", () => {
    const file = path.join(root, "a-file");
    writeFileSync(file, "");
    expect(() => ensureDataDir(file)).toThrow(DataDirError);
    expect(() => ensureDataDir(file)).toThrow(`DATA_DIR ${file} cannot be used: a file stands where the folder should be.`);
    expect(() => ensureDataDir(path.join(file, "data"))).toThrow(
      `DATA_DIR ${path.join(file, "data")} cannot be used: a file stands where one of its parent folders should be.`,
    );
  });

  it("the CLI scripts say so in one line and exit 1, without a stack trace", () => {
    const file = path.join(root, "another-file");
    writeFileSync(file, "");
    const r = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/db-migrate.ts"], {
      env: { ...process.env, DATA_DIR: file, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(
      `DATA_DIR ${file} cannot be used: a file stands where the folder should be. Set DATA_DIR to a folder this user may create and write.`,
    );
  });
});
