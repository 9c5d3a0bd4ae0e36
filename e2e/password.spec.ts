import { expect, test } from "@playwright/test";
import { ADMIN, TO_RESET } from "./helpers/accounts";
import { linkFromMail } from "./helpers/mailbox";
import { loginAs } from "./helpers/session";

const FORGOT_MESSAGE = "If an account exists for that email address, we have sent it a link to reset the password. The link expires in 1 hour.";

test.describe("password recovery", () => {
  test("forgot → e-mail → new password → login; other sessions end and the old link is refused", async ({ page, browser, request }) => {
    // An open session elsewhere, which the reset must end.
    const otherCtx = await browser.newContext();
    const adminCtx = await browser.newContext();
    try {
      const other = await otherCtx.newPage();
      await loginAs(other, TO_RESET);

      await page.goto("/auth/login");
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await expect(page).toHaveURL(/\/auth\/password\/forgot$/);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByText("Email is required.")).toBeVisible();
      await page.getByLabel("Email").fill(TO_RESET.email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("main").getByText(FORGOT_MESSAGE)).toBeVisible();

      // The reset e-mail, as it reached the owner's mailbox.
      const link = await linkFromMail(TO_RESET.email, "Reset your Ikaze password", "/auth/password/new");

      // An administrator reading the outbox sees the link, but not its token.
      const admin = await adminCtx.newPage();
      await loginAs(admin, ADMIN, `/account/mail?q=${encodeURIComponent(TO_RESET.email)}`);
      await admin
        .getByRole("main")
        .getByRole("row")
        .filter({ hasText: TO_RESET.email })
        .first()
        .getByRole("link", { name: "Reset your Ikaze password" })
        .click();
      await expect(admin.getByRole("main").getByRole("link", { name: /\/auth\/password\/new\/TOKEN-HIDDEN$/ })).toBeVisible();
      await expect(admin.getByRole("main")).not.toContainText(link.split("/").at(-1)!);

      await page.goto(link);
      await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
      const password = `Lake-Kivu-${Date.now()}`;
      await page.getByLabel("New password").fill(password);
      await page.getByLabel("Confirm password").fill(`${password}!`);
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page.getByText("Password and confirm password do not match.")).toBeVisible();
      await page.getByLabel("Confirm password").fill(password);
      await page.getByRole("button", { name: "Reset password" }).click();
      await expect(page.getByText("Your password has been saved. You can now log in with it.")).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 10_000 });

      // The other session ended.
      await other.reload();
      await expect(other).toHaveURL(/\/auth\/login/);

      await page.getByLabel("Email").fill(TO_RESET.email);
      await page.getByLabel("Password").fill(TO_RESET.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password.");
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page).toHaveURL(/\/account$/);

      // The link worked once: the page and the API both refuse it now, plainly.
      await page.goto(link);
      await expect(page.getByRole("heading", { name: "Link expired or already used" })).toBeVisible();
      await expect(page.getByRole("main")).toContainText("This link has expired or has already been used.");
      await expect(page.getByRole("link", { name: "Request a new reset link" })).toHaveAttribute("href", "/auth/password/forgot");
      const token = link.split("/").at(-1);
      const res = await request.post("/api/auth/reset-password-account", {
        data: { token, password: "another-fine-passphrase", confirmPassword: "another-fine-passphrase" },
      });
      expect(res.status()).toBe(400);
      expect(await res.json()).toEqual({ Errors: ["This link has expired or has already been used. Please ask for a new one."] });
    } finally {
      await otherCtx.close();
      await adminCtx.close();
    }
  });

  test("the forgot-password answer does not reveal whether an e-mail has an account", async ({ page, request }) => {
    const known = await request.post("/api/auth/send-forgot-password", { data: { email: ADMIN.email.toUpperCase() } });
    const unknown = await request.post("/api/auth/send-forgot-password", { data: { email: `nobody-${Date.now()}@ikaze.test` } });
    expect(known.status()).toBe(200);
    expect(unknown.status()).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    expect(await known.json()).toEqual({ message: FORGOT_MESSAGE });

    await page.goto("/auth/password/forgot");
    await page.getByLabel("Email").fill(`nobody-else-${Date.now()}@ikaze.test`);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("main").getByText(FORGOT_MESSAGE)).toBeVisible();
  });

  test("a made-up link is refused plainly", async ({ page }) => {
    for (const path of ["/auth/password/new/", "/auth/set-new-password/"]) {
      await page.goto(`${path}${"A".repeat(43)}`);
      await expect(page.getByRole("heading", { name: "Link expired or already used" })).toBeVisible();
    }
  });
});
