import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { POST as forgot } from "@/app/api/auth/send-forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password-account/route";
import { POST as createUser } from "@/app/api/users/create/route";
import { POST as login } from "@/app/api/auth/login/route";
import { getActor } from "@/lib/access/auth/guards";
import { FORGOT_LIMITS, FORGOT_MIN_RESPONSE_MS, FORGOT_PASSWORD_MESSAGE, isLinkUsable } from "@/lib/access/auth/recovery";
import { hashToken, LINK_EXPIRED_OR_USED } from "@/lib/access/auth/tokens";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox, oneTimeTokens, users } from "@/lib/platform/db/schema";
import { PASSWORD_MESSAGES } from "@/lib/access/auth/password-rules";
import { deliverSoon } from "@/lib/platform/mail/deliver";
import { apiRequest, makeUser, params, TEST_PASSWORD } from "./helpers/factories";
import { linkToken, startSmtp } from "./helpers/smtp";

// The links reach their owners by e-mail only (the outbox shows them without a token): a real SMTP
// listener receives them.
const smtp = await startSmtp();
afterAll(() => smtp.close());

let ipSeq = 0;
/** Each call from its own address unless told otherwise, so the per-address limit stays out of the way. */
const askReset = (email: unknown, ip = `10.0.0.${++ipSeq}`) =>
  forgot(apiRequest("/api/auth/send-forgot-password", { body: { email }, headers: { "x-forwarded-for": ip } }), params({}));
const reset = (body: unknown) => resetPassword(apiRequest("/api/auth/reset-password-account", { body }), params({}));
const tryLogin = (email: string, password: string) => login(apiRequest("/api/auth/login", { body: { email, password } }), params({}));

async function mailsTo(email: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
}
/** The e-mails that reached `email`, newest first, once the outbox has been worked through. */
async function delivered(email: string) {
  await deliverSoon();
  return smtp.to(email).reverse();
}

// Migrating a fresh database can take a while on a busy machine: not part of any test's time.
beforeAll(() => getDb());

describe("forgot password", () => {
  it("answers the same {message} in about the same time whether or not the account exists", async () => {
    const { user } = await makeUser("user");
    const timed = async (email: string) => {
      const t = Date.now();
      const res = await askReset(email);
      return { status: res.status, body: await res.json(), ms: Date.now() - t };
    };
    await timed("warm-up@ikaze.test");
    // Three of each, taken in turn, compared by their medians: on a busy machine (CI runs this
    // beside the browser tests) one slow sample is noise, a difference in every one is a leak.
    // Three stays within the per-e-mail limit, so every known request queues a mail.
    const known: Awaited<ReturnType<typeof timed>>[] = [];
    const unknown: typeof known = [];
    for (let i = 0; i < FORGOT_LIMITS.email.limit; i++) {
      known.push(await timed(user.email));
      unknown.push(await timed("nobody-at-all@ikaze.test"));
    }
    for (const t of [...known, ...unknown]) {
      expect(t.status).toBe(200);
      expect(t.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      expect(t.ms).toBeGreaterThanOrEqual(FORGOT_MIN_RESPONSE_MS - 5);
    }
    const median = (ts: typeof known) => ts.map((t) => t.ms).sort((a, b) => a - b)[Math.floor(ts.length / 2)];
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(250);

    const [mail] = await delivered(user.email);
    const token = linkToken(mail.text, "/auth/password/new")!;
    expect(token).toBeTruthy();
    expect(mail.html).toContain(`http://ikaze.test/auth/password/new/${token}`);
    expect(await mailsTo("nobody-at-all@ikaze.test")).toHaveLength(0);

    const db = await getDb();
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row.purpose).toBe("reset");
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(60 * 60 * 1000, -4);
    // Only the digest is stored.
    expect(JSON.stringify(await db.select().from(oneTimeTokens))).not.toContain(token);
  });

  it("a bad body gets {message} too, and blocked accounts get no e-mail", async () => {
    const empty = await askReset("");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: "Email is required." });
    const { user } = await makeUser("user", { isActive: false });
    const res = await askReset(user.email);
    expect(await res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it("throttles per address (429 {message}) and per e-mail (same answer, no more mail)", async () => {
    const { user } = await makeUser("user");
    for (let i = 0; i < FORGOT_LIMITS.email.limit + 2; i++) expect((await askReset(user.email)).status).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(FORGOT_LIMITS.email.limit);

    const ip = "192.0.2.77";
    const answers = await Promise.all(Array.from({ length: FORGOT_LIMITS.ip.limit + 1 }, (_, i) => askReset(`probe-${i}@ikaze.test`, ip)));
    const limited = answers.filter((r) => r.status === 429);
    expect(limited).toHaveLength(1);
    expect(limited[0].headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited[0].json()).toEqual({ message: "Too many password reset requests. Please wait 15 minutes and try again." });
  });

  it("a new request voids the older unused link", async () => {
    const { user } = await makeUser("user");
    await askReset(user.email);
    await askReset(user.email);
    const [newer, older] = await delivered(user.email);
    const oldToken = linkToken(older.text, "/auth/password/new")!;
    const newToken = linkToken(newer.text, "/auth/password/new")!;
    expect(await isLinkUsable(oldToken)).toBe(false);
    expect(await isLinkUsable(newToken)).toBe(true);
  });
});

describe("POST /api/auth/reset-password-account", () => {
  it("sets the password, ends every session, and the link works only once", async () => {
    const { user, token: session } = await makeUser("user");
    await askReset(user.email);
    const token = linkToken((await delivered(user.email))[0].text, "/auth/password/new")!;

    const ok = await reset({ token, password: "a-brand-new-passphrase", confirmPassword: "a-brand-new-passphrase" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: "Your password has been saved. You can now log in with it." });
    expect(await getActor(apiRequest("/", { token: session }))).toBeNull();
    expect((await tryLogin(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await tryLogin(user.email, "a-brand-new-passphrase")).status).toBe(200);

    const again = await reset({ token, password: "another-new-passphrase", confirmPassword: "another-new-passphrase" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ Errors: [LINK_EXPIRED_OR_USED] });
    expect(LINK_EXPIRED_OR_USED).toMatch(/expired or has already been used/);
  });

  it("refuses an expired link and an unknown one, changing nothing", async () => {
    const { user } = await makeUser("user");
    await askReset(user.email);
    const token = linkToken((await delivered(user.email))[0].text, "/auth/password/new")!;
    const db = await getDb();
    await db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const before = (await db.select().from(users).where(eq(users.id, user.id)))[0];

    for (const t of [token, "x".repeat(43)]) {
      const res = await reset({ token: t, password: "a-brand-new-passphrase", confirmPassword: "a-brand-new-passphrase" });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ Errors: [LINK_EXPIRED_OR_USED] });
    }
    const after = (await db.select().from(users).where(eq(users.id, user.id)))[0];
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.sessionVersion).toBe(before.sessionVersion);
  });

  it("400 {Errors} naming each broken password rule, and the link stays usable", async () => {
    const { user } = await makeUser("user");
    await askReset(user.email);
    const token = linkToken((await delivered(user.email))[0].text, "/auth/password/new")!;
    const cases: [unknown, string[]][] = [
      [{ token, password: "short", confirmPassword: "short" }, [PASSWORD_MESSAGES.tooShort]],
      [{ token, password: "qwertyuiop", confirmPassword: "qwertyuiop" }, [PASSWORD_MESSAGES.common]],
      [{ token, password: "a-brand-new-passphrase", confirmPassword: "a-brand-new-passphras" }, [PASSWORD_MESSAGES.mismatch]],
      [{ token, password: "y".repeat(129), confirmPassword: "y".repeat(129) }, [PASSWORD_MESSAGES.tooLong]],
      [{ token }, [PASSWORD_MESSAGES.required, PASSWORD_MESSAGES.confirmRequired]],
    ];
    for (const [body, errors] of cases) {
      const res = await reset(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ Errors: errors });
    }
    expect(await isLinkUsable(token)).toBe(true);
  });

  it("an invitation link sets the first password; the invited user then logs in", async () => {
    const { token: adminToken } = await makeUser("admin");
    const email = "invited.person@ikaze.test";
    const created = await createUser(
      apiRequest("/api/users/create", {
        token: adminToken,
        body: { firstName: "Invited", lastName: "Person", email, phoneNumber: "0788123456", organization: "REMA", role: "user" },
      }),
      params({}),
    );
    expect(created.status).toBe(201);
    // No password yet: logging in fails like any wrong password.
    expect((await tryLogin(email, "anything-at-all-123")).status).toBe(401);

    const token = linkToken((await delivered(email))[0].text, "/auth/set-new-password")!;
    expect(await isLinkUsable(token)).toBe(true);
    const res = await reset({ token, password: "my-first-real-password", confirmPassword: "my-first-real-password" });
    expect(res.status).toBe(200);
    expect((await tryLogin(email, "my-first-real-password")).status).toBe(200);
    expect(await isLinkUsable(token)).toBe(false);

    // Setting the password voids any other open link of that user.
    const db = await getDb();
    const [u] = await db.select().from(users).where(eq(users.email, email));
    const open = await db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, u.id)));
    expect(open.every((t) => t.usedAt !== null)).toBe(true);
  });

  it("an expired invitation is refused", async () => {
    const { token: adminToken } = await makeUser("admin");
    const email = "late.person@ikaze.test";
    await createUser(
      apiRequest("/api/users/create", {
        token: adminToken,
        body: { firstName: "Late", lastName: "Person", email, phoneNumber: "0788123456", organization: "REMA", role: "user" },
      }),
      params({}),
    );
    const token = linkToken((await delivered(email))[0].text, "/auth/set-new-password")!;
    const db = await getDb();
    await db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const res = await reset({ token, password: "my-first-real-password", confirmPassword: "my-first-real-password" });
    expect(await res.json()).toEqual({ Errors: [LINK_EXPIRED_OR_USED] });
  });
});
