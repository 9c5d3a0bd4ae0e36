import { expect, test } from "@playwright/test";
import { ADMIN, AUTHOR } from "./helpers/accounts";
import { findByTitle, pngFile, slowRequest, slowUploads, toast } from "./helpers/content";
import { apiToken, loginAs } from "./helpers/session";
import { chooseRowAction, rowActionNames } from "./helpers/row-menu";

type TourJson = { id: string; slug: string; title: string; image: string; toursBody: string; isPublished: boolean; price1: number; [k: string]: unknown };

test("a non-admin creates a tour; only an admin publishes, updates and deletes it; the public sees it at once; all of it is audited", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  // Logging in through `request` keeps its cookie; public reads go through a context without one.
  const anon = await playwright.request.newContext({ baseURL });
  const title = `Canopy walk ${Date.now()}`;
  await loginAs(page, AUTHOR, "/account/tours");
  await page.getByRole("main").getByRole("link", { name: "Create tour" }).first().click();
  await expect(page).toHaveURL(/\/account\/tours\/create$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Dashboard›Tours›Create");

  // The shared schema speaks first, with the spec's wording (worded for a tour).
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Title is required.")).toBeVisible();
  await expect(page.getByText("Tour cover image is required.")).toBeVisible();

  // Tips, includes and excludes start empty (the API's ["No"] for an empty list is not shown).
  for (const name of ["Tip 1", "Included item 1", "Excluded item 1"]) await expect(page.getByRole("textbox", { name })).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "Featured" })).not.toBeChecked();

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Location").fill("Nyungwe Forest");
  await page.getByLabel("Departure time").fill("06:30 from Kigali");
  await page.getByLabel("Price for 1 person ($)").fill("250");
  await page.getByLabel("Price for 2 people ($)").fill("420");
  await page.getByRole("textbox", { name: "Tip 1" }).fill("Bring a rain jacket");
  await page.getByRole("button", { name: "Add tip" }).click();
  await page.getByRole("textbox", { name: "Tip 2" }).fill("Wear boots");
  await page.getByLabel("Day (row 1)").fill("Day 1");
  await page.getByLabel("Title (row 1)").fill("Drive to Nyungwe");
  await page.getByLabel("Description (row 1)").fill("Through the tea estates");
  await page.getByRole("button", { name: "Add a day" }).click();
  await page.getByLabel("Title (row 2)").fill("Canopy walk");
  await page.getByRole("button", { name: "Move row 2 up" }).click();
  await expect(page.getByLabel("Title (row 1)")).toHaveValue("Canopy walk");
  await page.getByRole("button", { name: "Move row 1 down" }).click();
  await expect(page.getByLabel("Title (row 1)")).toHaveValue("Drive to Nyungwe");

  // The cover goes up through the field, with its progress on screen.
  await slowUploads(page);
  await page.getByLabel("Cover image").setInputFiles(await pngFile());
  await expect(page.getByText("Wait While We're uploading...")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Uploading cover.png" })).toBeVisible();
  await expect(page.getByText("cover.png uploaded successfully!")).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  // The field keeps naming the file after the upload (the stored name is random).
  await expect(page.getByText("cover.png", { exact: true })).toBeVisible();

  // The rich body, typed and formatted from the keyboard.
  await page.getByRole("textbox", { name: "Description", exact: true }).click();
  await page.keyboard.type("A walk ");
  await page.keyboard.press("ControlOrMeta+b");
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("above the trees");

  await slowRequest(page, "**/api/tours/create");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
  await expect(toast(page, "Tour created successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/tours$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Draft");
  expect(await rowActionNames(page, row)).toEqual(["View"]);

  const authorToken = await apiToken(request, AUTHOR);
  const tour = (await findByTitle<TourJson>(request, "/api/tours", "tours", title, authorToken))!;
  expect(tour).toMatchObject({
    isPublished: false,
    location: "Nyungwe Forest",
    departureTime: "06:30 from Kigali",
    price1: 250,
    price2: 420,
    price3: 0,
    tips: ["Bring a rain jacket", "Wear boots"],
    includes: ["No"],
    itenerary: [
      { day: "Day 1", title: "Drive to Nyungwe", body: "Through the tea estates" },
      { day: "Day 2", title: "Canopy walk", body: "" },
    ],
    toursBody: "<p>A walk <strong>above the trees</strong></p>",
  });
  expect(tour.image).toMatch(/^http:\/\/localhost:\d+\/uploads\/Tours\/[a-f0-9]{32}\.png$/);
  const cover = await request.get(tour.image);
  expect(cover.headers()["content-type"]).toBe("image/png");
  expect(cover.headers()["x-content-type-options"]).toBe("nosniff");

  // The author sees the tour but no admin button; the API refuses them too.
  await chooseRowAction(page, row, "View");
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(`Dashboard›Tours›${title}`);
  for (const name of ["Publish", "Unpublish", "Update", "Delete"]) await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeDisabled();
  // The draft can be previewed at its public URL from its page, in a new tab.
  const [preview] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: /^Preview on site/ }).click()]);
  await expect(preview).toHaveURL(new RegExp(`/tour/${tour.slug}$`));
  await expect(preview.getByText("Preview — not published.")).toBeVisible();
  await preview.close();
  const refused = await request.put(`/api/tours/publish/${tour.slug}`, { headers: { token: authorToken }, data: { isPublished: "true" } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errors.auth).toBe("Only administrators may do this.");
  expect((await anon.get(`/api/tours/${tour.slug}`)).status()).toBe(404);

  // An admin publishes it from the list; it is public at once.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, ADMIN, "/account/tours");
  const adminRow = admin.getByRole("row").filter({ hasText: title });
  await chooseRowAction(admin, adminRow, "Publish");
  await expect(toast(admin, "Tour published successfully.")).toBeVisible();
  await expect(adminRow).toContainText("Published");
  expect(await rowActionNames(admin, adminRow)).toEqual(["View", "Unpublish"]);
  const publicList = await (await anon.get("/api/tours")).json();
  expect(publicList.tours.map((t: TourJson) => t.slug)).toContain(tour.slug);
  await page.goto("/tours");
  await expect(page.getByRole("main").getByText(title)).toBeVisible();

  // The admin updates it (the slug stays) …
  await chooseRowAction(admin, adminRow, "View");
  const newTitle = `${title} (2 days)`;
  await admin.getByRole("textbox", { name: "Title", exact: true }).fill(newTitle);
  await admin.getByLabel("Price for 1 person ($)").fill("275");
  await slowRequest(admin, "**/api/tours/update/**");
  await admin.getByRole("button", { name: "Update" }).click();
  await expect(admin.getByRole("button", { name: "Updating..." })).toBeVisible();
  await expect(toast(admin, "Tour updated successfully.")).toBeVisible();
  await expect(admin).toHaveURL(/\/account\/tours$/);
  const updated = (await (await anon.get(`/api/tours/${tour.slug}`)).json()).tours;
  expect(updated).toMatchObject({ title: newTitle, price1: 275, slug: tour.slug, isPublished: true });

  // … and deletes it after confirming.
  await chooseRowAction(admin, admin.getByRole("row").filter({ hasText: newTitle }), "View");
  await admin.getByRole("button", { name: "Delete" }).click();
  const dialog = admin.getByRole("dialog", { name: "Delete tour" });
  await expect(dialog).toContainText(`Are you sure you want to delete "${newTitle}"?`);
  await dialog.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(admin, "Tour deleted successfully.")).toBeVisible();
  await expect(admin).toHaveURL(/\/account\/tours$/);
  await expect(admin.getByRole("row").filter({ hasText: newTitle })).toHaveCount(0);
  expect((await anon.get(`/api/tours/${tour.slug}`)).status()).toBe(404);

  // Every step is in the audit log.
  await admin.goto("/account/audit");
  for (const summary of [`Created the tour "${title}"`, `Published the tour "${title}"`, `Updated the tour "${newTitle}"`, `Deleted the tour "${newTitle}"`]) {
    await expect(admin.getByRole("row").filter({ hasText: summary })).toBeVisible();
  }
});
