import "server-only";
import { mediaEntries } from "@/lib/platform/api/media-urls";
import { ValidationError } from "@/lib/platform/errors";
import { localUploadExists } from "@/lib/content/uploads/storage";

/**
 * Refuses (400) a content body whose image or document is `/uploads/…` for a file we do not have:
 * the public pages would show a broken image or a dead download link. External addresses and the
 * site's own assets (`/demo/…`, `/site/…`) are not files we store and pass. An update checks only
 * the references it brings: the stored record's own stay, so a partial update of an item whose
 * file went missing earlier can still save its other fields.
 */
export async function assertUploadsExist(values: unknown, stored?: unknown): Promise<void> {
  const known = new Set(mediaEntries(stored).map((e) => e.url));
  const missing = new Set<string>();
  for (const { key, url } of mediaEntries(values)) {
    if (!url.startsWith("/uploads/") || known.has(url) || (await localUploadExists(url))) continue;
    missing.add(`The ${key === "pubDocument" ? "document" : "image"} ${url} is not among our uploads: please upload the file again.`);
  }
  if (missing.size) throw new ValidationError([...missing]);
}
