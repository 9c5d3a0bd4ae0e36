// Runs deploy/nginx.conf unprivileged-style for the tests and the bench: the same file with only
// its machine-specific parts swapped (the upstream servers, the listen address, the build folder
// /_next/static is served from, and the paths of the cache, temp files, logs and pid, which all
// move into a fresh temporary prefix directory). With `tls`, the file's own commented TLS lines
// (HTTPS with HTTP/2, as in production) are turned on, with a certificate made for localhost.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
export const OPENSSL = process.env.OPENSSL_BIN ?? "/usr/bin/openssl";
export const NGINX_CONF = path.resolve(import.meta.dirname, "nginx.conf");
const ROOT = path.resolve(import.meta.dirname, "..");
/** Where deploy/nginx.conf expects the build's static files (`alias`, location /_next/static/). */
const DEPLOYED_STATIC = "/srv/ikaze/.next/static/";

/** Whether nginx is installed here (.ci/run installs Debian's nginx-light when it is not). */
export function hasNginx() {
  return existsSync(NGINX);
}

/** The TLS lines deploy/nginx.conf carries commented out: `listen 443 ssl http2;` and the two certificate files. */
const TLS_LINES = /^(\s*)# listen 443 ssl http2;\n\s*# ssl_certificate\s+\S+;\n\s*# ssl_certificate_key\s+\S+;$/m;

/**
 * A self-signed certificate for localhost and 127.0.0.1 (valid two days), written into `dir` by
 * Debian's openssl; for the local HTTPS front only (browsers are told to accept it).
 * @returns {{ certificate: string; key: string }}
 */
export function localhostCertificate(dir) {
  const certificate = path.join(dir, "localhost.crt");
  const key = path.join(dir, "localhost.key");
  const r = spawnSync(
    OPENSSL,
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`openssl could not make a certificate for localhost: ${r.stderr || r.error}`);
  return { certificate, key };
}

/**
 * deploy/nginx.conf with `upstreams` ("127.0.0.1:3000", …), `port`, the build folder the instances
 * run (`distDir`, relative to the repository or absolute; NEXT_DIST_DIR or `.next`) and every
 * other path under `prefix`. `tls`: also HTTPS with HTTP/2 on `tls.port` (the file's TLS lines).
 * @param {{ upstreams: string[]; port: number; prefix: string; distDir?: string; tls?: { port: number; certificate: string; key: string } }} options
 */
export function renderNginxConf({ upstreams, port, prefix, distDir = process.env.NEXT_DIST_DIR || ".next", tls }) {
  let conf = readFileSync(NGINX_CONF, "utf8");
  const servers = upstreams.map((u) => `        server ${u} max_fails=3 fail_timeout=10s;`).join("\n");
  const block = /(upstream ikaze_app \{\n)((?:\s*server [^\n]*\n)+)/;
  if (!block.test(conf)) throw new Error("deploy/nginx.conf: no `upstream ikaze_app` block with server lines");
  conf = conf.replace(block, (_, head) => `${head}${servers}\n`);
  if (!/^\s*listen 80;$/m.test(conf)) throw new Error("deploy/nginx.conf: no `listen 80;`");
  conf = conf.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  if (tls) {
    if (!TLS_LINES.test(conf)) throw new Error("deploy/nginx.conf: no commented `listen 443 ssl http2;` with its two certificate lines");
    conf = conf.replace(
      TLS_LINES,
      (_, indent) => `${indent}listen 127.0.0.1:${tls.port} ssl http2;\n${indent}ssl_certificate ${tls.certificate};\n${indent}ssl_certificate_key ${tls.key};`,
    );
  }
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
 * renderNginxConf. `tls: true` (or `{ port }`) adds HTTPS with HTTP/2 for localhost: `httpsOrigin`.
 * @param {{ upstreams: string[]; port?: number; workers?: number; distDir?: string; tls?: boolean | { port?: number } }} options
 */
export async function startNginx({ upstreams, port, workers, distDir, tls }) {
  const prefix = mkdtempSync(path.join(tmpdir(), "ikaze-nginx-"));
  for (const dir of ["lib", "logs"]) mkdirSync(path.join(prefix, dir));
  const listenPort = port ?? (await freePort());
  const tlsConf = tls ? { port: (typeof tls === "object" && tls.port) || (await freePort()), ...localhostCertificate(prefix) } : undefined;
  let conf = renderNginxConf({ upstreams, port: listenPort, prefix, distDir, tls: tlsConf });
  if (workers) conf = conf.replace(/^worker_processes auto;$/m, `worker_processes ${workers};`);
  const confFile = path.join(prefix, "nginx.conf");
  writeFileSync(confFile, conf);
  let stderr = "";
  const child = spawn(NGINX, ["-p", prefix, "-c", confFile, "-e", path.join(prefix, "logs/startup.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr.on("data", (d) => (stderr += d));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    await Promise.race([
      Promise.all([listening(listenPort, 10_000), tlsConf && listening(tlsConf.port, 10_000)]),
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
    // "localhost", the certificate's name (Chromium is told to accept the certificate itself).
    httpsOrigin: tlsConf ? `https://localhost:${tlsConf.port}` : undefined,
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
