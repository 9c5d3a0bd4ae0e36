// The npm mirror this project installs from lacks some other platforms' prebuilt binaries at their
// newest versions (e.g. @tailwindcss/oxide-darwin-arm64), so npm leaves those optional packages out
// of package-lock.json and `npm ci` then refuses the lock as "out of sync". This records each missing
// platform-only optional dependency with its os/cpu, so `npm ci` accepts the lock and skips them on
// platforms they are not for. Run after `npm install` changes the lock: `npm run lock:complete`.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const pkgs = lock.packages;
const added = [];

for (const [path, meta] of Object.entries(pkgs)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
    if (pkgs[nested] || pkgs[`node_modules/${name}`]) continue;
    const info = JSON.parse(execFileSync("npm", ["view", name, "--json"], { encoding: "utf8" }) || "{}");
    if (!info.os && !info.cpu) continue; // only platform binaries are safe to record without installing
    pkgs[`node_modules/${name}`] = {
      version,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...(info.os ? { os: info.os } : {}),
      ...(info.cpu ? { cpu: info.cpu } : {}),
      ...(info.libc ? { libc: info.libc } : {}),
    };
    added.push(`${name}@${version}`);
  }
}

const sorted = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Recorded ${added.length} platform-only optional packages:\n  ${added.join("\n  ")}` : "Lock file already complete.");
