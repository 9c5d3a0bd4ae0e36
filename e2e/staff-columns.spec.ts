import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { bookViaApi, day } from "./helpers/booking";
import { makeEvent } from "./helpers/events";
import { apiToken, loginAs } from "./helpers/session";

/**
 * At 1280 × 800 the columns staff act on are in view without a sideways scroll: the payment state
 * and actions of a registration, the manifest's "Checked in", the audit log's summary and a
 * booking's actions (every row has some: at least "Open booking").
 */
const DESK = { width: 1280, height: 800 };

async function inView(page: Page, cell: Locator) {
  await expect(cell).toBeVisible();
  const box = (await cell.boundingBox())!;
  expect(box.x + box.width, `${await cell.textContent()} ends at ${box.x + box.width}px`).toBeLessThanOrEqual(DESK.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESK.width);
}

test("the columns staff act on are in view at 1280 px", async ({ page, request }) => {
  await page.setViewportSize(DESK);
  const token = await apiToken(request, ADMIN);
  const email = `columns-${Date.now()}@example.com`;
  await bookViaApi(request, email);

  const event = await makeEvent(request, `Columns forum ${Date.now()}`, { price: 120 });
  const reg = await request.post("/api/participant/create", {
    data: {
      eventName: event.slug,
      title: "Ms.",
      familyName: "Uwase",
      firstName: "Aline",
      position: "Programme officer",
      department: "Climate adaptation and resilience",
      organization: "Rwanda Environment Management Authority",
      address: "KG 7 Ave, Kacyiru",
      country: "Rwanda",
      town: "Kigali",
      phone: "+250 788 123 456",
      email: `aline-${Date.now()}@example.rw`,
      dataProtection: true,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);

  const tour = "musanze-caves-and-twin-lakes";
  const added = await request.post(`/api/tours/${tour}/departures`, { data: { startsAt: `${day(33)}T07:00`, seats: 8 }, headers: { token } });
  expect(added.status(), await added.text()).toBe(201);

  await loginAs(page, ADMIN, `/account/tour-bookings?q=${encodeURIComponent(email)}`);
  await inView(page, page.getByRole("button", { name: "Actions for the booking of Jean Bosco" }));
  await page.getByRole("button", { name: "Actions for the booking of Jean Bosco" }).click();
  await expect(page.getByRole("menuitem", { name: "Open booking" })).toBeVisible();

  await page.goto(`/account/events/participant?event=${event.id}`);
  await inView(page, page.getByRole("columnheader", { name: "Payment" }));
  await inView(page, page.getByRole("button", { name: "Actions for the registration of Aline Uwase" }));

  await page.goto("/account/audit");
  await inView(page, page.getByRole("columnheader", { name: "Summary" }));
  await expect(
    page
      .getByRole("cell", { name: "Departure created" })
      .or(page.getByRole("cell", { name: "Departure series added" }))
      .first(),
  ).toBeVisible();

  const departures = await request.get(`/api/tours/${tour}/departures`, { headers: { token } });
  const listed = (await departures.json()) as { departures: { id: string; startsAt: string }[] };
  const ours = listed.departures.find((d) => d.startsAt.startsWith(day(33)))!;
  const tourId = ((await (await request.get(`/api/tours/${tour}`)).json()).tours as { id: string }).id;
  const booked = await request.post("/api/order", {
    data: {
      names: "Eric Habimana",
      email: `eric-${Date.now()}@example.rw`,
      phoneNumber: "0788 222 333",
      address: "KN 5 Rd",
      location: "Hotel des Mille Collines",
      itemType: "tour",
      itemsArray: [{ id: tourId, itemNumber: 2 }],
      partySize: 2,
      departureId: ours.id,
    },
    headers: { "x-forwarded-for": "10.77.1.1" },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  await page.goto(`/account/departures/${ours.id}`);
  await inView(page, page.getByRole("columnheader", { name: "Checked in" }));
  await inView(page, page.getByRole("columnheader", { name: "Payment" }));
});
