import { beforeAll, describe, expect, it, vi } from "vitest";
import { like } from "drizzle-orm";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password-account/route";
import { ADMISSION_LIMIT, HASH_BUSY, HASH_CONCURRENCY, HASH_QUEUE_LIMIT, hashLoad } from "@/lib/access/auth/hash-queue";
import { hashPassword, PRODUCTION_COST, verifyPassword } from "@/lib/access/auth/password";
import { RESET_LIMIT, RESET_TOO_MANY } from "@/lib/access/auth/recovery";
import { LINK_EXPIRED_OR_USED, newLinkToken } from "@/lib/access/auth/tokens";
import { getDb } from "@/lib/platform/db/client";
import { rateLimits } from "@/lib/platform/db/schema";
import { apiRequest, params } from "./helpers/factories";

const PASSWORD = "Correct-Horse-42x";
// A link this site could have issued (its tag is right) that it never did: it gets as far as the database.
const unknownReset = (ip: string, token = newLinkToken()) =>
  resetPassword(
    apiRequest("/api/auth/reset-password-account", {
      body: { token, password: PASSWORD, confirmPassword: PASSWORD },
      headers: { "x-forwarded-for": ip },
    }),
    params({}),
  );

// Migrating a fresh database can take a while on a busy machine: not part of any timing here.
beforeAll(() => getDb());

describe("the hash's cost", () => {
  it("is scrypt N=2^17, r=8, p=1 on a running site, whatever the tests' lower cost says", async () => {
    expect(PRODUCTION_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    // The tests' own hashes are cheaper (tests/helpers/setup.ts)…
    expect(await hashPassword(PASSWORD)).toMatch(/^scrypt\$4096\$8\$1\$/);
    // …but outside a test run the variable is ignored.
    vi.stubEnv("NODE_ENV", "production");
    try {
      const stored = await hashPassword(PASSWORD);
      expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
      expect(await verifyPassword(PASSWORD, stored)).toBe(true);
      expect(await verifyPassword(`${PASSWORD}!`, stored)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  }, 120_000);
});

describe("password hashing cannot stall the server", () => {
  it("refuses an unknown reset link before hashing anything", async () => {
    const before = hashLoad().started;
    const res = await unknownReset("198.18.0.1");
    expect(res.status).toBe(400);
    expect((await res.json()).Errors).toEqual([LINK_EXPIRED_OR_USED]);
    expect(hashLoad().started).toBe(before);
  });

  it("refuses a made-up reset link without a query: a flood of them from many addresses costs no database work", async () => {
    const altered = (token: string, at: number) => token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
    const madeUp = [`bogus-${Math.random()}`, "0".repeat(43), altered(newLinkToken(), 5), altered(newLinkToken(), 40), `${newLinkToken()}x`];
    const answers = await Promise.all(madeUp.map((token, i) => unknownReset(`198.18.9.${i}`, token)));
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect((await res.json()).Errors).toEqual([LINK_EXPIRED_OR_USED]);
    }
    // Not even counted against the address: counting is a query, and such a link cannot be guessed.
    const db = await getDb();
    expect(await db.select().from(rateLimits).where(like(rateLimits.key, "reset:ip:198.18.9.%"))).toEqual([]);
  });

  it("limits link attempts per address (429 with Retry-After), other addresses unaffected", async () => {
    for (let i = 0; i < RESET_LIMIT.limit; i++) expect((await unknownReset("198.18.0.2")).status).toBe(400);
    const refused = await unknownReset("198.18.0.2");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refused.json()).error).toBe(RESET_TOO_MANY);
    expect((await unknownReset("198.18.0.3")).status).toBe(400);
  });

  it(`runs at most ${HASH_CONCURRENCY} hash at a time, queues ${HASH_QUEUE_LIMIT} and refuses the rest at once`, async () => {
    const stored = await hashPassword(PASSWORD);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, hashLoad().running)), 5);
    const jobs = Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE_LIMIT + 1 }, () => verifyPassword(PASSWORD, stored));
    const settled = await Promise.allSettled(jobs);
    clearInterval(watch);
    expect(most).toBe(HASH_CONCURRENCY);
    const refused = settled.filter((s) => s.status === "rejected");
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason.message).toBe(HASH_BUSY);
    expect(settled.filter((s) => s.status === "fulfilled" && s.value === true)).toHaveLength(HASH_CONCURRENCY + HASH_QUEUE_LIMIT);
    expect(hashLoad()).toMatchObject({ running: 0, waiting: 0 });
  }, 120_000);

  it("refuses logins beyond what can hash before they run a single query", async () => {
    // A spray from many addresses: no per-address limit bites, so only admission keeps the rest out.
    const extra = 20;
    const answers = await Promise.all(
      Array.from({ length: ADMISSION_LIMIT + extra }, (_, i) =>
        loginRoute(
          apiRequest("/api/auth/login", {
            body: { email: `flood-${i}@ikaze.test`, password: "a-wrong-guess" },
            headers: { "x-forwarded-for": `198.18.7.${i}` },
          }),
          undefined,
        ),
      ),
    );
    const busy = answers.filter((r) => r.status === 429);
    expect(busy).toHaveLength(extra);
    for (const r of busy) expect((await r.json()).error).toBe(HASH_BUSY);
    expect(answers.filter((r) => r.status === 401)).toHaveLength(ADMISSION_LIMIT);
    // Only the admitted attempts were counted: the refused ones never reached the database.
    const db = await getDb();
    const counted = await db.select().from(rateLimits).where(like(rateLimits.key, "login:ip:198.18.7.%"));
    expect(counted).toHaveLength(ADMISSION_LIMIT);
    expect(hashLoad()).toMatchObject({ running: 0, waiting: 0, admitted: 0 });
  }, 120_000);
});
