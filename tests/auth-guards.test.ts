import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getActor, assertAdmin, assertStaff } from "@/lib/access/auth/guards";
import { getDb } from "@/lib/platform/db/client";
import { users } from "@/lib/platform/db/schema";
import { ForbiddenError, UnauthorizedError } from "@/lib/platform/errors";
import { apiRequest, makeUser } from "./helpers/factories";

// Migrating a fresh database can take a while on a busy machine: not part of any test's time.
beforeAll(() => getDb());

describe("server-side session check", () => {
  it("accepts the token header and the session cookie", async () => {
    const { user, token } = await makeUser();
    expect((await getActor(apiRequest("/api/x", { token })))?.id).toBe(user.id);
    expect((await getActor(apiRequest("/api/x", { headers: { cookie: `a=b; ikaze_session=${token}` } })))?.id).toBe(user.id);
  });

  it("ignores empty, 'null' and forged tokens", async () => {
    for (const token of ["", "null", "undefined", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0."]) {
      expect(await getActor(apiRequest("/api/x", { headers: { token } }))).toBeNull();
    }
  });

  it("refuses a blocked user's open session at the next request", async () => {
    const { user, token } = await makeUser();
    const db = await getDb();
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(await getActor(apiRequest("/api/x", { token }))).toBeNull();
  });

  it("ends sessions issued before the session version changed (password reset)", async () => {
    const { user, token } = await makeUser();
    const db = await getDb();
    await db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, user.id));
    expect(await getActor(apiRequest("/api/x", { token }))).toBeNull();
  });

  it("refuses a deleted user's session", async () => {
    const { user, token } = await makeUser();
    await (await getDb()).delete(users).where(eq(users.id, user.id));
    expect(await getActor(apiRequest("/api/x", { token }))).toBeNull();
  });

  it("separates staff from admins", async () => {
    const { actor } = await makeUser("user");
    expect(() => assertStaff(null)).toThrow(UnauthorizedError);
    expect(() => assertAdmin(actor)).toThrow(ForbiddenError);
    expect(() => assertAdmin({ ...actor, role: "admin" })).not.toThrow();
  });
});

describe("one way to read the session", () => {
  it("prefers a valid token header, and falls back to the cookie when the header is not valid", async () => {
    const { user: a, token: ta } = await makeUser();
    const { user: b, token: tb } = await makeUser();
    expect((await getActor(apiRequest("/api/x", { token: ta, headers: { cookie: `ikaze_session=${tb}` } })))?.id).toBe(a.id);
    expect((await getActor(apiRequest("/api/x", { headers: { token: "garbage", cookie: `ikaze_session=${tb}` } })))?.id).toBe(b.id);
  });

  it("ignores a cookie that is not URI-encoded properly instead of failing", async () => {
    expect(await getActor(apiRequest("/api/x", { headers: { cookie: "ikaze_session=%E0%A4%A" } }))).toBeNull();
  });
});
