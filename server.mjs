// The production server (`npm start`): Next.js behind the in-memory page cache of
// server/page-cache.mjs. Like `next start`: PORT (default 3000), every interface, the build in
// NEXT_DIST_DIR (next.config.mjs).
import { createServer } from "node:http";
import { stampClientAddress, trustedProxies } from "./server/client-address.mjs";
import { installPageCache } from "./server/page-cache.mjs";
import { securityHeaders } from "./server/security-headers.mjs";
import { isMalformedPath } from "./server/malformed-path.mjs";

// As `next start` does; set before Next and React load, as they pick their builds on import.
process.env.NODE_ENV = "production";
const { default: next } = await import("next");

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir: import.meta.dirname, hostname: "localhost", port });
const handle = app.getRequestHandler();
const pages = installPageCache();
const trusted = trustedProxies();
// Set on every response before Next runs, so answers Next gives before its own headers apply
// (a malformed path's 400/500, a crash below) carry them too; Next sets the same values again.
const baseHeaders = securityHeaders(true);

await app.prepare();

const server = createServer((req, res) => {
  // Before anything reads it: the client address rate limits use (server/client-address.mjs).
  stampClientAddress(req, trusted);
  for (const { key, value } of baseHeaders) res.setHeader(key, value);
  // Next fails to decode `%zz` or `%ED%A0%80` in a page's path and answers a plain-text 500: show
  // the site's 404 page instead. (proxy.ts answers the API's own JSON 400.)
  const path = (req.url ?? "/").split("?")[0];
  if (!path.startsWith("/api/") && isMalformedPath(path)) req.url = "/not-found";
  const key = pages.keyFor(req);
  if (key !== null) {
    if (pages.serve(key, req, res)) return;
    pages.record(key, req, res);
  }
  handle(req, res).catch((err) => {
    console.error(err);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, () => console.log(`▲ Ikaze ready on http://localhost:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
