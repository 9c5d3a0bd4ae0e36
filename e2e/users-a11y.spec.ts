import { expect, test } from "@playwright/test";
import { ADMIN, EDITOR } from "./helpers/accounts";
import { seriousViolations } from "./helpers/axe";
import { loginAs } from "./helpers/session";

test.describe("accessibility of the users, audit, mail and password pages", () => {
  for (const path of ["/account/users", "/account/users/create", "/account/audit", "/account/mail"]) {
    test(path, async ({ page }) => {
      await loginAs(page, ADMIN, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    });
  }

  test("a user's actions menu, page and block dialog", async ({ page }) => {
    await loginAs(page, ADMIN, "/account/users");
    // The row's Actions menu, open, is checked too.
    await page
      .getByRole("main")
      .getByRole("button", { name: `Actions for ${EDITOR.first} ${EDITOR.last}` })
      .click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(await seriousViolations(page), "row actions menu").toEqual([]);
    await page.getByRole("menuitem", { name: "View" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), "view user").toEqual([]);
    // Only opened, never confirmed: other specs use this account.
    await page.getByRole("button", { name: `Block ${EDITOR.first} ${EDITOR.last}` }).click();
    await expect(page.getByRole("dialog", { name: "Block user" })).toBeVisible();
    expect(await seriousViolations(page), "block dialog").toEqual([]);
  });

  test("password pages", async ({ page }) => {
    for (const path of ["/auth/password/forgot", `/auth/password/new/${"B".repeat(43)}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
