import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { seriousViolations } from "./helpers/axe";
import { apiToken, loginAs } from "./helpers/session";

/**
 * Staff see the language of what visitors send: an inquiry's in the inbox (list and message), and
 * a newsletter's frame as subscribers in each language get it.
 */
test("staff see an inquiry's language in the inbox and preview a newsletter's frame per language", async ({ page, request }) => {
  const subject = `Trek en mars ${Date.now()}`;
  const sent = await request.post("/api/contact", {
    headers: { "x-forwarded-for": "10.250.0.7" },
    data: { names: "Camille Martin", email: "camille.e2e@example.fr", subject, message: "Bonjour, nous sommes quatre.", lang: "fr" },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await loginAs(page, ADMIN, "/account/inbox");
  const table = page.getByRole("table", { name: "Visitor messages, newest first" });
  await expect(table.getByRole("columnheader", { name: "Language" })).toBeVisible();
  const row = table.getByRole("row").filter({ hasText: subject });
  await expect(row.getByRole("cell", { name: "French", exact: true })).toBeVisible();
  await row.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/Language\s*French/);
  expect(await seriousViolations(page)).toEqual([]);

  const token = await apiToken(request, ADMIN);
  const created = await request.post("/api/newsletters", { headers: { token }, data: { subject: "Amakuru", body: "<p>Hello from Kigali.</p>" } });
  expect(created.status(), await created.text()).toBe(201);
  const id: string = (await created.json()).data.id;
  await page.goto(`/account/newsletters/${id}`);
  await expect(page.getByRole("main")).toContainText(/Would go to, by language\s*English \d+ · French \d+ · Kinyarwanda \d+/);

  await page.goto(`/account/newsletters/${id}/preview`);
  const languages = page.getByRole("navigation", { name: "Subscribers' language" });
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("You receive this because (the subscriber's address) is on the Ikaze mailing list.")).toBeVisible();
  await languages.getByRole("link", { name: "Kinyarwanda" }).click();
  await expect(page).toHaveURL(/\/preview\?lang=rw$/);
  await expect(languages.getByRole("link", { name: "Kinyarwanda" })).toHaveAttribute("aria-current", "page");
  const text = page.getByRole("region", { name: "Plain-text part" }).or(page.locator("pre"));
  await expect(text.first()).toContainText("Ubonye iyi imeri kubera ko (the subscriber's address) iri ku rutonde");
  await expect(text.first()).toContainText("Hello from Kigali.");
  expect(await seriousViolations(page)).toEqual([]);
});
