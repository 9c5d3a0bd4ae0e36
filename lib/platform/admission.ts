import "server-only";
import { AsyncResource } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { RETRY_AFTER_SECONDS } from "@/lib/platform/db/unavailable";

/**
 * Admission for page renders. Rendering a page is CPU on the one JavaScript thread; when a burst of
 * pages nobody has cached arrives at once (a crawler, or a script asking for made-up addresses),
 * rendering all of them together makes every answer wait for all the others, /api/health and the
 * next visitor's click included. So at most RENDER_SLOTS pages render at a time and the rest wait
 * without costing anything. They are let in oldest first while the queue moves (a few visitors on
 * a page that renders per request, e.g. /participant?event=, each wait their turn of a few tens of
 * milliseconds); once the oldest has waited CONGESTED_AFTER_MS the queue is a burst, and the newest
 * goes first: the visitor who just clicked gets the page, and the burst (usually one client's)
 * drains behind ("adaptive LIFO": strictly newest-first made one of ten steady visitors wait
 * seconds, p99 5.1 s on /participant at 10 connections). A request that waited
 * MAX_WAIT_MS, or that finds MAX_WAITING ahead of it, gets 503 with Retry-After instead; a render
 * holds its slot SLOT_LEASE_MS at most.
 *
 * Only GET/HEAD requests for pages (documents and their RSC payloads) wait here: the API, /api/health,
 * static files, uploads and the image optimizer go straight through. Installed from
 * instrumentation.ts on Next's own server, like lib/platform/outage.ts: Node publishes
 * 'http.server.request.start' just before the server emits 'request', so the server's `emit` can
 * be wrapped the first time it is seen, and a waiting request keeps its async context (the
 * outage record, the client address) through AsyncResource.
 */
export const RENDER_SLOTS = 4;
export const MAX_WAITING = 400;
export const MAX_WAIT_MS = 30_000;
export const SLOT_LEASE_MS = 1_000;
export const CONGESTED_AFTER_MS = 500;

type Waiting = { admit: () => void; res: ServerResponse; since: number };
type State = { installed: boolean; servers: WeakSet<Server>; running: number; waiting: Waiting[] };
const g = globalThis as unknown as { __ikazeAdmission?: State };
const state = (g.__ikazeAdmission ??= { installed: false, servers: new WeakSet(), running: 0, waiting: [] });

const PASS_THROUGH = /^\/(api|_next\/static|_next\/image|uploads|demo|site)(\/|\?|$)/;
const STATIC_FILE = /\.(ico|png|jpe?g|webp|avif|svg|txt|xml|webmanifest|js|css|woff2?|pdf)(\?|$)/;

/** Whether a request is a page render that takes a slot. */
export function isPageRender(method: string | undefined, url: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const path = url ?? "/";
  return !PASS_THROUGH.test(path) && !STATIC_FILE.test(path.split("?")[0]);
}

export function installAdmission(): void {
  if (state.installed) return;
  state.installed = true;
  subscribe("http.server.request.start", (({ server }: { server: Server }) => {
    if (state.servers.has(server)) return;
    state.servers.add(server);
    const emit = server.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
    server.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
      if (event !== "request") return emit.call(this, event, ...args);
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (!isPageRender(req.method, req.url)) return emit.call(this, event, req, res);
      enter(res, () => emit.call(this, event, req, res));
      return true;
    } as typeof server.emit;
  }) as (message: unknown) => void);
}

function enter(res: ServerResponse, render: () => void) {
  if (state.running < RENDER_SLOTS) return start(res, render);
  if (state.waiting.length >= MAX_WAITING) return refuse(res);
  // A request let in later keeps the async context it arrived with (the outage record, the client
  // address). runInAsyncScope, not AsyncResource.bind: on Node 20 each bind also builds two
  // deprecation wrappers (DEP0172). Only waiting requests pay for it.
  const scope = new AsyncResource("ikaze.admission");
  state.waiting.push({ admit: () => scope.runInAsyncScope(render), res, since: Date.now() });
}

function start(res: ServerResponse, render: () => void) {
  state.running++;
  let held = true;
  const giveBack = () => {
    if (!held) return;
    held = false;
    clearTimeout(lease);
    release();
  };
  // A render still going after SLOT_LEASE_MS is waiting on the database or the network, not using
  // the CPU: its slot goes to the next one, so that renders stuck in an outage block nobody.
  const lease = setTimeout(giveBack, SLOT_LEASE_MS);
  lease.unref();
  // The render is over once it writes the status line: a page from the cache at once, a rendered
  // one when it is complete (or its first part streams). Compressing and sending the answer is not
  // rendering: holding the slot through it (until "close") made 10 visitors of cached pages queue
  // for the 4 slots, / at 590-615 req/s instead of 640-660 (bench/results.md). The slot is given
  // back after this call, not inside it: the next render must not start inside this one's writeHead.
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    queueMicrotask(giveBack);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  res.once("close", giveBack);
  render();
}

function release() {
  state.running--;
  // Oldest first until the oldest has waited CONGESTED_AFTER_MS, then newest first; those whose
  // client left are dropped, those that waited too long are refused.
  while (state.running < RENDER_SLOTS && state.waiting.length) {
    const next = takeNext(state.waiting, Date.now());
    if (next.res.destroyed || next.res.writableEnded) continue;
    if (Date.now() - next.since > MAX_WAIT_MS) {
      refuse(next.res);
      continue;
    }
    start(next.res, next.admit);
  }
}

/** The waiting request to admit next (removed from `waiting`, which is in arrival order). */
export function takeNext<T extends { since: number }>(waiting: T[], now: number): T {
  const congested = now - waiting[0].since > CONGESTED_AFTER_MS;
  return congested ? waiting.pop()! : waiting.shift()!;
}

function refuse(res: ServerResponse) {
  res.writeHead(503, { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" });
  res.end("The site is busy. Please try again in a minute.\n");
}
