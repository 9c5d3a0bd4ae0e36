import { NextResponse } from "next/server";
import { API_ROUTES } from "./route-table";

/** The route pattern Next would serve a path with: static segments win over dynamic ones, left to right. */
export function matchApiRoute(pathname: string): string | null {
  const parts = pathname.replace(/\/+$/, "").split("/");
  let best: { pattern: string; rank: string } | null = null;
  for (const pattern of Object.keys(API_ROUTES)) {
    const segs = pattern.split("/");
    if (segs.length !== parts.length) continue;
    if (!segs.every((s, i) => (isDynamic(s) ? parts[i] !== "" : s === parts[i]))) continue;
    // "1" for a static segment, "0" for a dynamic one: the highest string is the most specific route.
    const rank = segs.map((s) => (isDynamic(s) ? "0" : "1")).join("");
    if (!best || rank > best.rank) best = { pattern, rank };
  }
  return best?.pattern ?? null;
}

const isDynamic = (segment: string) => segment.startsWith("[") && segment.endsWith("]");

/** The `Allow` header of a route: its methods, HEAD with GET, and OPTIONS (answered by the proxy). */
export function allowedMethods(pattern: string): string[] {
  const methods = new Set<string>(API_ROUTES[pattern]);
  if (methods.has("GET")) methods.add("HEAD");
  methods.add("OPTIONS");
  return [...methods].sort();
}

/** 405 with `Allow` and the contract's `{ error }` when a known API path is called with another method. */
export function methodNotAllowed(pathname: string, method: string): Response | null {
  const pattern = matchApiRoute(pathname);
  if (!pattern) return null;
  const allow = allowedMethods(pattern);
  if (allow.includes(method.toUpperCase())) return null;
  return NextResponse.json(
    { error: `Method ${method.toUpperCase()} is not allowed here. Use ${allow.filter((m) => m !== "HEAD" && m !== "OPTIONS").join(" or ")}.` },
    { status: 405, headers: { Allow: allow.join(", ") } },
  );
}
