import { expect, test } from "@playwright/test";
import { ADMIN, AUTHOR } from "./helpers/accounts";
import { findByTitle, pngFile, slowUploads, toast } from "./helpers/content";
import { apiToken, loginAs } from "./helpers/session";
import { chooseRowAction, rowActionNames } from "./helpers/row-menu";

type EventJson = { id: string; slug: string; title: string; image: string; isApproved: boolean; [k: string]: unknown };

test("a non-admin creates an event with its fee table; an admin activates, updates and deletes it; all of it is audited", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const anon = await playwright.request.newContext({ baseURL });
  const title = `Green careers day ${Date.now()}`;
  await loginAs(page, AUTHOR, "/account/events/create");

  // Spec §5's date and cover messages, before anything is sent.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Event dates are required.").first()).toBeVisible();
  await expect(page.getByText("Event cover image is required.")).toBeVisible();
  await page.getByLabel("Starts").fill("2027-05-12T09:00");
  await page.getByLabel("Ends").fill("2027-05-11T17:00");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The start date cannot be after the end date.")).toBeVisible();

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Ends").fill("2027-05-12T17:00");
  await page.getByLabel("Place").fill("Kigali Public Library");
  await expect(page.getByText("Free entry")).toBeVisible();
  await page.getByLabel("Price ($)").fill("40");
  await expect(page.getByText("Free entry")).toHaveCount(0);
  await page.getByLabel("Price for 1 person ($)").fill("40");
  await page.getByLabel("Price for 2 people ($)").fill("75");
  const fees = page.getByRole("table", { name: "Registration fees (USD)" });
  await fees.getByLabel("Rwandans Early Birds fee").fill("20");
  await fees.getByLabel("Rwandans Normal fee").fill("30");
  await fees.getByLabel("Africans Early Birds fee").fill("35");
  await fees.getByLabel("Africans Normal fee").fill("45");
  await fees.getByLabel("Internationals Early Birds fee").fill("60");
  await fees.getByLabel("Internationals Normal fee").fill("80");
  await page.getByLabel("Early-bird deadline").fill("2027-04-30T23:59");
  await page.getByLabel("Capacity (seats)").fill("250");
  await slowUploads(page);
  await page.getByLabel("Cover image").setInputFiles(await pngFile("careers.png", "#c98a2b"));
  await expect(page.getByText("Wait While We're uploading...")).toBeVisible();
  await expect(page.getByText("careers.png uploaded successfully!")).toBeVisible();
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("Meet the people who work for the planet.");

  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Event created successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/events$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Pending");
  expect(await rowActionNames(page, row)).toEqual(["View"]);

  const authorToken = await apiToken(request, AUTHOR);
  const event = (await findByTitle<EventJson>(request, "/api/events", "data", title, authorToken))!;
  // The fee table is the event's one price: the API answers today's lowest fee (Early Birds until the deadline).
  const today = Date.now() <= Date.parse("2027-04-30T23:59:00+02:00") ? 20 : 30;
  expect(event).toMatchObject({
    isApproved: false,
    place: "Kigali Public Library",
    price: today,
    price1: today,
    price2: 75,
    capacity: 250,
    fees: { rwandan: { earlyBird: 20, normal: 30 }, african: { earlyBird: 35, normal: 45 }, international: { earlyBird: 60, normal: 80 } },
    description: "<p>Meet the people who work for the planet.</p>",
  });
  // The browser's local time became an instant: the day and the order survive.
  expect(new Date(event.startDate as string) < new Date(event.endDate as string)).toBe(true);
  expect(event.image).toMatch(/^http:\/\/localhost:\d+\/uploads\/Events\/[a-f0-9]{32}\.png$/);
  const refused = await request.put(`/api/events/approve/${event.slug}`, { headers: { token: authorToken }, data: { isApproved: "true" } });
  expect(refused.status()).toBe(403);
  expect((await anon.get(`/api/events/${event.slug}`)).status()).toBe(404);

  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, ADMIN, "/account/events");
  const adminRow = admin.getByRole("row").filter({ hasText: title });
  await chooseRowAction(admin, adminRow, "Activate");
  await expect(toast(admin, "Event approved successfully.")).toBeVisible();
  await expect(adminRow).toContainText("Approved");
  expect(await rowActionNames(admin, adminRow)).toEqual(["View", "Deactivate"]);
  expect((await (await anon.get(`/api/events/${event.slug}`)).json()).data.isApproved).toBe(true);

  // Update keeps the date rules.
  await chooseRowAction(admin, adminRow, "View");
  await expect(admin.getByLabel("Starts")).toHaveValue("2027-05-12T09:00");
  await admin.getByLabel("Starts").fill("2027-05-13T09:00");
  await admin.getByRole("button", { name: "Update" }).click();
  await expect(admin.getByText("The start date cannot be after the end date.")).toBeVisible();
  await admin.getByLabel("Starts").fill("2027-05-12T10:00");
  await admin.getByLabel("Price ($)").fill("");
  await admin.getByRole("button", { name: "Update" }).click();
  await expect(toast(admin, "Event updated successfully.")).toBeVisible();
  await expect(admin).toHaveURL(/\/account\/events$/);
  // Clearing the single price does not make an event with a fee table free: its table still
  // prices it, and the list says so as the event page does.
  await expect(admin.getByRole("row").filter({ hasText: title })).toContainText(/from \$(20|30)/);

  await chooseRowAction(admin, admin.getByRole("row").filter({ hasText: title }), "View");
  await admin.getByRole("button", { name: "Delete" }).click();
  await admin.getByRole("dialog", { name: "Delete event" }).getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(admin, "Event deleted successfully.")).toBeVisible();
  await expect(admin).toHaveURL(/\/account\/events$/);
  expect((await anon.get(`/api/events/${event.slug}`)).status()).toBe(404);

  await admin.goto("/account/audit");
  for (const summary of [`Approved the event "${title}"`, `Updated the event "${title}"`, `Deleted the event "${title}"`]) {
    await expect(admin.getByRole("row").filter({ hasText: summary })).toBeVisible();
  }
});
