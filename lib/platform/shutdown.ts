import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/**
 * A clean stop on SIGTERM (and SIGINT) for Next's own server, without a custom server:
 * 1. stop accepting: the listening socket closes and /api/health answers 503;
 * 2. requests in flight finish, for up to DRAIN_MS; answers given meanwhile carry
 *    `Connection: close`, idle keep-alive connections are closed, and a connection accepted just
 *    before the signal gets a moment to deliver its request; what is still open then is cut;
 * 3. `finish` runs (the outbox sends the message it is on, the database is closed);
 * 4. the process exits 0.
 * Next's own handler would close the server with http.Server#close, which also drops every
 * connection whose request Node has not parsed yet (a request the client has sent in full gets a
 * reset), and then exit 143 before steps 3-4: in production it is replaced by this one.
 * State lives on globalThis: instrumentation and the route bundles hold separate module copies.
 */
export const DRAIN_MS = 10_000;
/** How long the server must have been quiet before connections that sent nothing yet are closed. */
const FIRST_REQUEST_GRACE_MS = 500;

type Conn = { socket: Socket; since: number; active: number; served: number };
type State = {
  stopping: boolean;
  installed: boolean;
  servers: Set<Server>;
  conns: Map<Socket, Conn>;
};
const g = globalThis as unknown as { __ikazeShutdown?: State };
const state = (g.__ikazeShutdown ??= { stopping: false, installed: false, servers: new Set(), conns: new Map() });

/** True once SIGTERM arrived: /api/health answers 503 so load balancers stop sending requests. */
export function isStopping(): boolean {
  return state.stopping;
}

/** When the last answer was finished: fresh connections wait for a quiet moment. */
let lastActivity = 0;

function conn(socket: Socket): Conn {
  let c = state.conns.get(socket);
  if (!c) {
    c = { socket, since: Date.now(), active: 0, served: 0 };
    state.conns.set(socket, c);
    socket.once("close", () => state.conns.delete(socket));
  }
  return c;
}

function onRequest({ request, response, server }: { request: IncomingMessage; response: ServerResponse; server: Server }) {
  state.servers.add(server);
  const c = conn(request.socket);
  c.active++;
  if (state.stopping) response.shouldKeepAlive = false;
  response.once("close", () => {
    c.active--;
    c.served++;
    lastActivity = Date.now();
  });
}

const inFlight = () => [...state.conns.values()].reduce((n, c) => n + c.active, 0);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Closes the connections that carry no request: idle keep-alive ones at once; ones that have not
 * sent a request yet only once the server has been quiet for a moment (while it is busy, their
 * request may be waiting to be read).
 */
function closeIdle(now: number) {
  const quiet = inFlight() === 0 && now - lastActivity > FIRST_REQUEST_GRACE_MS;
  for (const c of state.conns.values()) {
    if (c.active > 0 || c.socket.destroyed) continue;
    if (c.served > 0 || quiet) c.socket.destroy();
  }
}

export function installGracefulShutdown(finish: () => Promise<void>): void {
  if (state.installed) return;
  state.installed = true;
  subscribe("net.server.socket", (({ socket }: { socket: Socket & { server?: Server } }) => {
    if (socket.server) state.servers.add(socket.server);
    conn(socket);
  }) as (message: unknown) => void);
  subscribe("http.server.request.start", onRequest as (message: unknown) => void);

  const stop = async (signal: NodeJS.Signals) => {
    if (state.stopping) return;
    state.stopping = true;
    const started = Date.now();
    lastActivity = started;
    // One more turn of the event loop first: connections the kernel completed are accepted.
    await new Promise((r) => setImmediate(r));
    console.info(`[shutdown] ${signal}: no new connections; finishing ${inFlight()} request(s) in flight`);
    // net.Server#close stops listening and leaves open connections alone (http.Server#close would
    // also drop the ones whose request is not parsed yet).
    for (const server of state.servers) NetServer.prototype.close.call(server);
    for (const c of state.conns.values()) if (c.socket.readyState !== "closed") c.socket.setKeepAlive(false);
    while (state.conns.size > 0 && Date.now() - started < DRAIN_MS) {
      closeIdle(Date.now());
      await sleep(20);
    }
    if (inFlight() > 0) console.warn(`[shutdown] ${inFlight()} request(s) still running after ${DRAIN_MS / 1000} s: cutting them off`);
    for (const c of state.conns.values()) c.socket.destroy();
    let code = 0;
    try {
      await finish();
    } catch (err) {
      console.error("[shutdown] finishing failed", err);
      code = 1;
    }
    console.info(`[shutdown] done in ${Date.now() - started} ms, exit ${code}`);
    process.exit(code);
  };
  // Next's handlers (registered before instrumentation runs) would exit before the outbox and the
  // database are done: ours replace them.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
}
