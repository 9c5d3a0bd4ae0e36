import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "@/lib/platform/db/unavailable";

/**
 * A page that could not be rendered because the database is unreachable is a 503 with
 * Retry-After, not a 500: the visitor sees app/[locale]/error.tsx ("try again in a minute"), and
 * proxies and crawlers know to come back. Each request Next's own server receives gets a small
 * record (AsyncLocalStorage, entered from the diagnostics channel before Next sees the request);
 * Next's onRequestError hook (instrumentation.ts) marks it when the error is the database's
 * absence; the status line is rewritten when Next writes it. The API answers its own 503s
 * (lib/platform/api/respond.ts).
 */
type Request = { databaseUnavailable: boolean };
const g = globalThis as unknown as { __ikazeOutage?: { store: AsyncLocalStorage<Request>; installed: boolean } };
const state = (g.__ikazeOutage ??= { store: new AsyncLocalStorage<Request>(), installed: false });

export function installOutageAnswers(): void {
  if (state.installed) return;
  state.installed = true;
  (globalThis as { __ikazeNoteRequestError?: (err: unknown) => void }).__ikazeNoteRequestError = noteRequestError;
  subscribe("http.server.request.start", (({ response }: { response: ServerResponse }) => {
    const record: Request = { databaseUnavailable: false };
    state.store.enterWith(record);
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      if (status === 500 && record.databaseUnavailable) {
        status = 503;
        this.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
        this.setHeader("Cache-Control", "no-store");
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as typeof response.writeHead;
  }) as (message: unknown) => void);
}

/** From instrumentation's onRequestError: the request failed because the database is unreachable. */
export function noteRequestError(err: unknown): void {
  const record = state.store.getStore();
  if (record && isDatabaseUnavailable(err)) record.databaseUnavailable = true;
}
