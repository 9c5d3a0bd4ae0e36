// The embedded database off the rendering thread (issue 23 item 3): PGlite runs in this worker
// thread and speaks PostgreSQL's wire protocol on a Unix socket, so the site reaches it with the
// same driver (postgres.js) as a PostgreSQL server, and a long query no longer stops the event loop
// that renders pages. Started by lib/db/client.ts; not bundled by Next (plain ESM beside it).
//
// PGlite is one session: one client connection is served at a time (the site's postgres.js uses
// one), others wait their turn. PGlite answers the startup message itself; this only frames the
// messages, answers the SSL request with "no", and rolls back a transaction its client left open.
//
// Why not @electric-sql/pglite-socket: every release pins one exact PGlite version and lists every
// PGlite extension package as a required peer, so installing it would downgrade PGlite and pull
// in extensions we do not use.
import { createServer } from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
// The dashboard search's trigram indexes (migration 0005): the same extension PostgreSQL ships.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const { dir, socketPath } = workerData;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

const db = new PGlite(dir, { extensions: { pg_trgm } });
await db.waitReady;

let turn = Promise.resolve();
const sockets = new Set();

/** Complete messages at the head of `buf`: [messages, rest, where the last one starts]. Before startup, messages have no type byte. */
function split(buf, started) {
  let at = 0;
  let last = -1;
  const head = started ? 1 : 0;
  while (buf.length - at >= head + 4) {
    const len = buf.readInt32BE(at + head);
    if (buf.length - at < head + len) break;
    last = at;
    at += head + len;
  }
  return [buf.subarray(0, at), buf.subarray(at), last];
}

/** The transaction status a response ends on, when it ends with ReadyForQuery ('I' idle, 'T' in a block, 'E' failed). */
function lastStatus(out) {
  const i = out.length - 6;
  return i >= 0 && out[i] === 0x5a && out.readInt32BE(i + 1) === 5 ? String.fromCharCode(out[i + 5]) : undefined;
}

async function serve(socket) {
  sockets.add(socket);
  let release;
  const mine = new Promise((r) => (release = r));
  const before = turn;
  turn = turn.then(() => mine);
  let pending = Buffer.alloc(0);
  let started = false;
  let status = "I";
  let closed = false;
  let working = Promise.resolve();

  const finish = () => {
    if (closed) return;
    closed = true;
    sockets.delete(socket);
    // A client gone in the middle of a transaction must not leave it open for the next one.
    working
      .then(() => (status !== "I" ? db.exec("rollback").catch(() => {}) : undefined))
      .finally(() => release());
  };
  socket.on("close", finish);
  socket.on("error", () => socket.destroy());
  socket.pause();
  await before;
  if (closed) return;

  const handle = async () => {
    for (;;) {
      if (!started && pending.length >= 8) {
        const code = pending.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          pending = pending.subarray(8);
          socket.write("N");
          continue;
        }
        if (code === CANCEL_REQUEST) return socket.destroy();
      }
      const [messages, rest, last] = split(pending, started);
      if (messages.length === 0) return;
      pending = rest;
      // Terminate ('X', always last): the rest is run, then the connection ends.
      const ending = started && messages[last] === 0x58;
      const work = ending ? messages.subarray(0, last) : messages;
      const out = work.length ? Buffer.from(await db.execProtocolRaw(work)) : Buffer.alloc(0);
      started = true;
      status = lastStatus(out) ?? status;
      if (!socket.destroyed && out.length) socket.write(out);
      if (ending) return socket.end();
    }
  };
  socket.on("data", (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    working = working.then(handle).catch((err) => {
      console.error("[pglite] protocol error:", err?.message ?? err);
      socket.destroy();
    });
  });
  socket.resume();
}

const server = createServer((socket) => void serve(socket));
server.listen(socketPath, () => parentPort.postMessage({ ready: true }));

parentPort.on("message", async (msg) => {
  if (msg?.type !== "close") return;
  server.close();
  for (const s of sockets) s.destroy();
  await turn.catch(() => {});
  await db.close();
  parentPort.postMessage({ closed: true });
});
