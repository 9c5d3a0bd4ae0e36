import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as listUsers } from "@/app/api/users/route";
import { POST as createUser } from "@/app/api/users/create/route";
import { PUT as approveUser } from "@/app/api/users/approve/[id]/route";
import { getActor } from "@/lib/access/auth/guards";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, mailOutbox, oneTimeTokens, users } from "@/lib/platform/db/schema";
import { setUserActive } from "@/lib/access/users/service";
import { apiRequest, makeUser, params } from "./helpers/factories";

const newUser = (over: Record<string, unknown> = {}) => ({
  firstName: "Claudine",
  lastName: "Uwimana",
  email: `claudine-${Math.random().toString(36).slice(2, 8)}@ikaze.test`,
  phoneNumber: "+250 788 123 456",
  organization: "Ikaze",
  role: "user",
  ...over,
});

async function tableCounts() {
  const db = await getDb();
  const [u, m, a, t] = await Promise.all([db.$count(users), db.$count(mailOutbox), db.$count(auditLog), db.$count(oneTimeTokens)]);
  return { users: u, mail: m, audit: a, tokens: t };
}

describe("GET /api/users", () => {
  it("401 anonymous, 200 for any staff member with {data, usersCount} and no password hash", async () => {
    expect((await listUsers(apiRequest("/api/users"), params({}))).status).toBe(401);

    const { token } = await makeUser("user");
    const res = await listUsers(apiRequest("/api/users", { token }), params({}));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.usersCount).toBe(body.data.length);
    expect(body.usersCount).toBeGreaterThan(0);
    for (const u of body.data) {
      expect(Object.keys(u).sort()).toEqual(["createdAt", "email", "firstName", "id", "isActive", "lastName", "organization", "phoneNumber", "role"].sort());
      expect(typeof u.isActive).toBe("boolean");
    }
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash/);
  });

  it("pages and searches with ?page&limit&q", async () => {
    const { token } = await makeUser("admin");
    await makeUser("user", { firstName: "Zawadi", lastName: "Searchable" });
    const found = await (await listUsers(apiRequest("/api/users?q=searchable", { token }), params({}))).json();
    expect(found.usersCount).toBe(1);
    expect(found.data[0].firstName).toBe("Zawadi");

    const all = await (await listUsers(apiRequest("/api/users", { token }), params({}))).json();
    const page2 = await (await listUsers(apiRequest("/api/users?page=2&limit=1", { token }), params({}))).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.usersCount).toBe(all.usersCount);
    expect(page2.data[0].id).toBe(all.data[1].id);
  });
});

describe("POST /api/users/create", () => {
  it("401 anonymous and 403 for a non-admin, writing nothing", async () => {
    const before = await tableCounts();
    expect((await createUser(apiRequest("/api/users/create", { body: newUser() }), params({}))).status).toBe(401);
    const { token } = await makeUser("user");
    const after = await tableCounts();
    const res = await createUser(apiRequest("/api/users/create", { body: newUser(), token }), params({}));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Only administrators may do this.", errors: { auth: "Only administrators may do this." } });
    expect(await tableCounts()).toEqual({ ...before, users: after.users });
  });

  it("201 for an admin: the account has no password, an invitation is queued and the act is audited", async () => {
    const { token, user: admin } = await makeUser("admin");
    const body = newUser({ email: "  New.Person@Ikaze.TEST " });
    const res = await createUser(apiRequest("/api/users/create", { body, token }), params({}));
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json.message).toBe("Successful created user. We have sent an email verification to new.person@ikaze.test");
    expect(json.data).toMatchObject({ email: "new.person@ikaze.test", firstName: "Claudine", role: "user", isActive: true });
    expect(json.data.passwordHash).toBeUndefined();

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.email, "new.person@ikaze.test"));
    expect(row.passwordHash).toBeNull();
    const [tokenRow] = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, row.id));
    expect(tokenRow.purpose).toBe("invite");
    expect(tokenRow.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (tokenRow.expiresAt.getTime() - tokenRow.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);

    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "new.person@ikaze.test"));
    // The outbox keeps the link without its token (minted when the e-mail goes out).
    expect(mail.text).toContain("http://ikaze.test/auth/set-new-password/TOKEN-HIDDEN");
    expect(mail.html).toContain("http://ikaze.test/auth/set-new-password/TOKEN-HIDDEN");
    expect(mail.linkTokenId).toBe(tokenRow.id);
    expect(mail.text).toContain("Ikaze Travel & Consultancy Ltd");

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(entry).toMatchObject({ action: "user.create", actorId: admin.id, actorEmail: admin.email, entityType: "user" });
  });

  it("can create an administrator", async () => {
    const { token } = await makeUser("admin");
    const res = await createUser(apiRequest("/api/users/create", { body: newUser({ role: "admin" }), token }), params({}));
    expect(res.status).toBe(201);
    expect((await res.json()).data.role).toBe("admin");
  });

  it("400 {error} naming each missing or bad field, and nothing is written", async () => {
    const { token } = await makeUser("admin");
    const before = await tableCounts();
    const res = await createUser(apiRequest("/api/users/create", { body: { email: "not-an-email", role: "owner" }, token }), params({}));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    for (const msg of [
      "First name is required.",
      "Last name is required.",
      "Please enter a valid email address.",
      "Phone number is required.",
      "Organization is required.",
      "Please choose a role: admin or user.",
    ]) {
      expect(error).toContain(msg);
    }
    const bad = await createUser(apiRequest("/api/users/create", { body: "{oops", token }), params({}));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "The request body is not valid JSON." });
    expect(await tableCounts()).toEqual(before);
  });

  it("409 with a clear message for an e-mail that already has an account (any case), nothing written", async () => {
    const { token } = await makeUser("admin");
    const { user: existing } = await makeUser("user");
    const before = await tableCounts();
    const res = await createUser(apiRequest("/api/users/create", { body: newUser({ email: existing.email.toUpperCase() }), token }), params({}));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: `A user with the email ${existing.email} already exists.` });
    expect(await tableCounts()).toEqual(before);
  });
});

describe("PUT /api/users/approve/{id}", () => {
  const put = (id: string, body: unknown, token?: string) =>
    approveUser(apiRequest(`/api/users/approve/${id}`, { method: "PUT", body, token }), params({ id }));

  it("401 anonymous, 403 {errors:{auth}} for a non-admin, and nothing changes", async () => {
    const { user: target } = await makeUser("user");
    expect((await put(target.id, { isActive: false })).status).toBe(401);
    const { token } = await makeUser("user");
    const res = await put(target.id, { isActive: "false" }, token);
    expect(res.status).toBe(403);
    expect((await res.json()).errors.auth).toBe("Only administrators may do this.");
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, target.id));
    expect(row.isActive).toBe(true);
  });

  it("an admin blocks (string or boolean body) and unblocks; the blocked session ends and stays ended; both are audited", async () => {
    const { token: adminToken, user: admin } = await makeUser("admin");
    const { user: target, token: targetToken } = await makeUser("user");
    expect(await getActor(apiRequest("/", { token: targetToken }))).not.toBeNull();

    const blocked = await put(target.id, { isActive: "false" }, adminToken);
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toEqual({ message: `User ${target.email} has been blocked.` });
    expect(await getActor(apiRequest("/", { token: targetToken }))).toBeNull();

    const unblocked = await put(target.id, { isActive: true }, adminToken);
    expect(await unblocked.json()).toEqual({ message: `User ${target.email} has been unblocked.` });
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, target.id));
    expect(row.isActive).toBe(true);
    // The session opened before the block does not come back to life.
    expect(await getActor(apiRequest("/", { token: targetToken }))).toBeNull();

    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["user.block", "user.unblock"]);
    expect(entries.every((e) => e.actorId === admin.id)).toBe(true);
  });

  it("400 {error} for a bad body, 404 for an unknown id", async () => {
    const { token } = await makeUser("admin");
    const { user: target } = await makeUser("user");
    for (const body of [{}, { isActive: "maybe" }, { isActive: 0 }]) {
      const res = await put(target.id, body, token);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "isActive must be true or false." });
    }
    expect((await put("00000000-0000-4000-8000-000000000000", { isActive: false }, token)).status).toBe(404);
    expect((await put("not-a-uuid", { isActive: false }, token)).status).toBe(404);
  });

  it("nobody can block themselves", async () => {
    const { token, user } = await makeUser("admin");
    await makeUser("admin");
    const res = await put(user.id, { isActive: false }, token);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe("You cannot block your own account.");
  });

  it("the last active administrator cannot be blocked, even when two admins block each other at once", async () => {
    const db = await getDb();
    // Only these two admins are active in this test.
    await db.update(users).set({ isActive: false }).where(eq(users.role, "admin"));
    const a = await makeUser("admin");
    const b = await makeUser("admin");
    const results = await Promise.allSettled([setUserActive(a.actor, b.user.id, { isActive: false }), setUserActive(b.actor, a.user.id, { isActive: false })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.message).toBe("The last active administrator cannot be blocked. Make another user an administrator first.");
    expect(refused.reason.status).toBe(409);
    const active = await db.select().from(users).where(eq(users.role, "admin"));
    expect(active.filter((u) => u.isActive)).toHaveLength(1);
  });
});
