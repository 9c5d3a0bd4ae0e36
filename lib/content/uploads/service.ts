import "server-only";
import { assertStaff, type Actor } from "@/lib/access/auth/guards";
import { ValidationError } from "@/lib/platform/errors";
import { throttle, type Limit } from "@/lib/platform/rate-limit";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, MAX_REQUEST_BYTES, UPLOAD_FOLDERS, uploadMessages, type UploadFolder } from "./rules";
import { sniffType } from "./sniff";
import { storeFile } from "./storage";

/**
 * Stores one staff upload and answers its public URL (the `secure_url` old clients read).
 * The type comes from the bytes; the size limit from that type.
 */
export async function uploadFile(actor: Actor | null, input: { file: unknown; folder: unknown }): Promise<{ secure_url: string }> {
  assertStaff(actor);
  const folderName = typeof input.folder === "string" ? input.folder.trim().toLowerCase() : "";
  const folder: UploadFolder | undefined = UPLOAD_FOLDERS.find((f) => f.toLowerCase() === folderName);
  if (!folder) throw new ValidationError([uploadMessages.folder]);
  if (!(input.file instanceof Blob) || input.file.size === 0) throw new ValidationError([uploadMessages.empty]);

  // Refuse an oversized file before holding it all in memory twice.
  if (input.file.size > MAX_PDF_BYTES) throw new ValidationError([uploadMessages.requestSize]);
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const type = sniffType(bytes);
  if (!type) throw new ValidationError([uploadMessages.type]);
  if (type.kind === "image" && bytes.length > MAX_IMAGE_BYTES) throw new ValidationError([uploadMessages.imageSize]);
  if (type.kind === "pdf" && bytes.length > MAX_PDF_BYTES) throw new ValidationError([uploadMessages.pdfSize]);

  return { secure_url: await storeFile(bytes, type, folder) };
}

/** A declared body larger than any file we accept is refused without reading it. */
export function assertRequestSize(contentLength: string | null): void {
  const n = Number(contentLength);
  if (Number.isFinite(n) && n > MAX_REQUEST_BYTES) throw new ValidationError([uploadMessages.requestSize]);
}

/** Uploads per staff account: plenty for editing, not enough to fill the disk or the Cloudinary quota. */
export const UPLOAD_LIMIT = { limit: 60, windowSeconds: 10 * 60 } satisfies Limit;
export const UPLOAD_TOO_MANY = "Too many uploads. Please wait a few minutes and try again.";

/** Counts the upload before its body is read; 429 beyond UPLOAD_LIMIT. */
export async function throttleUploads(actor: Actor): Promise<void> {
  await throttle(`uploads:${actor.id}`, UPLOAD_LIMIT, UPLOAD_TOO_MANY);
}
