// Writes a gzip copy (`file.js.gz`) beside every text file of the build's /_next/static folder, so
// that nginx's gzip_static (deploy/nginx.conf) sends them without compressing anything per request.
// Run after each build: `npm run build` does (the "postbuild" script), and so do the e2e server and
// `npm run bench`. Usage: node scripts/precompress-static.mjs [distDir] (default NEXT_DIST_DIR or .next).
//
// Only gzip: Debian's nginx-light has no brotli module (libnginx-mod-http-brotli-static would add
// one; see deploy/nginx.conf). Level 9, once per build, where a proxy compressing per request uses 5.
// A copy newer than its file is kept, so running this again is cheap.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { constants, gzipSync } from "node:zlib";

/** The file types nginx.conf's gzip_types compresses; images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|svg|txt|json|webmanifest|xml)$/;
/** Below nginx's gzip_min_length a copy saves nothing worth a file. */
const MIN_BYTES = 1024;

/** @returns {{ written: number; kept: number }} */
export function precompressStatic(distDir = process.env.NEXT_DIST_DIR || ".next") {
  const root = path.resolve(distDir, "static");
  const counts = { written: 0, kept: 0 };
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(file);
    if (size < MIN_BYTES) continue;
    const gz = `${file}.gz`;
    const existing = statSync(gz, { throwIfNoEntry: false });
    if (existing && existing.mtimeMs >= mtimeMs) {
      counts.kept++;
      continue;
    }
    writeFileSync(gz, gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
    counts.written++;
  }
  return counts;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const distDir = process.argv[2] || process.env.NEXT_DIST_DIR || ".next";
  const { written, kept } = precompressStatic(distDir);
  console.log(`precompress-static: ${written} .gz written, ${kept} up to date (${path.join(distDir, "static")})`);
}
