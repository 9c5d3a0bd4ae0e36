import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, EDITOR, TO_BLOCK } from "./helpers/accounts";
import { linkFromMail } from "./helpers/mailbox";
import { apiToken, loginAs } from "./helpers/session";

const toastText = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

/** The id of a seeded account, read through the API as an admin. */
async function userId(request: APIRequestContext, token: string, email: string): Promise<string> {
  const res = await request.get(`/api/users?q=${encodeURIComponent(email)}`, { headers: { token } });
  expect(res.status()).toBe(200);
  const { data } = await res.json();
  return data.find((u: { email: string }) => u.email === email).id;
}

test.describe("staff users", () => {
  test("an admin invites a user; the e-mailed invitation (its token hidden in the outbox) sets the password, and the user logs in", async ({
    page,
    browser,
  }) => {
    const email = `invitee-${Date.now()}@ikaze.test`;
    await loginAs(page, ADMIN, "/account/users");
    await page.getByRole("link", { name: "Create user" }).click();
    await expect(page).toHaveURL(/\/account\/users\/create$/);

    // The shared schema explains every missing field before anything is sent.
    await page.getByRole("button", { name: "Create user" }).click();
    for (const msg of [
      "First name is required.",
      "Last name is required.",
      "Email is required.",
      "Phone number is required.",
      "Organization is required.",
      "Please choose a role: admin or user.",
    ]) {
      await expect(page.getByText(msg)).toBeVisible();
    }

    await page.getByLabel("First name").fill("Olivier");
    await page.getByLabel("Last name").fill("Mugisha");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone number").fill("+250 788 555 111");
    await page.getByLabel("Organization").fill("Visit Rwanda");
    await page.getByLabel("Role").selectOption("user");
    await page.getByRole("button", { name: "Create user" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
    await expect(toastText(page, `Successful created user. We have sent an email verification to ${email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/account\/users$/);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Olivier");
    await expect(row).toContainText("Visit Rwanda");
    await expect(row.getByText("Invited")).toBeVisible();

    // The invitation reaches the invitee's mailbox with a working link.
    const link = await linkFromMail(email, "Your Ikaze staff account", "/auth/set-new-password");
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);

    // The outbox shows admins the message and its link, never the link's token.
    await page.getByRole("link", { name: "Mail outbox" }).click();
    await expect(page.getByRole("heading", { name: "Mail outbox" })).toBeVisible();
    await page.goto(`/account/mail?q=${encodeURIComponent(email)}`);
    await page.getByRole("main").getByRole("row").filter({ hasText: email }).first().getByRole("link", { name: "Your Ikaze staff account" }).click();
    await expect(page.getByRole("heading", { name: "Your Ikaze staff account", level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /\/auth\/set-new-password\/TOKEN-HIDDEN$/ })).toBeVisible();
    const html = page.getByTitle("HTML part of the message").contentFrame();
    await expect(html.getByRole("link", { name: "Set your password" })).toHaveAttribute("href", /\/auth\/set-new-password\/TOKEN-HIDDEN$/);

    // The invitee opens the link in their own browser.
    const invitee = await browser.newContext();
    try {
      const p = await invitee.newPage();
      await p.goto(link);
      await expect(p.getByRole("heading", { name: "Set your password" })).toBeVisible();
      await p.getByLabel("New password").fill("qwertyuiop");
      await p.getByLabel("Confirm password").fill("qwertyuiop");
      await p.getByRole("button", { name: "Save password" }).click();
      await expect(p.getByText("This password is one of the most common passwords. Please choose one that is harder to guess.")).toBeVisible();

      const password = "Imigongo-art-from-Nyakarimbi";
      await p.getByLabel("New password").fill(password);
      await p.getByLabel("Confirm password").fill(password);
      await p.getByRole("button", { name: "Save password" }).click();
      await expect(p.getByText("Your password has been saved. You can now log in with it.")).toBeVisible();
      await expect(p).toHaveURL(/\/auth\/login$/, { timeout: 10_000 });

      await p.getByLabel("Email").fill(email);
      await p.getByLabel("Password").fill(password);
      await p.getByRole("button", { name: "Log in" }).click();
      await expect(p).toHaveURL(/\/account$/);
      await expect(p.getByText("Welcome back, Olivier.")).toBeVisible();

      // The invitation works once.
      await p.goto(link);
      await expect(p.getByRole("heading", { name: "Link expired or already used" })).toBeVisible();
    } finally {
      await invitee.close();
    }

    // The admin's act is in the audit log.
    await page.goto("/account/audit");
    await page.getByLabel("Action").selectOption("user.create");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/action=user\.create/);
    await expect(page.getByRole("row").filter({ hasText: `Created user ${email}` })).toContainText(ADMIN.email);
  });

  test("a duplicate e-mail gets a clear error toast and the form stays", async ({ page }) => {
    await loginAs(page, ADMIN, "/account/users/create");
    await page.getByLabel("First name").fill("Twin");
    await page.getByLabel("Last name").fill("Account");
    await page.getByLabel("Email").fill(EDITOR.email.toUpperCase());
    await page.getByLabel("Phone number").fill("0788000000");
    await page.getByLabel("Organization").fill("Ikaze");
    await page.getByLabel("Role").selectOption("admin");
    await page.getByRole("button", { name: "Create user" }).click();
    await expect(toastText(page, `A user with the email ${EDITOR.email} already exists.`)).toBeVisible();
    await expect(page).toHaveURL(/\/account\/users\/create$/);
    await expect(page.getByRole("button", { name: "Create user" })).toBeEnabled();
  });

  test("a blocked user is signed out at their next request and the login page says the account is blocked", async ({ browser, request }) => {
    const adminToken = await apiToken(request, ADMIN);
    const id = await userId(request, adminToken, TO_BLOCK.email);
    // Start from an active account even if an earlier attempt of this test blocked it.
    expect((await request.put(`/api/users/approve/${id}`, { headers: { token: adminToken }, data: { isActive: "true" } })).status()).toBe(200);

    const userCtx = await browser.newContext();
    const adminCtx = await browser.newContext();
    try {
      const user = await userCtx.newPage();
      await loginAs(user, TO_BLOCK, "/account/users");

      const admin = await adminCtx.newPage();
      await loginAs(admin, ADMIN, "/account/users");
      const main = admin.getByRole("main");
      await main.getByRole("searchbox", { name: "Search by name, email or organization" }).fill("Nshuti");
      await main.getByRole("button", { name: "Search", exact: true }).click();
      await expect(admin).toHaveURL(/q=Nshuti/);
      await expect(admin.getByRole("main").getByRole("row")).toHaveCount(2); // header + Jean Nshuti
      const row = admin.getByRole("row").filter({ hasText: TO_BLOCK.email });
      // Block sits in the row's Actions menu, not as a button on the row.
      await expect(row.getByRole("button", { name: /Block/ })).toHaveCount(0);
      const actions = row.getByRole("button", { name: "Actions for Jean Nshuti" });
      await expect(actions).toHaveAttribute("aria-haspopup", "menu");
      await expect(actions).toHaveAttribute("aria-expanded", "false");

      // Cancelling the confirmation changes nothing.
      // A click that comes before the menu's script has hydrated opens nothing (CI, busy machine):
      // click again until it opens, never on an open menu (that would close it).
      await expect(async () => {
        if ((await actions.getAttribute("aria-expanded")) !== "true") await actions.click();
        await expect(actions).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
      }).toPass();
      await admin.getByRole("menu", { name: "Actions for Jean Nshuti" }).getByRole("menuitem", { name: "Block" }).click();
      const dialog = admin.getByRole("dialog", { name: "Block user" });
      await expect(dialog).toContainText("Are you sure you want to block Jean Nshuti?");
      await dialog.getByRole("button", { name: "No" }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByText("Active", { exact: true })).toBeVisible();
      const listed = await request.get(`/api/users?q=${encodeURIComponent(TO_BLOCK.email)}`, { headers: { token: adminToken } });
      expect((await listed.json()).data.find((u: { email: string }) => u.email === TO_BLOCK.email).isActive).toBe(true);

      // Confirming blocks.
      await actions.click();
      await admin.getByRole("menuitem", { name: "Block" }).click();
      await dialog.getByRole("button", { name: "Yes, block" }).click();
      await expect(toastText(admin, `User ${TO_BLOCK.email} has been blocked.`)).toBeVisible();
      await expect(row.getByText("Blocked")).toBeVisible();
      await actions.click();
      await expect(admin.getByRole("menuitem", { name: "Unblock" })).toBeVisible();
      await admin.keyboard.press("Escape");

      // The blocked user's next navigation inside /account lands on the login page.
      await user.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Dashboard" }).click();
      await expect(user).toHaveURL(/\/auth\/login/);
      expect((await user.request.get("/api/users")).status()).toBe(401);
      await user.getByLabel("Email").fill(TO_BLOCK.email);
      await user.getByLabel("Password").fill(TO_BLOCK.password);
      await user.getByRole("button", { name: "Log in" }).click();
      await expect(user.getByRole("main").getByRole("alert")).toHaveText("Your account is blocked. Please contact an administrator.");

      // Unblocking, from the user's own page this time, lets them back in.
      await actions.click();
      await admin.getByRole("menuitem", { name: "View" }).click();
      await expect(admin.getByRole("heading", { name: "Jean Nshuti" })).toBeVisible();
      await expect(admin.getByRole("main")).toContainText(TO_BLOCK.email);
      await admin.getByRole("button", { name: "Unblock Jean Nshuti" }).click();
      await admin.getByRole("dialog", { name: "Unblock user" }).getByRole("button", { name: "Yes, unblock" }).click();
      await expect(toastText(admin, `User ${TO_BLOCK.email} has been unblocked.`)).toBeVisible();
      await expect(admin).toHaveURL(/\/account\/users$/);

      await user.getByRole("button", { name: "Log in" }).click();
      await expect(user).toHaveURL(/\/account$/);
    } finally {
      await userCtx.close();
      await adminCtx.close();
    }
  });

  test("a non-admin gets 403 from every admin-only users API and sees no admin controls", async ({ page, request }) => {
    // Before logging in (the login also leaves a cookie in this request context).
    expect((await request.get("/api/users")).status()).toBe(401);
    const token = await apiToken(request, EDITOR);
    const body = { firstName: "No", lastName: "Way", email: `noway-${Date.now()}@ikaze.test`, phoneNumber: "0788000000", organization: "X", role: "admin" };
    const create = await request.post("/api/users/create", { headers: { token }, data: body });
    expect(create.status()).toBe(403);
    expect((await create.json()).errors.auth).toBe("Only administrators may do this.");

    const list = await request.get("/api/users", { headers: { token } });
    expect(list.status()).toBe(200);
    const id = await userId(request, token, ADMIN.email);
    for (const isActive of ["false", "true", false]) {
      const res = await request.put(`/api/users/approve/${id}`, { headers: { token }, data: { isActive } });
      expect(res.status()).toBe(403);
      expect((await res.json()).errors.auth).toBe("Only administrators may do this.");
    }

    await loginAs(page, EDITOR, "/account/users");
    await expect(page.getByRole("row").filter({ hasText: ADMIN.email })).toBeVisible();
    await expect(page.getByRole("button", { name: /^(Block|Unblock) / })).toHaveCount(0);
    await page
      .getByRole("row")
      .filter({ hasText: ADMIN.email })
      .getByRole("button", { name: /^Actions for / })
      .click();
    await expect(page.getByRole("menuitem", { name: "View" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: /Block/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Create user" })).toHaveCount(0);
    for (const path of ["/account/users/create", "/account/audit", "/account/mail"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "Administrators only" })).toBeVisible();
    }
  });
});
