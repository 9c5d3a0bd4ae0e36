// Makes sure Playwright has a Chromium: Debian's /usr/bin/chromium when present, else Playwright's
// own build, installed on first run (needs internet; this project's CI installs Debian's instead).
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";

if (existsSync("/usr/bin/chromium")) process.exit(0);
if (existsSync(chromium.executablePath())) process.exit(0);
console.log("Installing Playwright's Chromium (first run only)…");
const r = spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
process.exit(r.status ?? 1);
