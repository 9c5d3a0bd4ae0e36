// Runs deploy/nginx.conf unprivileged-style for the tests and the bench: the same file with only
// its machine-specific parts swapped (the upstream servers, the listen address, the build folder
// /_next/static is served from, and the paths of the cache, temp files, logs and pid, which all
// move into a fresh temporary prefix directory).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
export const NGINX_CONF = path.resolve(import.meta.dirname, "nginx.conf");
const ROOT = path.resolve(import.meta.dirname, "..");
/** Where deploy/nginx.conf expects the build's static files (`alias`, location /_next/static/). */
const DEPLOYED_STATIC = "/srv/ikaze/.next/static/";

/** Whether nginx is installed here (.ci/run installs Debian's nginx-light when it is not). */
export function hasNginx() {
  return existsSync(NGINX);
}

/**
 * deploy/nginx.conf with `upstreams` ("127.0.0.1:3000", …), `port`, the build folder the instances
 * run (`distDir`, relative to the repository or absolute; NEXT_DIST_DIR or `.next`) and every
 * other path under `prefix`.
 * @param {{ upstreams: string[]; port: number; prefix: string; distDir?: string }} options
 */
export function renderNginxConf({ upstreams, port, prefix, distDir = process.env.NEXT_DIST_DIR || ".next" }) {
  let conf = readFileSync(NGINX_CONF, "utf8");
  const servers = upstreams.map((u) => `        server ${u} max_fails=3 fail_timeout=10s;`).join("\n");
  const block = /(upstream ikaze_app \{\n)((?:\s*server [^\n]*\n)+)/;
  if (!block.test(conf)) throw new Error("deploy/nginx.conf: no `upstream ikaze_app` block with server lines");
  conf = conf.replace(block, (_, head) => `${head}${servers}\n`);
  if (!/^\s*listen 80;$/m.test(conf)) throw new Error("deploy/nginx.conf: no `listen 80;`");
  conf = conf.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  // As root, workers would switch to www-data and could not write into a private temp directory.
  const isRoot = process.getuid?.() === 0;
  conf = conf.replace(/^user www-data;$/m, isRoot ? "user root;" : "");
  if (!conf.includes(DEPLOYED_STATIC)) throw new Error(`deploy/nginx.conf: no \`alias ${DEPLOYED_STATIC}\``);
  conf = conf
    .replace(DEPLOYED_STATIC, `${path.resolve(ROOT, distDir, "static")}/`)
    .replaceAll("/var/lib/nginx/", `${path.join(prefix, "lib")}/`)
    .replaceAll("/var/log/nginx", path.join(prefix, "logs"))
    .replace("/run/nginx-ikaze.pid", path.join(prefix, "nginx.pid"));
  return conf;
}

/** A port nobody listens on right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function listening(port, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, "127.0.0.1", () => {
        s.end();
        resolve(true);
      });
      s.on("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${port} within ${ms} ms`);
}

/**
 * Starts nginx in the foreground (`daemon off`) with the rendered config; `stop()` ends it and
 * removes its directory. `port` defaults to a free one, `workers` to one per core, `distDir` as in
 * renderNginxConf.
 * @param {{ upstreams: string[]; port?: number; workers?: number; distDir?: string }} options
 */
export async function startNginx({ upstreams, port, workers, distDir }) {
  const prefix = mkdtempSync(path.join(tmpdir(), "ikaze-nginx-"));
  for (const dir of ["lib", "logs"]) mkdirSync(path.join(prefix, dir));
  const listenPort = port ?? (await freePort());
  let conf = renderNginxConf({ upstreams, port: listenPort, prefix, distDir });
  if (workers) conf = conf.replace(/^worker_processes auto;$/m, `worker_processes ${workers};`);
  const confFile = path.join(prefix, "nginx.conf");
  writeFileSync(confFile, conf);
  let stderr = "";
  const child = spawn(NGINX, ["-p", prefix, "-c", confFile, "-e", path.join(prefix, "logs/startup.log"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  child.stderr.on("data", (d) => (stderr += d));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    await Promise.race([
      listening(listenPort, 10_000),
      exited.then((code) => {
        throw new Error(`nginx exited with ${code}: ${stderr}`);
      }),
    ]);
  } catch (err) {
    child.kill("SIGTERM");
    rmSync(prefix, { recursive: true, force: true });
    throw err;
  }
  return {
    port: listenPort,
    origin: `http://127.0.0.1:${listenPort}`,
    prefix,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
