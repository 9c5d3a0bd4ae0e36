import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as logoutEverywhere } from "@/app/api/auth/logout-everywhere/route";
import { GET as listUsers } from "@/app/api/users/route";
import { getActor } from "@/lib/access/auth/guards";
import { getDb } from "@/lib/platform/db/client";
import { apiRequest, makeUser, params, TEST_PASSWORD } from "./helpers/factories";

beforeAll(() => getDb(), 180_000);

let ipSeq = 0;
async function signIn(email: string): Promise<string> {
  const res = await login(
    apiRequest("/api/auth/login", { body: { email, password: TEST_PASSWORD }, headers: { "x-forwarded-for": `10.20.0.${++ipSeq}` } }),
    params({}),
  );
  expect(res.status).toBe(200);
  return (await res.json()).token;
}
const users = (headers: Record<string, string>) => listUsers(apiRequest("/api/users", { headers }), params({}));

describe("logout ends the session on the server", () => {
  it("refuses the old token and cookie after logout, and leaves other sessions open", async () => {
    const { user } = await makeUser("admin");
    const token = await signIn(user.email);
    const other = await signIn(user.email);
    expect((await users({ cookie: `ikaze_session=${token}` })).status).toBe(200);

    const res = await logout(apiRequest("/api/auth/logout", { method: "POST", headers: { cookie: `ikaze_session=${token}` } }), params({}));
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/ikaze_session=;/);

    expect((await users({ cookie: `ikaze_session=${token}` })).status).toBe(401);
    expect((await users({ token })).status).toBe(401);
    expect(await getActor(apiRequest("/x", { token }))).toBeNull();
    expect((await users({ token: other })).status).toBe(200);
  });

  it("a logout with the token header ends that token too", async () => {
    const { user } = await makeUser("admin");
    const token = await signIn(user.email);
    await logout(apiRequest("/api/auth/logout", { method: "POST", token }), params({}));
    expect((await users({ token })).status).toBe(401);
  });

  it("log out everywhere ends every session of the user and no one else's", async () => {
    const { user } = await makeUser("admin");
    const { token: someoneElse } = await makeUser("admin");
    const [a, b] = [await signIn(user.email), await signIn(user.email)];
    expect((await logoutEverywhere(apiRequest("/api/auth/logout-everywhere", { method: "POST", token: a }), params({}))).status).toBe(200);
    expect((await users({ token: a })).status).toBe(401);
    expect((await users({ cookie: `ikaze_session=${b}` })).status).toBe(401);
    expect((await users({ token: someoneElse })).status).toBe(200);
    // A fresh login works again.
    expect((await users({ token: await signIn(user.email) })).status).toBe(200);
  }, 60_000);

  it("log out everywhere needs a session", async () => {
    expect((await logoutEverywhere(apiRequest("/api/auth/logout-everywhere", { method: "POST" }), params({}))).status).toBe(401);
  });
});
