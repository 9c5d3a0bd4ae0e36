import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/platform/env";
import { STORED_TYPES, UPLOAD_FOLDERS, type StoredType, type UploadFolder } from "./rules";

/** Where a stored file lives: Cloudinary when CLOUDINARY_URL is set, else DATA_DIR/uploads. */
export async function storeFile(bytes: Uint8Array, type: StoredType, folder: UploadFolder): Promise<string> {
  const cloudinary = parseCloudinaryUrl(env().CLOUDINARY_URL);
  if (cloudinary) return uploadToCloudinary(cloudinary, bytes, type, folder);
  return storeLocally(bytes, type, folder);
}

// ---------- local files ----------

export function uploadsRoot(): string {
  return path.resolve(env().DATA_DIR, "uploads");
}

/** Names we generate: 32 hex characters and the sniffed type's extension; nothing else is served. */
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif|pdf)$/;

async function storeLocally(bytes: Uint8Array, type: StoredType, folder: UploadFolder): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}.${type.ext}`;
  const dir = path.join(uploadsRoot(), folder);
  await mkdir(dir, { recursive: true });
  // "wx": never overwrite, even on an (astronomically unlikely) name collision.
  await writeFile(path.join(dir, name), bytes, { flag: "wx" });
  return `/uploads/${folder}/${name}`;
}

/**
 * A locally stored upload by its URL segments, with the type recorded by its extension (which we
 * chose from the sniffed content). Anything not shaped like our own names is not found, so a
 * crafted path can never reach outside the uploads folder.
 */
export async function readLocalUpload(segments: string[]): Promise<{ bytes: Buffer; type: StoredType; name: string } | null> {
  if (segments.length !== 2) return null;
  const [folder, name] = segments;
  if (!(UPLOAD_FOLDERS as readonly string[]).includes(folder) || !STORED_NAME.test(name)) return null;
  const type = STORED_TYPES[name.split(".")[1]];
  try {
    return { bytes: await readFile(path.join(uploadsRoot(), folder, name)), type, name };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

/**
 * Whether a site path `/uploads/<folder>/<name>` names a file stored here: a folder we use, a name
 * we could have given, and the file on disk. Only stat()ed: a 20 MB PDF is not read to check it.
 */
export async function localUploadExists(sitePath: string): Promise<boolean> {
  const m = /^\/uploads\/([^/]+)\/([^/]+)$/.exec(sitePath);
  if (!m || !(UPLOAD_FOLDERS as readonly string[]).includes(m[1]) || !STORED_NAME.test(m[2])) return false;
  try {
    return (await stat(path.join(uploadsRoot(), m[1], m[2]))).isFile();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw err;
  }
}

// ---------- Cloudinary ----------

export type CloudinaryConfig = { cloudName: string; apiKey: string; apiSecret: string; apiBase: string };

export function parseCloudinaryUrl(url: string | undefined, apiBase = "https://api.cloudinary.com"): CloudinaryConfig | null {
  if (!url) return null;
  const m = /^cloudinary:\/\/([^:]+):([^@]+)@(.+)$/.exec(url);
  if (!m) return null;
  return { apiKey: decodeURIComponent(m[1]), apiSecret: decodeURIComponent(m[2]), cloudName: m[3], apiBase: apiBase.replace(/\/$/, "") };
}

/** Cloudinary's request signature: the sorted parameters, then the secret, SHA-1 in hex. */
export function signCloudinaryParams(params: Record<string, string>, apiSecret: string): string {
  const toSign = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
  return createHash("sha1")
    .update(toSign + apiSecret)
    .digest("hex");
}

/**
 * A signed upload from the server: the secret stays here, the browser only ever talks to us.
 * Images and PDFs both go to the image resource type, which is what Cloudinary serves PDFs from.
 */
export async function uploadToCloudinary(cfg: CloudinaryConfig, bytes: Uint8Array, type: StoredType, folder: UploadFolder): Promise<string> {
  const params = { folder, timestamp: String(Math.floor(Date.now() / 1000)) };
  const form = new FormData();
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: type.mime }), `upload.${type.ext}`);
  for (const [k, v] of Object.entries(params)) form.set(k, v);
  form.set("api_key", cfg.apiKey);
  form.set("signature", signCloudinaryParams(params, cfg.apiSecret));

  const res = await fetch(`${cfg.apiBase}/v1_1/${encodeURIComponent(cfg.cloudName)}/image/upload`, {
    method: "POST",
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await res.json().catch(() => ({}))) as { secure_url?: unknown; error?: { message?: string } };
  if (!res.ok || typeof body.secure_url !== "string") {
    throw new Error(`Cloudinary upload failed (${res.status}): ${body.error?.message ?? "no secure_url"}`);
  }
  return body.secure_url;
}
