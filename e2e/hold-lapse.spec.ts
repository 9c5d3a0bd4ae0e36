import { expect, test } from "@playwright/test";
import { OwnServer, withDatabase } from "./helpers/own-server";

/**
 * An unpaid booking whose 30-minute seat hold lapsed, and whose seats someone else took since:
 * /myorder says the seats were released and the departure is full, offers another date instead of
 * "Pay now", and /pay says so in the page. The clock is moved by putting the hold in the past in the
 * server's own database while it is stopped.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 660;
const SLUG = "hold-lapse-crater-walk";
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

let server: OwnServer | undefined;
test.afterAll(async () => {
  await server?.dispose();
});

async function book(base: string, tourId: string, departureId: string, email: string, ip: string) {
  const res = await fetch(`${base}/api/order`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({
      names: "Claudine Mukamana",
      email,
      phoneNumber: "0788 123 456",
      address: "KG 7 Ave",
      location: "Kigali",
      itemType: "tour",
      itemsArray: [{ id: tourId, itemNumber: 2 }],
      partySize: 2,
      departureId,
    }),
  });
  const body = await res.text();
  expect(res.status, body).toBe(200);
  return (JSON.parse(body) as { order: { id: string } }).order.id;
}

test("a lapsed hold whose seats went: /myorder and /pay say so and offer another date", async ({ page }) => {
  test.setTimeout(240_000);
  server = await new OwnServer({ port: PORT, seed: false }).prepare();
  await server.start();
  await server.stop();
  let tourId = "";
  let departureId = "";
  await withDatabase(server, async (q) => {
    const [tour] = (await q(
      `insert into tours (slug, title, is_published, price1, price2, price3, price4, price5) values ($1, 'Crater Walk', true, 100, 180, 250, 320, 400) returning id`,
      [SLUG],
    )) as { id: string }[];
    tourId = tour.id;
    const [dep] = (await q(`insert into tour_departures (tour_id, starts_at, seats) values ($1, now() + interval '20 days', 3) returning id`, [tourId])) as {
      id: string;
    }[];
    departureId = dep.id;
  });
  await server.start();
  const first = await book(server.url, tourId, departureId, "slow.payer@example.rw", "10.66.0.1");

  await page.setViewportSize(PHONE);
  await page.goto(`${server.url}/myorder/${first}`);
  await expect(page.getByRole("heading", { name: "Booked — waiting for your payment" })).toBeVisible();
  await expect(page.getByText(/before \d{2}:\d{2} \(Kigali time\): we hold your seats until then/)).toBeVisible();

  // Half an hour passes unpaid, and another party takes two of the three seats.
  await server.stop();
  await withDatabase(server, (q) => q(`update orders set hold_until = now() - interval '1 minute' where id = $1`, [first]));
  await server.start();
  await book(server.url, tourId, departureId, "quick.payer@example.rw", "10.66.0.2");

  for (const size of [PHONE, DESK]) {
    await page.setViewportSize(size);
    await page.goto(`${server.url}/myorder/${first}`);
    await expect(page.getByRole("heading", { name: "Booked — your seats were released" })).toBeVisible();
    await expect(page.getByText("This departure is now full. Choose another date on the tour's page")).toBeVisible();
    await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Choose another date" })).toHaveAttribute("href", `/tour/${SLUG}#booking`);

    await page.goto(`${server.url}/pay/${first}`);
    const alert = page.getByRole("alert").filter({ hasText: "This departure is now full" });
    await expect(alert).toContainText("so this booking can no longer be paid");
    await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  }
});
