import { createHash } from "node:crypto";
import { createReadStream, statSync } from "node:fs";
import { create, extract, Parser, type ReadEntry } from "tar";
import { MANIFEST, parseManifest, type Manifest } from "./manifest";
import type { Progress } from "./database";

const MB = 1024 * 1024;
export const formatBytes = (n: number) => (n >= MB ? `${(n / MB).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} KB`);

/** Writes the gzipped tar: the manifest first, then each entry, read from `dir` (links followed). */
export async function writeArchive(dir: string, manifest: Manifest, file: string): Promise<void> {
  await create({ gzip: true, cwd: dir, file, portable: true, follow: true, noDirRecurse: true, strict: true }, [
    MANIFEST,
    ...manifest.entries.map((e) => e.path),
  ]);
}

/** Reports progress through a file of `total` bytes in steps of 10 %, for files of 5 MB or more. */
function progressMeter(total: number, label: string, progress: Progress) {
  let next = 10;
  return (read: number) => {
    if (total < 5 * MB) return;
    const pct = Math.floor((read / total) * 100);
    if (pct >= next) {
      progress(`  ${label}: ${pct}% (${formatBytes(read)} of ${formatBytes(total)})`);
      next = Math.floor(pct / 10) * 10 + 10;
    }
  };
}

/**
 * Reads the whole file once before anything is touched: it must be a gzipped tar whose first entry
 * is our manifest, whose every other entry is listed there with the same size and SHA-256, and
 * which lacks none of them. A truncated, damaged or foreign file throws, naming the problem.
 */
export async function verifyArchive(file: string, progress: Progress): Promise<Manifest> {
  const total = statSync(file).size;
  const meter = progressMeter(total, "checking", progress);
  let manifest: Manifest | undefined;
  let problem: string | undefined;
  const seen = new Set<string>();
  const fail = (why: string) => {
    problem ??= why;
  };

  const parser = new Parser({
    strict: true,
    onReadEntry(entry: ReadEntry) {
      const chunks: Buffer[] = [];
      const hash = createHash("sha256");
      let bytes = 0;
      const isManifest = entry.path === MANIFEST;
      if (!manifest && !isManifest) fail("it does not start with an Ikaze manifest");
      entry.on("data", (c: Buffer) => {
        bytes += c.length;
        if (isManifest) chunks.push(c);
        else hash.update(c);
      });
      entry.on("end", () => {
        if (isManifest) {
          if (manifest) return fail("it holds two manifests");
          try {
            manifest = parseManifest(Buffer.concat(chunks).toString("utf8"));
          } catch (err) {
            fail((err as Error).message);
          }
          return;
        }
        const listed = manifest?.entries.find((e) => e.path === entry.path);
        if (!listed) return fail(`it holds ${entry.path}, which its manifest does not list`);
        if (listed.bytes !== bytes || listed.sha256 !== hash.digest("hex"))
          return fail(`${entry.path} is damaged (its size or checksum differs from the manifest's)`);
        seen.add(entry.path);
      });
    },
  });

  await new Promise<void>((resolve) => {
    let read = 0;
    const input = createReadStream(file);
    input.on("data", (c) => {
      read += c.length;
      meter(read);
    });
    input.on("error", (err) => {
      fail(err.message);
      resolve();
    });
    parser.on("error", (err: Error) => {
      fail(
        /unexpected end|TAR_BAD_ARCHIVE|Z_BUF_ERROR|incorrect header|invalid/i.test(err.message)
          ? `it is truncated or not a backup (${err.message})`
          : err.message,
      );
      resolve();
    });
    parser.on("warn", (_code: string, message: string | Error) => fail(`it is truncated or damaged (${message instanceof Error ? message.message : message})`));
    parser.on("end", () => resolve());
    parser.on("close", () => resolve());
    input.pipe(parser);
  });

  if (!problem && !manifest) fail("it holds no Ikaze manifest (empty, truncated or not a backup)");
  if (!problem && manifest) {
    const missing = manifest.entries.filter((e) => !seen.has(e.path));
    if (missing.length) fail(`it is truncated: ${missing.length} of its ${manifest.entries.length} entries are missing (first: ${missing[0].path})`);
  }
  if (problem) throw new Error(`${file}: ${problem}. Nothing was changed.`);
  return manifest!;
}

/** Unpacks the archive into `dir` (already verified; tar refuses absolute paths and `..`). */
export async function extractArchive(file: string, dir: string): Promise<void> {
  await extract({ file, cwd: dir, strict: true });
}
