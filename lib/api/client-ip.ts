/**
 * The caller's address for rate limits. The right-most X-Forwarded-For entry is the one added by
 * the nearest proxy (our load balancer, or Next's own server), so a client cannot forge it.
 */
export function clientIp(req: Request): string {
  const xff = req.headers.get("x-forwarded-for");
  const last = xff?.split(",").map((s) => s.trim()).filter(Boolean).at(-1);
  return last || req.headers.get("x-real-ip") || "unknown";
}
