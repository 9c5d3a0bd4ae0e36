import "server-only";
import { appUrl } from "@/lib/platform/env";

/**
 * Our own absolute file URL (`origin` + /uploads/… or /demo/…) as the site path we store, so that a
 * client may send back what the API answered; any other value is returned unchanged.
 */
export function ownMediaPath(url: string, origin: string): string {
  const trimmed = url.trim();
  const base = origin.replace(/\/$/, "");
  if (trimmed.slice(0, base.length).toLowerCase() !== base.toLowerCase()) return url;
  const path = trimmed.slice(base.length);
  return /^\/(uploads|demo)\//.test(path) ? path : url;
}

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
export function mediaEntries(body: unknown): { key: string; url: string }[] {
  if (!isPlainObject(body)) return [];
  return Object.entries(body)
    .filter(([key]) => MEDIA_KEYS.has(key))
    .flatMap(([key, v]) =>
      [v]
        .flat()
        .filter((u): u is string => typeof u === "string")
        .map((url) => ({ key, url })),
    );
}
