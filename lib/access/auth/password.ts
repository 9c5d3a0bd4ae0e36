import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { withHashSlot, type HashLane } from "./hash-queue";

// scrypt with N=2^17, r=8, p=1 (OWASP's recommended minimum); needs 128 MiB of memory per hash.
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, opts: ScryptOptions, lane?: HashLane): Promise<Buffer> {
  return withHashSlot(
    () => new Promise((resolve, reject) => scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, opts, (err, key) => (err ? reject(err) : resolve(key)))),
    lane,
  );
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** `lane`: where the hash waits its turn (a login from a trusted device: "trusted", see hash-queue.ts). */
export async function verifyPassword(password: string, stored: string | null | undefined, lane?: HashLane): Promise<boolean> {
  // With no stored hash, still spend the same time so the answer does not reveal whether the account exists.
  const parts = (stored ?? DUMMY_HASH).split("$");
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
      maxmem: PARAMS.maxmem,
    },
    lane,
  );
  return stored != null && key.length === expected.length && timingSafeEqual(key, expected);
}

// A hash of a random password, made once with the live parameters.
const DUMMY_HASH = ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, "AAAAAAAAAAAAAAAAAAAAAA==", Buffer.alloc(KEY_LENGTH).toString("base64")].join("$");
