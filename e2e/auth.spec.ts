import { expect, test } from "@playwright/test";
import { ADMIN, EDITOR } from "./helpers/accounts";
import { apiToken, loginAs } from "./helpers/session";

test.describe("staff sessions", () => {
  test("anonymous visitors of /account are sent to the login page and back after login", async ({ page }) => {
    await page.goto("/account/tours?page=2");
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Faccount%2Ftours%3Fpage%3D2$/);
    await expect(page.getByRole("heading", { name: "Staff login" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/auth/password/forgot");

    await page.goto("/auth/login?next=/account");
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    // The home is a work queue, and greets the administrator by the name ADMIN_NAME gave them.
    await expect(page.getByRole("heading", { name: "Waiting for you" })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${ADMIN.first}.`)).toBeVisible();
  });

  test("the session cookie is httpOnly, SameSite=Lax and Secure in production", async ({ page, context }) => {
    await loginAs(page, EDITOR);
    const cookie = (await context.cookies()).find((c) => c.name === "ikaze_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
  });

  test("a wrong password and an unknown e-mail get the same message", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(EDITOR.email);
    await page.getByLabel("Password").fill("definitely-wrong");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password.");

    await page.getByLabel("Email").fill("nobody-here@ikaze.test");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password.");
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test("empty fields are explained before anything is sent", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Email is required.")).toBeVisible();
    await expect(page.getByText("Password is required.")).toBeVisible();
  });

  test("repeated failures on one account are throttled with a clear message", async ({ page }) => {
    const email = `throttle-${Date.now()}@ikaze.test`;
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(email);
    for (let i = 0; i < 5; i++) {
      await page.getByLabel("Password").fill(`wrong-${i}`);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password.");
    }
    await page.getByLabel("Password").fill("one-more-try");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Too many login attempts. Please wait 15 minutes and try again.");
  });

  test("logout asks for confirmation, then ends the session", async ({ page }) => {
    await loginAs(page, EDITOR);
    await page.getByRole("button", { name: "My account" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    const dialog = page.getByRole("dialog", { name: "Logout" });
    await expect(dialog.getByText("Are you sure you want to logout?")).toBeVisible();
    await dialog.getByRole("button", { name: "No" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/account$/);

    await page.getByRole("button", { name: "My account" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.getByRole("dialog", { name: "Logout" }).getByRole("button", { name: "Yes" }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test("forged proxy headers and RSC variants do not get past the server-side check", async ({ request }) => {
    const headers = { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy", RSC: "1" };
    for (const path of ["/account", "/account?_rsc=abc", "/account.rsc"]) {
      const res = await request.get(path, { headers, maxRedirects: 0 });
      expect(res.status(), path).not.toBe(200);
      expect(await res.text()).not.toContain("Welcome back");
    }
  });

  test("API clients may use the token header; an empty or 'null' token is ignored on public routes", async ({ request }) => {
    const token = await apiToken(request, ADMIN);
    const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
    expect(claims.role).toBe("admin");
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    for (const t of ["", "null"]) {
      const res = await request.get("/api/health", { headers: { token: t } });
      expect(res.status()).toBe(200);
    }
  });

  test("cookie-carried writes from another origin are refused; CORS answers only configured origins", async ({ page, request }) => {
    await loginAs(page, EDITOR);
    const cross = await page.request.post("/api/auth/logout", { headers: { origin: "https://evil.example" } });
    expect(cross.status()).toBe(403);

    const allowed = await request.fetch("/api/auth/login", {
      method: "OPTIONS",
      headers: { origin: "https://partner.example", "access-control-request-method": "POST" },
    });
    expect(allowed.headers()["access-control-allow-origin"]).toBe("https://partner.example");
    expect(allowed.headers()["access-control-allow-headers"]).toContain("token");
    const refused = await request.fetch("/api/auth/login", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(refused.headers()["access-control-allow-origin"]).toBeUndefined();
  });

  test("every response carries the security headers", async ({ request }) => {
    const res = await request.get("/auth/login");
    const h = res.headers();
    expect(h["content-security-policy"]).toContain("object-src 'none'");
    expect(h["content-security-policy"]).toContain("base-uri 'none'");
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Over http; e2e/hardening.spec.ts checks it is sent over https.
    expect(h["strict-transport-security"]).toBeUndefined();
  });
});
