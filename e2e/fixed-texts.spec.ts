import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { toast } from "./helpers/content";
import { apiToken, loginAs } from "./helpers/session";

const UNTRANSLATED_RW = "Ibi bikubiyemo ntibirahindurwa mu Kinyarwanda; biri mu Cyongereza.";

test("an administrator rewrites a French FAQ answer by keyboard and reads it on /fr/faq", async ({ page, request, browser }) => {
  const token = await apiToken(request, ADMIN);
  const answer = `Souvent non, le visa s'obtient à l'arrivée. ${Date.now()}`;
  try {
    await loginAs(page, ADMIN, "/account/fixed-texts");
    const row = page.getByRole("row").filter({ hasText: "Do I need a visa to visit Rwanda?" });
    // English is the original; the French and Kinyarwanda defaults were written without a native speaker.
    await expect(row).toContainText("DefaultNeeds reviewNeeds review");
    await row.getByRole("link", { name: "Do I need a visa to visit Rwanda?" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Do I need a visa to visit Rwanda?" })).toBeVisible();

    // English, French and Kinyarwanda side by side, each starting from the site's default.
    await expect(page.getByRole("region", { name: /^English/ }).getByRole("textbox", { name: "Question (English)" })).toHaveValue(
      "Do I need a visa to visit Rwanda?",
    );
    const french = page.getByRole("region", { name: /^French/ });
    await expect(french.getByRole("heading")).toContainText("Needs review");
    await expect(page.getByRole("region", { name: /^English/ }).getByRole("heading")).toContainText("Default");
    const box = french.getByRole("textbox", { name: "Answer (French)" });
    await box.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(answer);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Vérifiez le portail Irembo avant de partir.");
    const review = french.getByRole("checkbox", { name: "Needs review (French)" });
    await expect(review).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Needs review (English)" })).not.toBeChecked();
    await review.focus();
    await page.keyboard.press("Space");
    await expect(review).not.toBeChecked();
    await french.getByRole("textbox", { name: "Question (French)" }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page, "French version saved.")).toBeVisible();
    await expect(french.getByRole("heading")).toContainText("Edited");

    const anon = await (await browser.newContext()).newPage();
    await anon.goto("/fr/faq");
    const entry = anon.locator("details").filter({ hasText: answer });
    await expect(entry).toHaveCount(1);
    await entry.locator("summary").focus();
    await anon.keyboard.press("Enter");
    await expect(anon.getByText(answer)).toBeVisible();
    await expect(anon.getByText("Vérifiez le portail Irembo avant de partir.")).toBeVisible();
    // English keeps its default.
    await anon.goto("/faq");
    await expect(anon.locator("details").filter({ hasText: answer })).toHaveCount(0);
  } finally {
    await request.delete("/api/fixed-texts/faq/tourism-1/fr", { headers: { token } });
  }
});

test("Kinyarwanda terms written in the back office make /rw/terms its own page, in the sitemap", async ({ page, request, browser }) => {
  const token = await apiToken(request, ADMIN);
  const anon = await (await browser.newContext()).newPage();
  try {
    // Before: English content under the Kinyarwanda interface, the English page as canonical, out of the sitemap.
    await anon.goto("/rw/terms");
    await expect(anon.getByText(UNTRANSLATED_RW)).toBeVisible();
    await expect(anon.locator('[lang="en"]').getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
    await expect(anon.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/terms$/);
    await expect(anon.locator('link[rel="canonical"]')).not.toHaveAttribute("href", /\/rw\/terms$/);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/rw/terms<");

    await loginAs(page, ADMIN, "/account/fixed-texts/page/terms");
    const rw = page.getByRole("region", { name: /^Kinyarwanda/ });
    await expect(rw.getByRole("heading")).toContainText("Missing");
    await rw.getByRole("textbox", { name: "Title (Kinyarwanda)" }).fill("Amategeko n'amabwiriza");
    await rw.getByRole("textbox", { name: "Introduction (Kinyarwanda)" }).fill("Amategeko akurikizwa iyo ukoresha uru rubuga.");
    await rw.getByRole("textbox", { name: "Section 1 heading (Kinyarwanda)" }).fill("Abo turi bo");
    await rw.getByRole("textbox", { name: "Section 1 text (Kinyarwanda)" }).fill("Uru rubuga rucungwa na Ikaze.");
    await rw.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Kinyarwanda version saved.")).toBeVisible();
    await expect(rw.getByRole("heading")).toContainText("Needs review");

    await anon.goto("/rw/terms");
    await expect(anon.getByRole("heading", { level: 1 })).toHaveText("Amategeko n'amabwiriza");
    await expect(anon.getByText(UNTRANSLATED_RW)).toHaveCount(0);
    await expect(anon.locator("main [lang='en']")).toHaveCount(0);
    await expect(anon.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/rw\/terms$/);
    await expect(anon.locator('link[rel="alternate"][hreflang="rw"]')).toHaveAttribute("href", /\/rw\/terms$/);
    await expect(anon.locator('link[rel="alternate"][hreflang="fr"]')).toHaveCount(0);
    expect(await (await request.get("/sitemap.xml")).text()).toContain("/rw/terms<");
  } finally {
    await request.delete("/api/fixed-texts/page/terms/rw", { headers: { token } });
  }
});

test("an administrator retitles the French FAQ's first section by keyboard; /fr/faq shows it, English keeps its own", async ({ page, request, browser }) => {
  const token = await apiToken(request, ADMIN);
  const title = `Vos questions sur le voyage ${Date.now()}`;
  try {
    await loginAs(page, ADMIN, "/account/fixed-texts");
    const row = page.getByRole("row").filter({ hasText: "FAQ section Questions about tourism" });
    await expect(row).toContainText("DefaultNeeds reviewNeeds review");
    await row.getByRole("link", { name: "Questions about tourism" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Questions about tourism" })).toBeVisible();

    const french = page.getByRole("region", { name: /^French/ });
    const name = french.getByRole("textbox", { name: "Title (French)" });
    await expect(name).toHaveValue("Questions sur le tourisme");
    await name.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(title);
    const intro = french.getByRole("textbox", { name: "Introduction (French)" });
    await intro.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Visas, permis, prix et saisons.");
    await expect(french.getByRole("checkbox", { name: "Needs review (French)" })).toBeChecked();
    await page.keyboard.press("Enter");
    await expect(toast(page, "French version saved.")).toBeVisible();
    await expect(french.getByRole("heading")).toContainText("Needs review");
    await expect(french.getByRole("button", { name: "Reset the French version" })).toBeVisible();

    const anon = await (await browser.newContext()).newPage();
    await anon.goto("/fr/faq");
    await expect(anon.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(anon.getByText("Visas, permis, prix et saisons.")).toBeVisible();
    await expect(anon.getByRole("navigation").getByRole("link", { name: title })).toHaveAttribute("href", "#tourism");
    await anon.goto("/faq");
    await expect(anon.getByRole("heading", { level: 2, name: "Questions about tourism" })).toBeVisible();
  } finally {
    await request.delete("/api/fixed-texts/faq-section/tourism/fr", { headers: { token } });
  }
});

test("the demo tours' and events' French and Kinyarwanda versions are listed as needing review", async ({ page }) => {
  await loginAs(page, ADMIN, "/account/translations?kind=tour&state=needs-review");
  const kivu = page.getByRole("row").filter({ hasText: "Lake Kivu Kayak and Islands" });
  await expect(kivu.filter({ hasText: "French" })).toContainText("Needs review");
  await expect(kivu.filter({ hasText: "Kinyarwanda" })).toContainText("Needs review");
  await page.goto("/account/translations?kind=event&state=needs-review");
  await expect(page.getByRole("row").filter({ hasText: "Green Careers Open Day 2027" }).filter({ hasText: "French" })).toContainText("Needs review");
});
