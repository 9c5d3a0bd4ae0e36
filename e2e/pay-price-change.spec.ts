import { expect, test } from "@playwright/test";
import { chooseAndPay } from "./helpers/booking";
import { OwnServer, withDatabase } from "./helpers/own-server";

/**
 * A registration made at the early-bird fee whose seat hold has lapsed after the early-bird
 * deadline is paid at the fee of now, and /pay says so before anything is paid: the amount, a
 * notice that it changed, and the same amount on the payment page. The server is one of its own
 * so the test can move the deadline and the hold into the past in its database while it is stopped.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 650;
const SLUG = "price-change-summit";
const fees = { rwandan: { earlyBird: 100, normal: 400 }, african: { earlyBird: 150, normal: 450 }, international: { earlyBird: 200, normal: 500 } };

let server: OwnServer | undefined;
test.afterAll(async () => {
  await server?.dispose();
});

test("/pay shows the new price, and that it changed, once an early-bird registration's hold has lapsed", async ({ page }) => {
  test.setTimeout(240_000);
  server = await new OwnServer({ port: PORT, seed: false }).prepare();
  // Started once to create and migrate its database, then the event is put in while it is stopped.
  await server.start();
  await server.stop();
  await withDatabase(server, (q) =>
    q(
      `insert into events (slug, title, start_date, end_date, place, is_approved, price, price1, fees, early_bird_deadline, capacity)
       values ($1, 'Price Change Summit', now() + interval '60 days', now() + interval '61 days', 'Kigali', true, 100, 100, $2::jsonb, now() + interval '1 day', 50)`,
      [SLUG, JSON.stringify(fees)],
    ),
  );
  await server.start();

  const registered = await fetch(`${server.url}/api/participant/create`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.65.0.1" },
    body: JSON.stringify({
      eventName: SLUG,
      title: "Dr.",
      familyName: "Uwase",
      firstName: "Aline",
      position: "Researcher",
      department: "Climate",
      organization: "University of Rwanda",
      address: "KG 7 Ave",
      country: "Rwanda",
      town: "Kigali",
      phone: "0788 123 456",
      email: "late.bird@example.rw",
      dataProtection: true,
    }),
  });
  const body = await registered.text();
  expect(registered.status, body).toBe(201);
  // The payment link goes to the address (the answer never carries it): read from the outbox.
  await server.stop();
  let orderId = "";
  await withDatabase(server, async (q) => {
    const [mail] = (await q(`select text from mail_outbox where "to" = $1 and subject like 'Complete your registration:%'`, ["late.bird@example.rw"])) as {
      text: string;
    }[];
    orderId = /\/pay\/([0-9a-f-]{36})/.exec(mail?.text ?? "")?.[1] ?? "";
  });
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  await server.start();

  await page.goto(`${server.url}/pay/${orderId}`);
  await expect(page.getByText("Total Amount to pay: $100")).toBeVisible();
  await expect(page.getByText("The price has changed")).toHaveCount(0);

  // The early-bird deadline passes and the 30-minute hold lapses.
  await server.stop();
  await withDatabase(server, async (q) => {
    await q(`update events set early_bird_deadline = now() - interval '1 hour' where slug = $1`, [SLUG]);
    await q(`update orders set hold_until = now() - interval '1 minute' where id = $1`, [orderId]);
  });
  await server.start();

  await page.goto(`${server.url}/pay/${orderId}`);
  await expect(page.getByText("Total Amount to pay: $400")).toBeVisible();
  const notice = page.getByRole("status").filter({ hasText: "The price has changed" });
  await expect(notice).toContainText("The time we could hold your seat at $100 has passed, so today's price applies: $400. Paying now charges $400.");

  await chooseAndPay(page, "Visa card");
  await expect(page.getByRole("heading", { name: /TEST MODE/ })).toBeVisible();
  await expect(page.getByText("Amount: $400")).toBeVisible();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/myorder/${orderId}\\?payment=paid$`));
});
