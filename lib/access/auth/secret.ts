import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/platform/env";

let key: Uint8Array | undefined;

/**
 * The key that signs session JWTs: SESSION_SECRET, or one generated on first start and kept in
 * DATA_DIR so sessions survive restarts. Several instances must share SESSION_SECRET.
 */
export function sessionKey(): Uint8Array {
  if (key) return key;
  const { SESSION_SECRET, DATA_DIR } = env();
  let secret = SESSION_SECRET;
  if (!secret) {
    const file = path.resolve(DATA_DIR, "session-secret");
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
      chmodSync(file, 0o600);
    }
    secret = readFileSync(file, "utf8").trim();
  }
  key = new TextEncoder().encode(secret);
  return key;
}
