// The first step of `npm test` (and of .ci/run): the programs the test legs start besides Node.
// On Debian, as root, the missing ones are installed from Debian's packages (one apt-get run);
// otherwise the run stops at once and prints the exact command, instead of failing twenty minutes
// later in the leg that needs them. Nothing is ever skipped.
import { existsSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { userInfo } from "node:os";
import { chromium } from "@playwright/test";

const onPath = (cmd) => spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;
const postgresBin = () => {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root) : [];
  return versions.some((v) => existsSync(`${root}/${v}/bin/initdb`));
};

/** What each leg needs, and the Debian package that brings it. */
export const NEEDS = [
  // Debian's Chromium (playwright.config.ts prefers it), or Playwright's own build where one was installed.
  {
    what: "Chromium, for the browser tests (Playwright)",
    has: () => existsSync("/usr/bin/chromium") || existsSync(chromium.executablePath()),
    pkg: "chromium",
  },
  { what: "nginx, for e2e/nginx-proxy.spec.ts and the bench (deploy/nginx.conf)", has: () => existsSync("/usr/sbin/nginx"), pkg: "nginx-light" },
  {
    what: "openssl, for the HTTPS (HTTP/2) front of e2e/nginx-proxy.spec.ts and the bench: a certificate for localhost",
    has: () => existsSync("/usr/bin/openssl"),
    pkg: "openssl",
  },
  { what: "PostgreSQL server binaries (initdb), for the two-instance tests and e2e/outage.spec.ts", has: postgresBin, pkg: "postgresql" },
  { what: "redis-server, for the two-instance tests", has: () => onPath("redis-server"), pkg: "redis-server" },
  // vnu-jar (an npm devDependency) ships the checker's jar; it runs on the system's Java.
  { what: "Java 17 or later, for the W3C Nu checker (e2e/nu-checker.spec.ts)", has: () => onPath("java"), pkg: "openjdk-17-jre-headless" },
];

function main() {
  const missing = NEEDS.filter((n) => !n.has());
  if (!missing.length) return 0;
  const pkgs = missing.map((n) => n.pkg);
  const debian = existsSync("/usr/bin/apt-get") && existsSync("/etc/debian_version");
  if (debian && userInfo().uid === 0) {
    console.log(`[test-needs] installing from Debian's packages: ${pkgs.join(" ")}`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [
      ["update", "-qq"],
      ["install", "-y", "-qq", ...pkgs],
    ]) {
      const r = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
      if (r.status !== 0) {
        console.error(`[test-needs] apt-get ${args[0]} failed (status ${r.status})`);
        return 1;
      }
    }
    const still = NEEDS.filter((n) => !n.has());
    if (!still.length) return 0;
    missing.splice(0, missing.length, ...still);
  }
  console.error("[test-needs] npm test needs programs this machine lacks:");
  for (const n of missing) console.error(`  - ${n.what}`);
  console.error(
    debian
      ? `Install them with:\n  sudo apt-get install ${missing.map((n) => n.pkg).join(" ")}`
      : `On Debian or Ubuntu the packages are: ${missing.map((n) => n.pkg).join(" ")} (nginx at /usr/sbin/nginx; for Chromium, npx playwright install chromium also serves).`,
  );
  return 1;
}

process.exit(main());
