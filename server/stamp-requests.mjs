// Stamps the client address on every request Next's own server (`next start`, or the standalone
// server.js) receives, without a custom server. Node publishes 'http.server.request.start' on this
// diagnostics channel synchronously, before the server emits 'request', so the header is in place
// before Next reads a single header; Next only adds X-Forwarded-For when the client sent none, so
// that header alone cannot tell a forged address from the socket's. Called once from
// instrumentation.ts (Node.js runtime only).
import { subscribe } from "node:diagnostics_channel";
import { markStamping, stampClientAddress, trustedProxies } from "./client-address.mjs";

const SUBSCRIBED = Symbol.for("ikaze.clientAddressChannel");

export function stampEveryRequest(trusted = trustedProxies()) {
  if (globalThis[SUBSCRIBED]) return;
  globalThis[SUBSCRIBED] = true;
  subscribe("http.server.request.start", ({ request }) => stampClientAddress(request, trusted));
  markStamping();
}
