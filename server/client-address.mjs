// The client's address, decided once per request (server/stamp-requests.mjs) from the socket and
// as many X-Forwarded-For hops as TRUST_PROXY says proxies stand in front of us.
// Next's own server only adds X-Forwarded-For when the client sent none, so a Route Handler
// cannot tell a forged header from a real one; this stamp is what lib/api/client-ip.ts reads.

/** Set on every request by server/stamp-requests.mjs; a copy sent by the client is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-ikaze-client-address";
const STAMPED = Symbol.for("ikaze.clientAddressStamped");

/** TRUST_PROXY: the number of proxies in front (0 = the socket's peer is the client). */
export function trustedProxies(value = process.env.TRUST_PROXY) {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/**
 * The address `trusted` proxies away from us: the socket's peer when 0, otherwise the entry each
 * trusted proxy appended last (right to left). Entries further left were written by the client.
 */
export function resolveClientAddress(forwardedFor, socketAddress, trusted) {
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...hops, normalise(socketAddress ?? "")];
  const picked = chain[Math.max(0, chain.length - 1 - trusted)];
  return normalise(picked).slice(0, 64) || "unknown";
}

function normalise(address) {
  // IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4.
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

/** Replaces any client-sent copy of the header with the address we decided on. */
export function stampClientAddress(req, trusted = trustedProxies()) {
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.headers["x-forwarded-for"], req.socket?.remoteAddress, trusted);
}

/** From now on every request of this process is stamped (server/stamp-requests.mjs subscribed). */
export function markStamping() {
  globalThis[STAMPED] = true;
}

/** Whether this process runs behind stampClientAddress (the header can then be trusted). */
export function isStamping() {
  return globalThis[STAMPED] === true;
}
