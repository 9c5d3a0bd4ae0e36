import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { findByTitle, pngFile, toast } from "./helpers/content";
import { apiToken, loginAs } from "./helpers/session";

/** A day trip says how many hours it lasts, whatever its itinerary's rows are called. */
test("staff set a day trip's duration in the tour form; the page, at 390 and 1280 px, and the one-day filter use it", async ({ page, request }) => {
  const title = `Kivu sunrise paddle ${Date.now()}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, ADMIN, "/account/tours/create");

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Location").fill("Karongi");
  await page.getByLabel("Price for 1 person ($)").fill("140");
  await page.getByLabel("Day (row 1)").fill("Day 1");
  await page.getByLabel("Title (row 1)").fill("Boats at sunrise");
  await page.getByRole("button", { name: "Add a day" }).click();
  await page.getByLabel("Day (row 2)").fill("Evening");
  await page.getByLabel("Title (row 2)").fill("Fish by the shore");
  await page.getByLabel("Cover image").setInputFiles(await pngFile());
  await expect(page.getByText("cover.png uploaded successfully!")).toBeVisible();
  await page.getByRole("textbox", { name: "Description", exact: true }).click();
  await page.keyboard.type("Paddle out as the sun comes up over the lake.");

  // A wrong amount is refused in the form, with the reason next to the field.
  const amount = page.getByRole("spinbutton", { name: "Duration" });
  await amount.fill("30");
  await page.getByRole("combobox", { name: "Duration in" }).selectOption({ label: "Hours" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The duration must be a whole number of hours (1 to 24) or days (1 to 60).")).toBeVisible();
  await amount.fill("6");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Tour created successfully.")).toBeVisible();

  const token = await apiToken(request, ADMIN);
  const tour = (await findByTitle<{ title: string; slug: string; duration: unknown }>(request, "/api/tours", "tours", title, token))!;
  expect(tour.duration).toEqual({ amount: 6, unit: "hours" });
  const published = await request.put(`/api/tours/publish/${tour.slug}`, { headers: { token }, data: { isPublished: true } });
  expect(published.status()).toBe(200);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(`/tour/${tour.slug}`);
    const fact = page.getByRole("term").filter({ hasText: /^Duration$/ });
    await expect(fact.locator("xpath=following-sibling::dd[1]")).toHaveText("6 hours");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  // Counted from its two itinerary rows it would have been a two-day tour.
  await page.goto("/tours/duration/one-day");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
});
