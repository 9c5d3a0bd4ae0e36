import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { day } from "./helpers/booking";
import { apiToken, loginAs } from "./helpers/session";

/**
 * A booking an old client made on a tour whose departures had no room is taken on request; an
 * administrator places it on a departure from the tour's page (by keyboard, at a phone's width and
 * at a laptop's), and it leaves the list with the traveller told the date by e-mail.
 */
test("an administrator places a booking taken on request on a departure", async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  const title = `Nyungwe canopy walk ${Date.now()}`;
  const created = await request.post("/api/tours/create", {
    headers: { token },
    data: {
      title,
      toursBody: "<p>A morning above the forest.</p>",
      image: "/site/page-about.jpg",
      location: "Nyungwe",
      price1: 120,
      price2: 220,
      price3: 300,
      price4: 380,
      price5: 450,
      departureTime: "07:00",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug, id } = (await created.json()).data as { slug: string; id: string };
  expect((await request.put(`/api/tours/publish/${slug}`, { headers: { token }, data: { isPublished: "true" } })).status()).toBe(200);
  const small = await request.post(`/api/tours/${slug}/departures`, { headers: { token }, data: { startsAt: `${day(30)}T07:00`, seats: 2 } });
  expect(small.status(), await small.text()).toBe(201);

  // The old client books three people from day 25: no departure has room for them.
  const email = `on-request-${Date.now()}@example.com`;
  const booked = await request.post("/api/order", {
    data: {
      names: "Patrick Nshimiyimana",
      email,
      phoneNumber: "+250 788 555 111",
      address: "KN 3 Rd",
      location: "Kigali",
      needDate: day(25),
      deadline: `${day(25)} 07:00:00`,
      itemType: "tour",
      itemsArray: [{ id, itemNumber: 3 }],
      amount: 300,
    },
    headers: { "x-forwarded-for": "10.88.0.1" },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const big = await request.post(`/api/tours/${slug}/departures`, { headers: { token }, data: { startsAt: `${day(45)}T07:00`, seats: 8 } });
  expect(big.status(), await big.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, ADMIN, `/account/tours/view/${slug}#on-request`);
  const section = page.getByRole("region", { name: "Bookings on request" });
  await expect(section.getByRole("link", { name: "Patrick Nshimiyimana" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  const place = section.getByRole("button", { name: "Place the booking of Patrick Nshimiyimana" });
  await place.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Place the booking of Patrick Nshimiyimana" });
  await expect(dialog).toBeVisible();
  const select = dialog.getByLabel("Place on departure");
  // The departure without room for three is offered greyed out; the one with room is chosen.
  await expect(select.locator("option").filter({ hasText: "· 2 seats left" })).toBeDisabled();
  const label = (await select.locator("option").filter({ hasText: "· 8 seats left" }).textContent())!;
  await select.selectOption({ label });
  await dialog.getByRole("button", { name: "Place booking" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Bookings on request" })).toHaveCount(0);

  await page.goto("/account/mail");
  await expect(page.getByRole("main").getByRole("row").filter({ hasText: email }).filter({ hasText: "Your date is confirmed" })).toBeVisible();
});
