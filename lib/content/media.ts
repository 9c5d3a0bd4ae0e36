import "server-only";
import { appUrl } from "@/lib/env";
import { ownMediaPath } from "@/lib/content/fields";
import { ValidationError } from "@/lib/errors";
import { localUploadExists } from "@/lib/uploads/storage";

/** The fields that carry a file's address in API bodies (api-contract: "Media URLs"). */
const MEDIA_KEYS = new Set(["image", "images", "pubDocument"]);

type Rewrite = (url: string) => string;

/** Applies `rewrite` to every media field's string (or list of strings), at any depth of plain objects and arrays. */
function rewriteMedia(value: unknown, rewrite: Rewrite): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteMedia(v, rewrite));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!MEDIA_KEYS.has(key)) out[key] = rewriteMedia(v, rewrite);
    else if (typeof v === "string") out[key] = rewrite(v);
    else if (Array.isArray(v)) out[key] = v.map((u) => (typeof u === "string" ? rewrite(u) : u));
    else out[key] = v;
  }
  return out;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * A JSON answer with our own files' site paths (`/uploads/…`, `/demo/…`) made absolute on APP_URL:
 * clients on other origins put them straight into `src`. Pages keep the relative paths.
 */
export function absoluteMedia<T>(body: T, origin = appUrl()): T {
  return rewriteMedia(body, (url) => (url.startsWith("/") && !url.startsWith("//") ? `${origin}${url}` : url)) as T;
}

/** A write body with our own absolute file URLs (APP_URL + /uploads/… or /demo/…) turned back into the site paths we store. */
export function ownMediaPaths<T>(body: T, origin = appUrl()): T {
  return rewriteMedia(body, (url) => ownMediaPath(url, origin)) as T;
}

/** The media fields' strings of a body (its top level, where content bodies keep them), with their key. */
function mediaEntries(body: unknown): { key: string; url: string }[] {
  if (!isPlainObject(body)) return [];
  return Object.entries(body)
    .filter(([key]) => MEDIA_KEYS.has(key))
    .flatMap(([key, v]) => [v].flat().filter((u): u is string => typeof u === "string").map((url) => ({ key, url })));
}

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
