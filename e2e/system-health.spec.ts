import { expect, test } from "@playwright/test";
import { ADMIN, AUTHOR } from "./helpers/accounts";
import { loginAs } from "./helpers/session";

/** Operators read /api/health; staff see the same on the dashboard. */
test("/api/health and the dashboard report the database, the cache, the outbox and the last backup", async ({ page, request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ ok: true, database: { reachable: true }, cache: "file-system", outbox: { delivery: "smtp" } });
  // The browser tests send mail to their own SMTP listener (E2E_MAIL_DIR in playwright.config.ts).
  expect(["pglite", "postgres"]).toContain(body.database.kind);

  await loginAs(page, ADMIN);
  const health = page.getByRole("region", { name: "System health" });
  await expect(health.getByRole("term")).toHaveText(["Database", "Page cache", "Outgoing e-mail", "Last backup"]);
  await expect(health.getByRole("definition").first()).toContainText(/^(Built-in database on this server|Database server): answering \(\d+ ms\)$/);
  await expect(health.getByRole("definition").nth(2)).toContainText(`${body.outbox.backlog} waiting`);
  await expect(health.getByRole("link", { name: "Outbox" })).toHaveAttribute("href", "/account/mail");
});

test("staff who are not administrators see the health without the outbox link", async ({ page }) => {
  await loginAs(page, AUTHOR);
  const health = page.getByRole("region", { name: "System health" });
  await expect(health.getByText("Database", { exact: true })).toBeVisible();
  await expect(health.getByRole("link", { name: "Outbox" })).toHaveCount(0);
});
