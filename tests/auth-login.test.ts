import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { WRONG_CREDENTIALS, TOO_MANY_ATTEMPTS, ACCOUNT_BLOCKED } from "@/lib/access/auth/login";
import { accountDelayMs, LOGIN_LIMITS, loginKeys, MAX_DELAY_MS } from "@/lib/access/auth/login-limits";
import { getDb } from "@/lib/platform/db/client";
import { clear, hit } from "@/lib/platform/rate-limit";
import { DEVICE_COOKIE } from "@/lib/access/auth/device-cookie";
import { ADMISSION_LIMIT, admitToHash, HASH_BUSY } from "@/lib/access/auth/hash-queue";
import { readSessionToken } from "@/lib/access/auth/session";
import { apiRequest, makeUser, TEST_PASSWORD } from "./helpers/factories";

const post = (body: unknown, ip = "203.0.113.1") => login(apiRequest("/api/auth/login", { body, headers: { "x-forwarded-for": ip } }), undefined);

// Migrating a fresh database can take a while on a busy machine.
beforeAll(() => getDb());

describe("POST /api/auth/login", () => {
  it("returns {token, message} and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const { user } = await makeUser("admin");
    const res = await post({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Logged in successfully.");
    const claims = await readSessionToken(body.token);
    expect(claims).toMatchObject({ sub: user.id, role: "admin", sv: 0 });
    expect(claims!.exp * 1000).toBeGreaterThan(Date.now());
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^ikaze_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("answers a wrong e-mail and a wrong password with the same message", async () => {
    const { user } = await makeUser();
    const wrongPassword = await post({ email: user.email, password: "not-the-password" }, "203.0.113.2");
    const unknownEmail = await post({ email: "nobody@ikaze.test", password: "not-the-password" }, "203.0.113.2");
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknownEmail.json());
    expect((await post({ email: user.email, password: "nope" }, "203.0.113.2")).headers.get("set-cookie")).toBeNull();
  });

  it("says which field is missing, in the {error} shape", async () => {
    const res = await post({ email: "" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toContain("Email is required.");
  });

  it("pauses one address on one account after five failures, even for the right password; other addresses still get in", async () => {
    const { user } = await makeUser();
    for (let i = 0; i < 5; i++) expect((await post({ email: user.email, password: `wrong-${i}` }, "198.51.100.7")).status).toBe(401);
    const res = await post({ email: user.email, password: TEST_PASSWORD }, "198.51.100.7");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await res.json()).error).toBe(TOO_MANY_ATTEMPTS);
    expect((await post({ email: user.email, password: TEST_PASSWORD }, "198.51.100.8")).status).toBe(200);
  }, 60_000);

  it("counts simultaneous guesses before checking them: of 40 at once from one address, only 5 are checked", async () => {
    const { user } = await makeUser();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post({ email: user.email, password: `guess-${i}` }, "198.51.100.20")));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.pair.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_LIMITS.pair.limit);
  }, 120_000);

  it("a stranger hammering from many addresses cannot lock the owner out of their usual address", async () => {
    const { user } = await makeUser();
    expect((await post({ email: user.email, password: TEST_PASSWORD }, "198.51.100.30")).status).toBe(200);
    // The account's count from everywhere, as after a long distributed attack.
    const keys = loginKeys(user.email, "198.51.100.30");
    for (let i = 0; i <= LOGIN_LIMITS.account.limit; i++) await hit(keys.account, LOGIN_LIMITS.account);
    const stranger = await post({ email: user.email, password: "another-guess" }, "198.51.100.31");
    expect(stranger.status).toBe(429);
    const started = Date.now();
    expect((await post({ email: user.email, password: TEST_PASSWORD }, "198.51.100.30")).status).toBe(200);
    // …and without the growing delay strangers get.
    expect(Date.now() - started).toBeLessThan(MAX_DELAY_MS);
  }, 60_000);

  it("makes strangers wait longer with every failure on the account", () => {
    expect([1, 5, 6, 7, 8, 12, 40].map(accountDelayMs)).toEqual([0, 0, 250, 500, 1000, 10_000, 10_000]);
  });

  it("throttles one address that fails across many accounts", async () => {
    for (let i = 0; i < 30; i++) await post({ email: `spray-${i}@ikaze.test`, password: "Winter2026!" }, "192.0.2.50");
    const { user } = await makeUser();
    const res = await post({ email: user.email, password: TEST_PASSWORD }, "192.0.2.50");
    expect(res.status).toBe(429);
    // Another address is unaffected.
    expect((await post({ email: user.email, password: TEST_PASSWORD }, "192.0.2.51")).status).toBe(200);
  }, 120_000);

  it("tells a blocked user so only once the password is right", async () => {
    const { user } = await makeUser("user", { isActive: false });
    const wrong = await post({ email: user.email, password: "wrong-password" }, "203.0.113.9");
    expect((await wrong.json()).error).toBe(WRONG_CREDENTIALS);
    const right = await post({ email: user.email, password: TEST_PASSWORD }, "203.0.113.9");
    expect(right.status).toBe(403);
    expect((await right.json()).error).toBe(ACCOUNT_BLOCKED);
  });
});

describe("device cookies: the owner's own browser (OWASP)", () => {
  const from = (ip: string, device?: string) => (body: unknown) =>
    login(apiRequest("/api/auth/login", { body, headers: { "x-forwarded-for": ip, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) } }), undefined);

  /** Signs in once from `ip` and returns the device cookie the browser was given. */
  async function deviceOf(email: string, ip: string): Promise<string> {
    const res = await from(ip)({ email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(cookie, "a device cookie is set on success").toBeDefined();
    // Sent back with login attempts only, never readable by script, never sent by another site.
    expect(cookie).toMatch(/Path=\/api\/auth\/login/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    return cookie!.split(";")[0].slice(DEVICE_COOKIE.length + 1);
  }

  it("gets the owner in while strangers' logins fill the line for hashing", async () => {
    const { user } = await makeUser();
    const device = await deviceOf(user.email, "198.51.100.60");
    // Strangers hold every shared place (a flood of logins from many addresses, as in password-hashing.test.ts).
    const held = Array.from({ length: ADMISSION_LIMIT }, () => admitToHash());
    try {
      const stranger = await from("198.51.100.61")({ email: user.email, password: TEST_PASSWORD });
      expect(stranger.status).toBe(429);
      expect((await stranger.json()).error).toBe(HASH_BUSY);
      // The owner's browser has places of its own, from its usual address or any other.
      expect((await from("198.51.100.60", device)({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
      expect((await from("198.51.100.62", device)({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    } finally {
      for (const place of held) place.release();
    }
  }, 60_000);

  it("is not locked out when strangers on its own address use up that address's attempts", async () => {
    const { user } = await makeUser();
    const device = await deviceOf(user.email, "198.51.100.70");
    for (let i = 0; i < LOGIN_LIMITS.pair.limit; i++) await from("198.51.100.70")({ email: user.email, password: `guess-${i}` });
    expect((await from("198.51.100.70")({ email: user.email, password: TEST_PASSWORD })).status).toBe(429);
    expect((await from("198.51.100.70", device)({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  }, 60_000);

  it("counts its own failures: five wrong passwords from the device, then 429", async () => {
    const { user } = await makeUser();
    const device = await deviceOf(user.email, "198.51.100.80");
    const answers = [];
    for (let i = 0; i <= LOGIN_LIMITS.device.limit; i++)
      answers.push((await from("198.51.100.81", device)({ email: user.email, password: `guess-${i}` })).status);
    expect(answers).toEqual([...Array(LOGIN_LIMITS.device.limit).fill(401), 429]);
  }, 60_000);

  it("is worth nothing for another account, altered, or made up", async () => {
    const { user: owner } = await makeUser();
    const { user: other } = await makeUser();
    const device = await deviceOf(owner.email, "198.51.100.90");
    const [nonce, tag] = device.split(".");
    const altered = `${nonce}.${tag.slice(0, -1)}${tag.endsWith("A") ? "B" : "A"}`;
    for (const [email, cookie] of [
      [other.email, device],
      [owner.email, altered],
      [owner.email, "made.up"],
    ] as const) {
      const ip = "198.51.100.91";
      for (let i = 0; i < LOGIN_LIMITS.pair.limit; i++) await from(ip, cookie)({ email, password: `guess-${i}` });
      // Counted as a stranger on this address: the tight per-address limit applies.
      expect((await from(ip, cookie)({ email, password: TEST_PASSWORD })).status).toBe(429);
      await clear(loginKeys(email, ip).pair);
    }
  }, 120_000);
});
