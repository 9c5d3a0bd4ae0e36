import { afterAll, vi } from "vitest";

/**
 * The "shared" project runs its test files one after another in one process (vitest.config.ts),
 * so that Node loads drizzle, postgres.js, zod and Next's pieces once instead of once per file.
 * This setup file, run before each of them, gives every file what a new process would:
 * - the app's own modules evaluated afresh (module-level state: env() parsed again, rate limiters,
 *   caches); packages under node_modules stay loaded, as they hold none of the app's state;
 * - process.env as the worker started (files set variables at their top and do not undo them);
 * - real timers, no stubbed globals or environment variables;
 * and when the file ends (after setup.ts has closed its database): the timers it left running
 * cleared (background workers that would otherwise reach the next file's database), the
 * app's per-process state on globalThis (`__ikaze…`, `Symbol.for("ikaze.…")`) deleted, and the
 * process's event listeners (signals, exit) put back as they were.
 * Files that need more than this (vi.mock) run in the "isolated" project instead.
 */
type Baseline = { env: Record<string, string | undefined>; timers: Set<NodeJS.Timeout> };
const store = globalThis as unknown as { __vitestFreshFile?: Baseline };

function baseline(): Baseline {
  if (store.__vitestFreshFile) return store.__vitestFreshFile;
  const timers = new Set<NodeJS.Timeout>();
  // Vitest keeps its own copies of the timer functions, so only the code under test is tracked.
  const { setTimeout: setT, setInterval: setI, clearTimeout: clearT, clearInterval: clearI } = globalThis;
  const track = (t: NodeJS.Timeout) => (timers.add(t), t);
  const untrack = (t: unknown) => {
    if (t && typeof t === "object") timers.delete(t as NodeJS.Timeout);
  };
  // The originals' own properties too (util.promisify.custom, __promisify__).
  const like = (f: object, original: object) => Object.defineProperties(f, Object.getOwnPropertyDescriptors(original));
  globalThis.setTimeout = like((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const t: NodeJS.Timeout = setT(
      (...a: unknown[]) => {
        timers.delete(t);
        fn(...a);
      },
      ms,
      ...args,
    );
    return track(t);
  }, setT) as typeof setTimeout;
  globalThis.setInterval = like((...a: Parameters<typeof setInterval>) => track(setI(...a)), setI) as typeof setInterval;
  globalThis.clearTimeout = ((t?: NodeJS.Timeout | string | number) => (untrack(t), clearT(t))) as typeof clearTimeout;
  globalThis.clearInterval = ((t?: NodeJS.Timeout | string | number) => (untrack(t), clearI(t))) as typeof clearInterval;
  return (store.__vitestFreshFile = { env: { ...process.env }, timers });
}

const start = baseline();
vi.resetModules();
vi.useRealTimers();
vi.unstubAllEnvs();
vi.unstubAllGlobals();
for (const key of Object.keys(process.env)) if (!(key in start.env)) delete process.env[key];
for (const [key, value] of Object.entries(start.env)) if (process.env[key] !== value) process.env[key] = value;

const events = ["SIGTERM", "SIGINT", "SIGHUP", "exit", "beforeExit"] as const;
// As a plain emitter: Node's typings list each process event's listener apart.
const emitter: NodeJS.EventEmitter = process;
const listeners = new Map(events.map((e) => [e, emitter.listeners(e)]));

const appGlobal = (key: string | symbol) => (typeof key === "string" ? key.startsWith("__ikaze") : (Symbol.keyFor(key)?.startsWith("ikaze.") ?? false));

afterAll(() => {
  for (const t of start.timers) clearTimeout(t);
  start.timers.clear();
  for (const key of Reflect.ownKeys(globalThis)) if (appGlobal(key)) Reflect.deleteProperty(globalThis, key);
  for (const [event, before] of listeners) {
    emitter.removeAllListeners(event);
    for (const listener of before) emitter.on(event, listener as (...args: unknown[]) => void);
  }
});
