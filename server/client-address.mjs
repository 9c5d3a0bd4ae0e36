// The client's address, decided once per request (server/stamp-requests.mjs) from the socket and
// as many X-Forwarded-For hops as TRUST_PROXY says proxies stand in front of us.
// Next's own server only adds X-Forwarded-For when the client sent none, so a Route Handler
// cannot tell a forged header from a real one; this stamp is what lib/platform/api/client-ip.ts reads.

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
  if (address.startsWith("::ffff:") && address.includes(".")) return address.slice(7);
  return address.includes(":") ? ipv6Network(address) : address;
}

/**
 * An IPv6 client is counted by its /64 network (`2001:db8:1:2::/64`): one home or phone is
 * usually given a whole /64, so counting each of its 2^64 addresses would give it endless tries
 * at every per-address limit. Anything that does not parse is kept as it came.
 */
function ipv6Network(address) {
  const bare = address
    .replace(/^\[|\]$/g, "")
    .split("%")[0]
    .toLowerCase();
  const halves = bare.split("::");
  if (halves.length > 2) return address;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  // A dotted IPv4 tail (::1.2.3.4) takes two groups' room and lies past the /64 anyway.
  const tailGroups = tail.length && tail[tail.length - 1].includes(".") ? tail.length + 1 : tail.length;
  const missing = 8 - head.length - tailGroups;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return address;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  const network = groups.slice(0, 4);
  if (!network.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return address;
  return `${network.map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/**
 * Replaces any client-sent copy of the header with the address we decided on. With no proxy in
 * front, X-Forwarded-Proto is also the socket's own: a client could otherwise claim https (and be
 * sent HSTS over plain http, which next.config.mjs grants on that header alone).
 */
export function stampClientAddress(req, trusted = trustedProxies()) {
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.headers["x-forwarded-for"], req.socket?.remoteAddress, trusted);
  if (trusted === 0) req.headers["x-forwarded-proto"] = req.socket?.encrypted ? "https" : "http";
}

/** From now on every request of this process is stamped (server/stamp-requests.mjs subscribed). */
export function markStamping() {
  globalThis[STAMPED] = true;
}

/** Whether this process runs behind stampClientAddress (the header can then be trusted). */
export function isStamping() {
  return globalThis[STAMPED] === true;
}
