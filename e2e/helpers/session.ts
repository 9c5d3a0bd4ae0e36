import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Account } from "./accounts";

/** Logs in through the real form and waits for the dashboard. */
export async function loginAs(page: Page, account: Account, next = "/account") {
  await page.goto(`/auth/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
}

/** The session token an API client gets from POST /api/auth/login. */
export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token;
}
