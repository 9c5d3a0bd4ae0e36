import { createHash } from "node:crypto";
import { createReadStream, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import path from "node:path";
import type { Db } from "@/lib/platform/db/client";
import { backups } from "@/lib/platform/db/schema";
import { formatBytes, writeArchive } from "./archive";
import { dumpDatabase, type Progress } from "./database";
import { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST, type Manifest, type ManifestEntry } from "./manifest";

export type BackupSummary = { file: string; bytes: number; rows: number; tables: number; uploads: number; ms: number };

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** Every file under the uploads folder, relative to it (our names only: no links, no dot files). */
function listUploads(root: string): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const d of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (d.name.startsWith(".")) continue;
      const child = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(child);
      else if (d.isFile()) out.push(child);
    }
  };
  walk("");
  return out.sort();
}

/**
 * Writes one file holding the whole site: every table (one snapshot) and the uploads folder. The
 * archive is written beside `file` under a temporary name and renamed when complete, so `file`
 * is never a half-written backup; the database records it (health and the dashboard show its age).
 */
export async function writeBackup(opts: {
  db: Db;
  source: Manifest["source"];
  file: string;
  uploadsDir: string;
  migrationsFolder: string;
  force?: boolean;
  progress: Progress;
}): Promise<BackupSummary> {
  const started = Date.now();
  const file = path.resolve(opts.file);
  if (existsSync(file) && !opts.force) throw new Error(`${file} already exists: choose another name, or add --force to replace it.`);
  const staging = mkdtempSync(path.join(path.dirname(file), ".ikaze-backup-"));
  const partial = path.join(staging, "backup.tar.gz.partial");
  try {
    opts.progress(`reading the database (one snapshot) …`);
    const { tables, migrations, entries } = await dumpDatabase(opts.db, staging, opts.migrationsFolder, opts.progress);
    const uploads = listUploads(opts.uploadsDir);
    const uploadEntries: ManifestEntry[] = [];
    if (uploads.length) {
      symlinkSync(opts.uploadsDir, path.join(staging, "uploads"));
      let bytes = 0;
      for (const rel of uploads) {
        const abs = path.join(opts.uploadsDir, rel);
        const size = statSync(abs).size;
        bytes += size;
        uploadEntries.push({ path: `uploads/${rel}`, bytes: size, sha256: await sha256(abs) });
      }
      opts.progress(`  uploads: ${uploads.length} file${uploads.length === 1 ? "" : "s"}, ${formatBytes(bytes)}`);
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      source: opts.source,
      migrations,
      tables,
      entries: [...entries, ...uploadEntries],
    };
    writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 1));
    opts.progress(`writing ${file} …`);
    await writeArchive(staging, manifest, partial);
    renameSync(partial, file);
    const bytes = statSync(file).size;
    await opts.db.insert(backups).values({ bytes, source: opts.source });
    const rows = entries.reduce((n, e) => n + (e.rows ?? 0), 0);
    return { file, bytes, rows, tables: tables.length, uploads: uploads.length, ms: Date.now() - started };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
