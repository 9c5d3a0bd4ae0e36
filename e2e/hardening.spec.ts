import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { AUTHOR, EDITOR } from "./helpers/accounts";
import { loginAs } from "./helpers/session";

test.describe("sign-in without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form posts, signs in and follows ?next=, with no password in any URL", async ({ page }) => {
    const urls: string[] = [];
    page.on("request", (r) => urls.push(r.url()));
    await page.goto("/auth/login?next=%2Faccount%2Ftours");
    await page.getByLabel("Email").fill(EDITOR.email);
    await page.getByLabel("Password").fill(EDITOR.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/account\/tours$/);
    // Signed in: the dashboard's own controls are there (its lists stream in with script).
    await expect(page.getByRole("button", { name: "My account" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
    expect(urls.filter((u) => u.includes(encodeURIComponent(EDITOR.password)) || u.includes("password="))).toEqual([]);
    // The browser now holds the account's device cookie (docs/security.md "Login throttling"): script cannot
    // read it, no other site sends it, and it goes to the login route only.
    const device = (await page.context().cookies()).find((c) => c.name === "ikaze_device");
    expect(device).toMatchObject({ path: "/api/auth/login", httpOnly: true, sameSite: "Strict" });
  });

  test("a wrong password comes back to the form with the message", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(`nojs-${Date.now()}@ikaze.test`);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/auth\/login\?error=invalid$/);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password.");
  });

  test("another site's form cannot sign the visitor in (login CSRF): 403 and no session cookie", async ({ page, baseURL }) => {
    // A page on another origin whose form posts the attacker's credentials to our login.
    const form = `<form method="post" action="${baseURL}/api/auth/login"><input name="email" value="${EDITOR.email}"><input name="password" value="${EDITOR.password}"><button>Win a safari</button></form>`;
    await page.route("http://evil.test/**", (route) => route.fulfill({ contentType: "text/html", body: form }));
    await page.goto("http://evil.test/");
    const [res] = await Promise.all([page.waitForResponse(`${baseURL}/api/auth/login`), page.getByRole("button", { name: "Win a safari" }).click()]);
    expect(res.status()).toBe(403);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("ikaze_session");
  });

  test("the forgot-password form posts and shows the one answer", async ({ page }) => {
    await page.goto("/auth/password/forgot");
    await page.getByLabel("Email").fill(`nojs-${Date.now()}@ikaze.test`);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page).toHaveURL(/\/auth\/password\/forgot\?sent=1$/);
    await expect(page.getByRole("main").getByRole("status")).toContainText("If an account exists for that email address");
  });
});

test.describe("hardening", () => {
  for (const next of ["%2F%09%2Fevil.example", "%2F%0A%2Fevil.example", "%2F%09%5Cevil.example", "https%3A%2F%2Fevil.example"]) {
    test(`no open redirect after login: ?next=${next}`, async ({ page }) => {
      await page.goto(`/auth/login?next=${next}`);
      await page.getByLabel("Email").fill(EDITOR.email);
      await page.getByLabel("Password").fill(EDITOR.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/account$/);
    });
  }

  test("log out everywhere ends the sessions of every browser", async ({ browser }) => {
    const [one, two] = [await browser.newContext(), await browser.newContext()];
    const [a, b] = [await one.newPage(), await two.newPage()];
    await loginAs(a, AUTHOR);
    await loginAs(b, AUTHOR);
    await a.getByRole("button", { name: "My account" }).click();
    await a.getByRole("menuitem", { name: "Log out everywhere" }).click();
    await a.getByRole("dialog", { name: "Log out everywhere" }).getByRole("button", { name: "Yes" }).click();
    await expect(a).toHaveURL(/\/auth\/login/);
    // The other browser still holds its cookie, which the server now refuses.
    await b.goto("/account/tours");
    await expect(b).toHaveURL(/\/auth\/login/);
    await Promise.all([one.close(), two.close()]);
  });

  test("HSTS only over https; session-dependent API answers are private and not recompressed", async ({ request, page }) => {
    expect((await request.get("/auth/login")).headers()["strict-transport-security"]).toBeUndefined();
    // The test server trusts one proxy (TRUST_PROXY=1, Playwright in nginx's place): the proxy's
    // word that the visitor came over https earns HSTS, its absence does not. Without a proxy in
    // front (TRUST_PROXY=0) a client's own claim of https is replaced by the socket's protocol:
    // tests/client-address.test.ts; nginx overwrites a client's claim: e2e/nginx-proxy.spec.ts.
    const overHttps = await request.get("/auth/login", { headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers()["strict-transport-security"]).toContain("max-age=");
    const overHttp = await request.get("/auth/login", { headers: { "x-forwarded-proto": "http" } });
    expect(overHttp.headers()["strict-transport-security"]).toBeUndefined();
    await loginAs(page, EDITOR);
    const users = await page.request.get("/api/tours");
    expect(users.headers()["cache-control"]).toBe("private, no-store, no-transform");
    // no-transform also keeps Next from gzipping API answers (a proxy in front may): a stream per
    // tiny JSON answer cost ~1 ms of CPU each, which a flood of refused requests multiplied.
    const refused = await request.post("/api/auth/login", { data: {}, headers: { "accept-encoding": "gzip" } });
    expect(refused.headers()["content-encoding"]).toBeUndefined();
  });

  test("a page path Next cannot decode is the site's 404 page with the security headers, never a 500", async ({ request }) => {
    // Each of these reached Next's own plain-text 500 ("failed to decode param") through a dynamic
    // route, even after proxy.ts rewrote them to the catch-all.
    const paths = [
      "/tour/%zz",
      "/tour/%ED%A0%80",
      "/blog/%",
      "/%zz",
      "/events/%C0%AF",
      "/pay/%F4%90%80%80",
      "/uploads/%zz",
      "/account/users/view/%zz",
      "/tour/a%00b",
    ];
    for (const path of paths) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(res.headers()["content-type"], path).toContain("text/html");
      expect(await res.text(), path).toContain("Page not found");
      expect(res.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
    }
    const api = await request.get("/api/tours/%zz");
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({ error: "The address is not valid." });
  });

  test("an idle keep-alive connection stays open past Node's default (5 s, closed by 8 s), so a proxy or client reusing it is not reset", async ({
    baseURL,
  }) => {
    // nginx keeps upstream connections for 60 s and reuses them for POSTs, which it does not retry:
    // a server that closes first answers some of them with a reset (a 502 for the visitor).
    const { hostname, port } = new URL(baseURL!);
    const socket = connect(Number(port), hostname);
    const answers: string[] = [];
    let buffered = "";
    socket.on("data", (chunk) => {
      buffered += chunk.toString("latin1");
      for (let m; (m = /^HTTP\/1\.1 (\d{3})[\s\S]*?\r\n\r\n/.exec(buffered));) {
        answers.push(m[1]);
        buffered = "";
      }
    });
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    const ask = () => socket.write(`HEAD /api/health HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
    ask();
    await expect.poll(() => answers).toEqual(["200"]);
    await new Promise((r) => setTimeout(r, 8_000));
    expect(socket.destroyed || socket.readyState !== "open", "the server closed the idle connection").toBe(false);
    ask();
    await expect.poll(() => answers).toEqual(["200", "200"]);
    socket.end();
    await closed;
  });
});
