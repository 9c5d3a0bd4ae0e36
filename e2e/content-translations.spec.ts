import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { toast } from "./helpers/content";
import { apiToken, loginAs } from "./helpers/session";

const UNTRANSLATED_FR = "Ce contenu n’est pas encore traduit en français ; il est affiché en anglais.";

test("an administrator adds a French version of a tour by keyboard; /fr shows it as its own page, an untranslated tour still falls back", async ({
  page,
  request,
  browser,
}) => {
  const token = await apiToken(request, ADMIN);
  const title = `Volcano lakes ${Date.now()}`;
  const created = await request.post("/api/tours/create", {
    headers: { token },
    data: { title, toursBody: "<p>A day between two lakes.</p>", image: "/site/page-about.jpg", location: "Musanze", price1: 150, departureTime: "07:00" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()).data as { slug: string };
  expect((await request.put(`/api/tours/publish/${slug}`, { headers: { token }, data: { isPublished: "true" } })).status()).toBe(200);

  await loginAs(page, ADMIN, `/account/tours/view/${slug}`);
  const french = page.getByRole("region", { name: /^French version/ });
  await expect(french.getByRole("heading", { name: /French version/ })).toContainText("Missing");
  const add = french.getByRole("button", { name: "Add the French version" });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(french.getByRole("button", { name: "Close the French version" })).toHaveAttribute("aria-expanded", "true");
  await french.getByRole("textbox", { name: "Title (French)" }).focus();
  await page.keyboard.type("Les lacs des volcans");
  await french.getByRole("textbox", { name: "Description (French)" }).focus();
  await page.keyboard.type("Une journée entre deux lacs.");
  // Checked by default: a new version needs a native speaker's review until someone says otherwise.
  const review = french.getByRole("checkbox", { name: /Needs review/ });
  await expect(review).toBeChecked();
  await review.focus();
  await page.keyboard.press("Space");
  await expect(review).not.toBeChecked();
  await french.getByRole("textbox", { name: "Title (French)" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "French version saved.")).toBeVisible();
  await expect(french.getByRole("heading", { name: /French version/ })).toContainText("Translated");
  await expect(page.getByRole("region", { name: /^Kinyarwanda version/ }).getByRole("heading")).toContainText("Missing");

  // The public French page: its own words, its own canonical, hreflang for English, French and x-default only.
  const anon = await (await browser.newContext()).newPage();
  await anon.goto(`/fr/tour/${slug}`);
  await expect(anon.getByRole("heading", { level: 1 })).toHaveText("Les lacs des volcans");
  await expect(anon.getByText("Une journée entre deux lacs.")).toBeVisible();
  await expect(anon.getByText(UNTRANSLATED_FR)).toHaveCount(0);
  await expect(anon.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/fr/tour/${slug}$`));
  await expect(anon.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", new RegExp(`/fr/tour/${slug}$`));
  await expect(anon.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`/tour/${slug}$`));
  await expect(anon.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", new RegExp(`/tour/${slug}$`));
  await expect(anon.locator('link[rel="alternate"][hreflang="rw"]')).toHaveCount(0);

  // The API answers as before, and in French when asked.
  expect((await (await request.get(`/api/tours/${slug}`)).json()).tours.title).toBe(title);
  expect((await (await request.get(`/api/tours/${slug}?lang=fr`)).json()).tours.title).toBe("Les lacs des volcans");

  // A tour without a version keeps today's fallback: English content marked, the English page as canonical.
  await anon.goto("/fr/tour/akagera-big-five-safari");
  await expect(anon.getByText(UNTRANSLATED_FR)).toBeVisible();
  const heading = anon.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Akagera Big Five Safari");
  await expect(heading).toHaveAttribute("lang", "en");
  await expect(anon.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/tour\/akagera-big-five-safari$/);
  await expect(anon.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
});
