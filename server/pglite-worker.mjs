// The embedded database off the rendering thread: PGlite runs in this worker
// thread and speaks PostgreSQL's wire protocol on a Unix socket, so the site reaches it with the
// same driver (postgres.js) as a PostgreSQL server, and a long query no longer stops the event loop
// that renders pages. Started by lib/platform/db/client.ts; not bundled by Next (plain ESM beside it).
//
// PGlite is one session: one client connection is served at a time (the site's postgres.js uses
// one), others wait their turn. PGlite answers the startup message itself; this only frames the
// messages, answers the SSL request with "no", rolls back a transaction its client left open, and
// lets health's probe (a message from the parent thread) in between two statements.
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

// PGlite runs one thing at a time: the client's messages and health's probes take turns here.
let chain = Promise.resolve();
const exclusive = (fn) => {
  const result = chain.then(fn);
  chain = result.catch(() => {});
  return result;
};

// Health's probe (lib/platform/health/status.ts) goes ahead of the client's queries still waiting: it runs
// between two of them, never inside a transaction or half-way through one query's messages, so
// /api/health measures the database and not the length of the queue a flood of pages built up.
const probes = [];
/** The session is between statements: no transaction open, the last message run was a Sync or a Query. */
let safe = true;
let draining = false;

function kick() {
  if (!safe || draining || !probes.length) return;
  draining = true;
  exclusive(async () => {
    while (probes.length && safe) {
      const { id, sql } = probes.shift();
      try {
        const { rows } = await db.query(sql);
        parentPort.postMessage({ probe: id, rows });
      } catch (err) {
        parentPort.postMessage({ probe: id, error: err?.message ?? String(err) });
      }
    }
  }).finally(() => {
    draining = false;
    kick();
  });
}

/** Runs one unit of a client's messages and notes whether the session is left between statements. */
const run = (unit) =>
  exclusive(async () => {
    const out = Buffer.from(await db.execProtocolRaw(unit));
    const status = lastStatus(out);
    safe = status === "I";
    kick();
    return out;
  });

/** Complete messages at the head of `buf`: [messages, rest]. Before startup, messages have no type byte. */
function split(buf, started) {
  let at = 0;
  const head = started ? 1 : 0;
  while (buf.length - at >= head + 4) {
    const len = buf.readInt32BE(at + head);
    if (buf.length - at < head + len) break;
    at += head + len;
  }
  return [buf.subarray(0, at), buf.subarray(at)];
}

const SYNC = 0x53;
const QUERY = 0x51;
const TERMINATE = 0x58;

/** Typed messages cut after each Sync or Query (one statement's worth each), Terminate on its own. */
function* units(buf) {
  let start = 0;
  let at = 0;
  while (at < buf.length) {
    const type = buf[at];
    if (type === TERMINATE && at > start) {
      yield buf.subarray(start, at);
      start = at;
    }
    at += 1 + buf.readInt32BE(at + 1);
    if (type === SYNC || type === QUERY || type === TERMINATE) {
      yield buf.subarray(start, at);
      start = at;
    }
  }
  if (start < buf.length) yield buf.subarray(start);
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
  let closed = false;
  let working = Promise.resolve();

  const finish = () => {
    if (closed) return;
    closed = true;
    sockets.delete(socket);
    // A client gone in the middle of a transaction must not leave it open for the next one.
    working
      .then(() =>
        exclusive(async () => {
          if (!safe) await db.exec("rollback").catch(() => {});
          safe = true;
          kick();
        }),
      )
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
      const [messages, rest] = split(pending, started);
      if (messages.length === 0) return;
      pending = rest;
      for (const unit of started ? units(messages) : [messages]) {
        // Terminate: what came before it has run; the connection ends.
        if (started && unit[0] === TERMINATE) return socket.end();
        // PGlite settles in microtasks: without a turn of the event loop between statements, a
        // probe posted meanwhile would not even be received before the whole batch had run.
        await new Promise((r) => setImmediate(r));
        const out = await run(unit);
        started = true;
        if (!socket.destroyed && out.length) socket.write(out);
      }
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
  if (msg?.type === "probe") {
    probes.push({ id: msg.id, sql: msg.sql });
    return kick();
  }
  if (msg?.type !== "close") return;
  server.close();
  for (const s of sockets) s.destroy();
  await turn.catch(() => {});
  await chain;
  await db.close();
  parentPort.postMessage({ closed: true });
});
