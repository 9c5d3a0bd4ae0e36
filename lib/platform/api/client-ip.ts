import { CLIENT_ADDRESS_HEADER, isStamping, resolveClientAddress } from "@/server/client-address.mjs";
import { env } from "@/lib/platform/env";

/**
 * The caller's address for rate limits and logs: the one function every route uses.
 *
 * On a running server (`next start`, `next dev`, the standalone server.js) it is the address
 * server/stamp-requests.mjs decided from the socket and TRUST_PROXY, in a header it overwrites on
 * every request, so a client cannot choose it. Without it (Route Handlers called by the unit tests)
 * the same rule is applied to X-Forwarded-For with its last entry standing in for the socket.
 */
export function clientIp(req: Request): string {
  if (isStamping()) return req.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  const hops =
    req.headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  return resolveClientAddress(hops.slice(0, -1), hops.at(-1), env().TRUST_PROXY);
}
