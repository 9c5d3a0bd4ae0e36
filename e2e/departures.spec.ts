import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, EDITOR } from "./helpers/accounts";
import { seriousViolations } from "./helpers/axe";
import { day } from "./helpers/booking";
import { apiToken, loginAs } from "./helpers/session";
import { DEPARTURES_SHOWN } from "../lib/booking/departures/choices";

/**
 * In the browser: a tour on departures is booked on one of them from the booking box (at a
 * phone's width), its seats go down, sold-out departures are greyed out and a tour whose departures
 * are all full says "Sold out" and offers to ask about other dates; staff print a departure's
 * manifest and download its CSV. A demo tour booked on request is used and given its departures here.
 */
const TOUR = { slug: "musanze-caves-and-twin-lakes", title: "Musanze Caves and the Twin Lakes" };

async function addDeparture(request: APIRequestContext, token: string, startsAt: string, seats: number) {
  const res = await request.post(`/api/tours/${TOUR.slug}/departures`, { data: { startsAt, seats }, headers: { token } });
  expect(res.status(), await res.text()).toBe(201);
}

async function book(page: Page, departure: RegExp, party: string, name: string) {
  await page.goto(`/tour/${TOUR.slug}`);
  const form = page.getByRole("form", { name: `Book ${TOUR.title}` });
  const select = form.getByLabel("Departure");
  const label = (await select.locator("option").filter({ hasText: departure }).textContent())!;
  await select.selectOption({ label });
  await form.getByLabel("Select Number of People").selectOption({ label: party });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email").fill(`${name.split(" ")[0].toLowerCase()}-${Date.now()}@example.com`);
  await form.getByLabel("Phone").fill("0788 123 456");
  await form.getByLabel("Address").fill("KG 11 Ave");
  await form.getByLabel("Location").fill("Kigali Marriott");
  // No tour date or pick-up time: the departure gives both.
  await expect(form.getByLabel("Tour date")).toHaveCount(0);
  // Public forms refuse what is sent within 2 s of opening them.
  await page.waitForTimeout(2_100);
  await form.getByRole("button", { name: "Pay later" }).click();
  await expect(page).toHaveURL(/\/myorder\/[0-9a-f-]{36}$/);
}

test.describe.configure({ mode: "serial" });

test("on a phone: choose a departure, book it, see its seats go down and sold-out departures greyed out, then 'Sold out'", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await apiToken(request, ADMIN);
  await addDeparture(request, token, `${day(10)}T07:00`, 3);
  await addDeparture(request, token, `${day(17)}T07:00`, 2);

  await page.goto(`/tour/${TOUR.slug}`);
  const options = page
    .getByRole("form", { name: `Book ${TOUR.title}` })
    .getByLabel("Departure")
    .locator("option");
  await expect(options).toHaveText([/, 07:00 · 3 seats left$/, /, 07:00 · 2 seats left$/]);

  // A party larger than the seats left is told so in the server's words, before anything is sent.
  const form = page.getByRole("form", { name: `Book ${TOUR.title}` });
  await form.getByLabel("Departure").selectOption({ index: 1 });
  await form.getByLabel("Select Number of People").selectOption({ label: "3 travellers" });
  await expect(form.getByText("Only 2 seats left on this departure.")).toBeVisible();

  await book(page, /2 seats left$/, "2 travellers", "Claire Dubois");
  await page.goto(`/tour/${TOUR.slug}`);
  await expect(options).toHaveText([/, 07:00 · 3 seats left$/, /, 07:00 · Sold out$/]);
  await expect(options.nth(1)).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await book(page, /3 seats left$/, "3 travellers", "Tom Becker");
  await page.goto(`/tour/${TOUR.slug}`);
  const box = page.getByRole("region", { name: "Book this tour" });
  await expect(box.getByRole("status")).toHaveText("Sold out");
  await expect(box.getByRole("link", { name: "Ask about other dates" })).toHaveAttribute("href", `/contact?tour=${TOUR.slug}`);
  await expect(page.getByRole("form", { name: `Book ${TOUR.title}` })).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("")).toContain('"availability":"https://schema.org/SoldOut"');
  // The page fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("staff open a departure's manifest from the tour, print it without the dashboard around it, and download its CSV", async ({ page }) => {
  await loginAs(page, ADMIN, `/account/tours/view/${TOUR.slug}`);
  const departures = page.getByRole("region", { name: `Upcoming departures of ${TOUR.title}` });
  await expect(departures.getByRole("row")).toHaveCount(3);
  await departures
    .getByRole("link", { name: /^Manifest of .*, 07:00$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Manifest: ${TOUR.title}` })).toBeVisible();
  const travellers = page.getByRole("region", { name: /^Travellers on / });
  await expect(travellers.getByRole("row", { name: /Tom Becker/ })).toContainText("Not paid (seats held until");
  await expect(page.getByText("3: 0 taken, 3 held, 0 left")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await (await download).path();
  const text = (await import("node:fs")).readFileSync(file!, "utf8");
  expect(text).toContain("Reference,Name,People,Phone,Email,Pick-up,Payment,Amount (USD),Booked at");
  expect(text).toContain(",Tom Becker,3,");

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print manifest" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Move the booking of Tom Becker" })).toBeHidden();
  await expect(travellers.getByRole("row", { name: /Tom Becker/ })).toBeVisible();
});

test("only an administrator is offered 'Move' on a manifest; a user-role account sees the travellers without it", async ({ page, browser, baseURL }) => {
  const editor = await browser.newContext({ baseURL });
  const staffPage = await editor.newPage();
  await loginAs(staffPage, EDITOR, `/account/tours/view/${TOUR.slug}`);
  await staffPage
    .getByRole("region", { name: `Upcoming departures of ${TOUR.title}` })
    .getByRole("link", { name: /^Manifest of .*, 07:00$/ })
    .first()
    .click();
  const rows = staffPage.getByRole("region", { name: /^Travellers on / });
  await expect(rows.getByRole("row", { name: /Tom Becker/ })).toBeVisible();
  await expect(staffPage.getByRole("button", { name: "Move the booking of Tom Becker" })).toHaveCount(0);
  await editor.close();

  await loginAs(page, ADMIN, `/account/tours/view/${TOUR.slug}`);
  await page
    .getByRole("region", { name: `Upcoming departures of ${TOUR.title}` })
    .getByRole("link", { name: /^Manifest of .*, 07:00$/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Move the booking of Tom Becker" }).click();
  const dialog = page.getByRole("dialog", { name: "Move the booking of Tom Becker" });
  await expect(dialog.getByLabel("Move to departure")).toBeVisible();
});

test("a tour on a long weekly series lists its first departures, and 'Show later dates' reaches and books the last one", async ({ page, request }) => {
  // A tour of its own (booked on request in the demo), given one departure more than the booking box lists at first.
  const tour = { slug: "kigali-city-and-genocide-memorial-tour", title: "Kigali City and Genocide Memorial Tour" };
  const token = await apiToken(request, ADMIN);
  const ids: string[] = [];
  for (let week = 0; week <= DEPARTURES_SHOWN; week++) {
    const res = await request.post(`/api/tours/${tour.slug}/departures`, { data: { startsAt: `${day(7 + 7 * week)}T08:00`, seats: 6 }, headers: { token } });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()).departure as { id: string }).id);
  }
  try {
    await page.goto(`/tour/${tour.slug}`);
    const form = page.getByRole("form", { name: `Book ${tour.title}` });
    const options = form.getByLabel("Departure").locator("option");
    await expect(options).toHaveCount(DEPARTURES_SHOWN);
    // Search engines are told of the departures the page lists.
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(jsonLd.find((d) => d["@type"] === "TouristTrip").subTrip).toHaveLength(DEPARTURES_SHOWN);

    await form.getByRole("button", { name: "Show later dates (1 more)" }).click();
    await expect(form.getByRole("status")).toHaveText("1 later date added to the list.");
    await expect(options).toHaveCount(DEPARTURES_SHOWN + 1);
    await expect(form.getByLabel("Departure")).toBeFocused();
    const last = (await options.last().textContent())!;
    expect(last).toMatch(/, 08:00 · 6 seats left$/);
    await form.getByLabel("Departure").selectOption({ label: last });
    await form.getByLabel("Select Number of People").selectOption({ label: "2 travellers" });
    await form.getByLabel("Full name").fill("Aline Uwase");
    await form.getByLabel("Email").fill(`aline-${Date.now()}@example.com`);
    await form.getByLabel("Phone").fill("0788 123 456");
    await form.getByLabel("Address").fill("KG 11 Ave");
    await form.getByLabel("Location").fill("Kigali Serena");
    await page.waitForTimeout(2_100);
    await form.getByRole("button", { name: "Pay later" }).click();
    await expect(page).toHaveURL(/\/myorder\/[0-9a-f-]{36}$/);

    // The booking holds two seats of that last departure, as the API lists it.
    const listed = (await (await request.get(`/api/tours/${tour.slug}/departures`)).json()).departures as { id: string; seatsLeft: number }[];
    expect(listed.find((d) => d.id === ids[ids.length - 1])?.seatsLeft).toBe(4);
  } finally {
    // The tour goes back to being booked on request (the byte budgets measure every demo tour).
    for (const id of ids) await request.delete(`/api/tours/${tour.slug}/departures/${id}`, { headers: { token } });
  }
});
