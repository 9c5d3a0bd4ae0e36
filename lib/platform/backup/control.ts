import { chmodSync, existsSync, unlinkSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";

/**
 * PGlite is one process's database, so while the site runs, a backup of it is taken by the site:
 * `npm run db:backup` asks the running site over a Unix socket in DATA_DIR (mode 0600: only the
 * site's own user, who could read DATA_DIR anyway). One request a connection, newline-delimited
 * JSON: `{op: "backup", file, force}` → `{progress}` lines → `{done}` or `{error}`. The same socket
 * tells other commands (restore, the CLI scripts) that a site has this DATA_DIR open.
 */
export const controlSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), "site.sock");

export type ControlRequest = { op: "backup"; file: string; force?: boolean } | { op: "ping" };
type Reply = { progress: string } | { done: unknown } | { error: string };

export type ControlHandler = (req: ControlRequest, progress: (line: string) => void) => Promise<unknown>;

/** Whether a site answers on DATA_DIR's socket. */
export async function siteIsRunning(dataDir: string): Promise<boolean> {
  return (await askSite(dataDir, { op: "ping" }, () => {})) !== undefined;
}

/**
 * Sends one request to the site running on `dataDir`; `undefined` when none answers (no socket,
 * or a stale one left by a crash). Rejects with the site's error.
 */
export function askSite(dataDir: string, req: ControlRequest, progress: (line: string) => void): Promise<unknown> {
  const file = controlSocketPath(dataDir);
  if (!existsSync(file)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const socket = createConnection(file);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      fn();
    };
    socket.on("error", (err: NodeJS.ErrnoException) => settle(() => (err.code === "ECONNREFUSED" || err.code === "ENOENT" ? resolve(undefined) : reject(err))));
    socket.on("connect", () => socket.write(`${JSON.stringify(req)}\n`));
    createInterface({ input: socket })
      .on("line", (line) => {
        const reply = JSON.parse(line) as Reply;
        if ("progress" in reply) progress(reply.progress);
        else if ("done" in reply) settle(() => resolve(reply.done ?? null));
        else settle(() => reject(new Error(reply.error)));
      })
      // readline passes the socket's error on; the socket's own handler above answers it (a stale
      // socket is "no site"), so this one must not crash the process as an unhandled error.
      .on("error", () => {});
    socket.on("close", () => settle(() => reject(new Error("the site closed the connection before answering"))));
  });
}

/** From instrumentation (PGlite only): listens on DATA_DIR's socket; refuses to start beside another site. */
export async function startControlServer(dataDir: string, handler: ControlHandler): Promise<Server | undefined> {
  const file = controlSocketPath(dataDir);
  if (file.length > 100) {
    console.warn(`[backup] ${file} is too long for a Unix socket: npm run db:backup cannot reach this site while it runs`);
    return undefined;
  }
  if (await siteIsRunning(dataDir))
    throw new Error(`another server is running on ${dataDir}: PGlite is one process's database (stop it, or use another DATA_DIR)`);
  if (existsSync(file)) unlinkSync(file); // left by a crash
  const server = createServer((socket) => {
    const reply = (r: Reply) => socket.writable && socket.write(`${JSON.stringify(r)}\n`);
    socket.on("error", () => {});
    createInterface({ input: socket }).once("line", async (line) => {
      try {
        const req = JSON.parse(line) as ControlRequest;
        if (req.op === "ping") return reply({ done: "pong" });
        reply({ done: await handler(req, (p) => reply({ progress: p })) });
      } catch (err) {
        reply({ error: err instanceof Error ? err.message : String(err) });
      } finally {
        socket.end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  server.unref();
  // A socket file outlives its process unless removed: on a normal exit, the next CLI finds no site.
  process.once("exit", () => {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  });
  return server;
}
