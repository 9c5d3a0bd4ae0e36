import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { WRONG_CREDENTIALS, TOO_MANY_ATTEMPTS, ACCOUNT_BLOCKED } from "@/lib/auth/login";
import { readSessionToken } from "@/lib/auth/session";
import { apiRequest, makeUser, TEST_PASSWORD } from "./helpers/factories";

const post = (body: unknown, ip = "203.0.113.1") =>
  login(apiRequest("/api/auth/login", { body, headers: { "x-forwarded-for": ip } }), undefined);

describe("POST /api/auth/login", () => {
  it("returns {token, message} and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const { user } = await makeUser("admin");
    const res = await post({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Logged in successfully");
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
    expect((await res.json()).error).toContain("Email is required");
  });

  it("pauses an account after five failures, even for the right password", async () => {
    const { user } = await makeUser();
    for (let i = 0; i < 5; i++) expect((await post({ email: user.email, password: `wrong-${i}` }, `198.51.100.${i}`)).status).toBe(401);
    const res = await post({ email: user.email, password: TEST_PASSWORD }, "198.51.100.99");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await res.json()).error).toBe(TOO_MANY_ATTEMPTS);
  });

  it("throttles one address that fails across many accounts", async () => {
    for (let i = 0; i < 30; i++) await post({ email: `spray-${i}@ikaze.test`, password: "Winter2026!" }, "192.0.2.50");
    const { user } = await makeUser();
    const res = await post({ email: user.email, password: TEST_PASSWORD }, "192.0.2.50");
    expect(res.status).toBe(429);
    // Another address is unaffected.
    expect((await post({ email: user.email, password: TEST_PASSWORD }, "192.0.2.51")).status).toBe(200);
  });

  it("tells a blocked user so only once the password is right", async () => {
    const { user } = await makeUser("user", { isActive: false });
    const wrong = await post({ email: user.email, password: "wrong-password" }, "203.0.113.9");
    expect((await wrong.json()).error).toBe(WRONG_CREDENTIALS);
    const right = await post({ email: user.email, password: TEST_PASSWORD }, "203.0.113.9");
    expect(right.status).toBe(403);
    expect((await right.json()).error).toBe(ACCOUNT_BLOCKED);
  });
});
