import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { POST as forgot } from "@/app/api/auth/send-forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password-account/route";
import { POST as createUser } from "@/app/api/users/create/route";
import { POST as login } from "@/app/api/auth/login/route";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox } from "@/lib/platform/db/schema";
import { deliverDueMail, deliverSoon } from "@/lib/platform/mail/deliver";
import { getOutboxMessage, listOutbox } from "@/lib/platform/mail/queries";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { linkToken, startSmtp } from "./helpers/smtp";

/**
 * An administrator reading /account/mail must not find a working password-reset
 * or invitation link there (a takeover of any account, staff included). The outbox shows the link
 * with its token hidden; the e-mail, delivered over real SMTP, carries a working one.
 */
const smtp = await startSmtp();
afterAll(() => smtp.close());

let ipSeq = 0;
const askReset = (email: string) =>
  forgot(apiRequest("/api/auth/send-forgot-password", { body: { email }, headers: { "x-forwarded-for": `10.9.0.${++ipSeq}` } }), params({}));
const setPassword = (token: string, password = "a-fine-new-passphrase") =>
  resetPassword(apiRequest("/api/auth/reset-password-account", { body: { token, password, confirmPassword: password } }), params({}));
const tryLogin = (email: string, password: string) =>
  login(apiRequest("/api/auth/login", { body: { email, password }, headers: { "x-forwarded-for": `10.9.1.${++ipSeq}` } }), undefined);

/** Everything /account/mail shows of the newest message to `email`: the list row and the detail page. */
async function outboxAsAdminSees(email: string): Promise<string> {
  const { rows } = await listOutbox({ page: 1, limit: 50, q: email });
  expect(rows.length).toBeGreaterThan(0);
  const detail = await getOutboxMessage(rows[0].id);
  return JSON.stringify([rows, detail]);
}

/** Every string in the outbox that could be a link token, each tried as an attacker would. */
async function usableTokensIn(shown: string): Promise<string[]> {
  const candidates = [...new Set(shown.match(/[A-Za-z0-9_-]{43}/g) ?? [])];
  const usable: string[] = [];
  for (const token of candidates) if ((await setPassword(token, "attacker-chosen-passphrase")).status === 200) usable.push(token);
  return usable;
}

let admin = "";
beforeAll(async () => {
  admin = (await makeUser("admin")).token;
});

describe("the outbox never shows a usable secret", () => {
  it("an invitation: the outbox shows the link, not its token; the e-mail's link sets the password", async () => {
    const email = "secret.invitee@ikaze.test";
    const res = await createUser(
      apiRequest("/api/users/create", {
        token: admin,
        body: { firstName: "Secret", lastName: "Invitee", email, phoneNumber: "0788123456", organization: "Ikaze", role: "user" },
      }),
      params({}),
    );
    expect(res.status).toBe(201);
    await deliverSoon();

    const shown = await outboxAsAdminSees(email);
    expect(shown).toContain("http://ikaze.test/auth/set-new-password/");
    expect(await usableTokensIn(shown)).toEqual([]);

    const [mail] = smtp.to(email);
    const token = linkToken(mail.text, "/auth/set-new-password")!;
    expect(mail.html).toContain(`href="http://ikaze.test/auth/set-new-password/${token}"`);
    expect((await setPassword(token, "invitee-first-passphrase")).status).toBe(200);
    expect((await tryLogin(email, "invitee-first-passphrase")).status).toBe(200);
    // Sent, the stored message still holds no token.
    expect(await outboxAsAdminSees(email)).not.toContain(token);
  });

  it("a password reset: the same, for any account (an administrator's included)", async () => {
    const { user } = await makeUser("admin");
    expect((await askReset(user.email)).status).toBe(200);
    await deliverSoon();

    expect(await usableTokensIn(await outboxAsAdminSees(user.email))).toEqual([]);
    const token = linkToken(smtp.to(user.email).at(-1)!.text, "/auth/password/new")!;
    expect((await setPassword(token, "owner-new-passphrase")).status).toBe(200);
    expect((await tryLogin(user.email, "owner-new-passphrase")).status).toBe(200);
  });

  it("a message that could not be sent at first goes out later with a fresh, working link", async () => {
    const { user } = await makeUser("user");
    smtp.state.refusing = true;
    try {
      expect((await askReset(user.email)).status).toBe(200);
      await deliverSoon();
    } finally {
      smtp.state.refusing = false;
    }
    const db = await getDb();
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(desc(mailOutbox.createdAt));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(smtp.to(user.email)).toHaveLength(0);

    expect(await deliverDueMail({ now: new Date(row.nextAttemptAt.getTime() + 1) })).toMatchObject({ sent: 1 });
    const token = linkToken(smtp.to(user.email)[0].text, "/auth/password/new")!;
    expect((await setPassword(token)).status).toBe(200);
    expect(await usableTokensIn(await outboxAsAdminSees(user.email))).toEqual([]);
  });

  it("a reset link replaced by a newer request before it went out is not sent", async () => {
    const { user } = await makeUser("user");
    smtp.state.refusing = true;
    try {
      await askReset(user.email);
      await deliverSoon();
    } finally {
      smtp.state.refusing = false;
    }
    await askReset(user.email);
    await deliverSoon();
    const db = await getDb();
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(desc(mailOutbox.createdAt));
    expect(rows.map((r) => r.status)).toEqual(["sent", "pending"]);
    await deliverDueMail({ now: new Date(rows[1].nextAttemptAt.getTime() + 1) });
    const [, older] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(desc(mailOutbox.createdAt));
    expect(older.status).toBe("failed");
    expect(older.lastError).toMatch(/replaced|used|expired/);
    // One e-mail reached the owner, and its link works.
    expect(smtp.to(user.email)).toHaveLength(1);
    expect((await setPassword(linkToken(smtp.to(user.email)[0].text, "/auth/password/new")!)).status).toBe(200);
  });
});
