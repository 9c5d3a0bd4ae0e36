/** What a backup file holds (docs/operations.md "Backups"): a gzipped tar with this manifest as its first entry. */
export const BACKUP_FORMAT = "ikaze-backup";
export const BACKUP_VERSION = 1;
export const MANIFEST = "manifest.json";

/** One migration applied to the database the backup was read from, as drizzle records it. */
export type AppliedMigration = { tag: string; when: number; hash: string };

export type ManifestEntry = { path: string; bytes: number; sha256: string; rows?: number };

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: "pglite" | "postgres";
  /** Applied migrations, oldest first: a restore brings the target to exactly this level first. */
  migrations: AppliedMigration[];
  /** Tables in the order they are loaded (a table after every table it references). */
  tables: string[];
  /** Every other entry of the archive: `db/<table>.ndjson` (one row per line, as to_jsonb) and `uploads/…`. */
  entries: ManifestEntry[];
};

/** Tells a foreign or damaged manifest from ours, naming what is wrong. */
export function parseManifest(text: string): Manifest {
  let m: Partial<Manifest>;
  try {
    m = JSON.parse(text);
  } catch {
    throw new Error("its manifest is not JSON");
  }
  if (m.format !== BACKUP_FORMAT) throw new Error("it is not an Ikaze backup (no Ikaze manifest)");
  if (m.version !== BACKUP_VERSION) throw new Error(`it is backup format version ${m.version}; this version of the site reads version ${BACKUP_VERSION}`);
  if (!Array.isArray(m.migrations) || !Array.isArray(m.tables) || !Array.isArray(m.entries) || (m.source !== "pglite" && m.source !== "postgres")) {
    throw new Error("its manifest is incomplete");
  }
  for (const e of m.entries) {
    if (typeof e.path !== "string" || !/^(db\/[a-z_0-9]+\.ndjson|uploads\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*)$/.test(e.path) || e.path.includes("..")) {
      throw new Error(`its manifest names an unexpected entry ${JSON.stringify(e.path)}`);
    }
  }
  return m as Manifest;
}
