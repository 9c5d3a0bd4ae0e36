import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { withHashSlot, type HashLane } from "./hash-queue";

// scrypt with N=2^17, r=8, p=1 (OWASP's recommended minimum); needs 128 MiB of memory per hash.
export const PRODUCTION_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const MAXMEM = 256 * 1024 * 1024;
const KEY_LENGTH = 64;

/**
 * New hashes' parameters. The unit tests' setup (tests/helpers/setup.ts) sets PASSWORD_HASH_TEST_LOG2N,
 * a smaller N, so that their hundreds of hashes do not take minutes. It counts only under NODE_ENV
 * "test" (Vitest's), which Next's builds fix to "production": a running site always hashes at full cost.
 */
function params(): { N: number; r: number; p: number; maxmem: number } {
  const log2N = process.env.NODE_ENV === "test" ? Number(process.env.PASSWORD_HASH_TEST_LOG2N) : NaN;
  const N = Number.isInteger(log2N) && log2N >= 10 && log2N < 17 ? 2 ** log2N : PRODUCTION_COST.N;
  return { ...PRODUCTION_COST, N, maxmem: MAXMEM };
}

function derive(password: string, salt: Buffer, opts: ScryptOptions, lane?: HashLane): Promise<Buffer> {
  return withHashSlot(
    () => new Promise((resolve, reject) => scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, opts, (err, key) => (err ? reject(err) : resolve(key)))),
    lane,
  );
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = params();
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** `lane`: where the hash waits its turn (a login from a trusted device: "trusted", see hash-queue.ts). */
export async function verifyPassword(password: string, stored: string | null | undefined, lane?: HashLane): Promise<boolean> {
  // With no stored hash, still spend the same time so the answer does not reveal whether the account exists.
  const parts = (stored ?? dummyHash()).split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(
    password,
    Buffer.from(salt, "base64"),
    {
      N: Number(N),
      r: Number(r),
      p: Number(p),
      maxmem: MAXMEM,
    },
    lane,
  );
  return stored != null && key.length === expected.length && timingSafeEqual(key, expected);
}

// A hash that no password matches, with the parameters new hashes get, so it costs what a real one does.
function dummyHash(): string {
  const { N, r, p } = params();
  return ["scrypt", N, r, p, "AAAAAAAAAAAAAAAAAAAAAA==", Buffer.alloc(KEY_LENGTH).toString("base64")].join("$");
}
