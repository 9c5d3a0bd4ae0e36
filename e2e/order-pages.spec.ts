import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { bookThroughTheBox, tourPrices, usd } from "./helpers/booking";
import { apiToken, loginAs } from "./helpers/session";
import { STATUS_CODES, visibleText } from "./helpers/visible-text";
import { payLinkOrder } from "./helpers/mailbox";

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };
/** "Wed 10 Mar 2027": the one format of a day people plan by. */
const DAY = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}$/;
const fact = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

async function expectNoStatusCode(page: Page) {
  expect(await visibleText(page)).not.toMatch(STATUS_CODES);
}

/** The text part of the newest outbox mail to `email` whose subject matches, as an administrator reads it. */
async function mailText(page: Page, email: string, subject: RegExp): Promise<string> {
  await page.goto(`/account/mail?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: subject }).first().click();
  const part = page.getByRole("region", { name: "Text part" });
  await expect(part).toBeVisible();
  return (await part.innerText()).replace(/\s+/g, " ");
}

test("a tour booking reads in words and in one format on /pay, /myorder and in its mails, at 390 and 1280 px; a pending bank transfer hides Pay now until the traveller switches to a card", async ({
  page,
  request,
}) => {
  const total = usd((await tourPrices(request)).price3);
  const email = `words-${Date.now()}@example.rw`;
  await page.setViewportSize(PHONE);
  const id = await bookThroughTheBox(page, email, 3);

  // /pay: the spec's label with the one money format; the facts in the day format; working methods only.
  await expect(page.getByText(`Total Amount to pay: ${total}`, { exact: true })).toBeVisible();
  await expect(fact(page, "Need date from")).toHaveText(DAY);
  await expect(fact(page, "Pick up date")).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, 07:30$/);
  // In test mode mobile money is offered through the built-in stand-ins of MTN and Airtel.
  await expect(page.getByLabel("Select payment option").getByRole("option")).toHaveText([
    "Select payment option",
    "Visa card",
    "Mastercard",
    "MTN MoMo",
    "Airtel Money",
    "Bank transfer",
  ]);
  // Pay now looks unavailable, says why, and leads to the choice when pressed.
  const pay = page.getByRole("button", { name: "Pay now" });
  await expect(pay).toHaveAttribute("aria-disabled", "true");
  await expect(pay).toHaveAccessibleDescription("Choose a payment option first.");
  await expect(page.getByText("Choose a payment option first.")).toBeVisible();
  // A keyboard user reaches it and presses it: the focus goes to the choice it waits for.
  await pay.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Select payment option")).toBeFocused();
  await expectNoStatusCode(page);

  await page.getByLabel("Select payment option").selectOption({ label: "Bank transfer" });
  await expect(pay).not.toHaveAttribute("aria-disabled", "true");
  await pay.click();
  await expect(page.getByText("We are waiting for your bank transfer.")).toBeVisible();
  const bank = page.getByRole("region", { name: "Bank transfer details" });
  await expect(bank.locator('dt:text-is("Amount") + dd')).toHaveText(total);
  await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);

  // /myorder at both widths: the state in words first, numbered next steps, then the facts.
  for (const size of [PHONE, DESK]) {
    await page.setViewportSize(size);
    await page.goto(`/myorder/${id}`);
    await expect(page).toHaveTitle("View order | Ikaze");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("Booked — waiting for your bank transfer");
    await expect(main.getByRole("list").first().getByRole("listitem")).toHaveCount(3);
    await expect(main.getByRole("list").first().getByRole("listitem").first()).toContainText(`Transfer ${total} to the account below`);
    await expect(page.getByText(`Total: ${total}`, { exact: true })).toBeVisible();
    await expect(fact(page, "Need date from")).toHaveText(DAY);
    await expect(fact(page, "Status")).toHaveText("Awaiting bank transfer");
    await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);
    await expect(main).not.toContainText(/\b(AM|PM)\b|\$[\d,.]+ \(USD\)/);
    expect((await visibleText(page)).match(/Kigali time/g)).toHaveLength(1);
    await expectNoStatusCode(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  }

  // Switching to a card: only the card methods, then the test gateway; back on /myorder the heading has the focus.
  await page.getByRole("link", { name: "Pay by card instead" }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${id}\\?switch=card$`));
  await expect(page.getByLabel("Select payment option").getByRole("option")).toHaveText(["Select payment option", "Visa card", "Mastercard"]);
  await page.getByLabel("Select payment option").selectOption({ label: "Visa card" });
  await page.getByRole("button", { name: "Pay now" }).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/myorder/${id}\\?payment=paid$`));
  await expect(page).toHaveTitle("Payment received | Ikaze");
  const heading = page.getByRole("heading", { name: /^Payment received — see you on / });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveText(/^Payment received — see you on (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(fact(page, "Status")).toHaveText("PaidTEST"); // paid through the test gateway, and marked so
  await expectNoStatusCode(page);

  // The mails: the same money and day formats, no invented midnight, no "(USD)".
  await loginAs(page, ADMIN, "/account");
  // The company inbox heard of the booking, the transfer choice and the payment.
  const reference = `IKZ-${id.slice(0, 8).toUpperCase()}`;
  await page.goto(`/account/mail?q=${encodeURIComponent(reference)}`);
  for (const subject of [`New booking ${reference}`, `Bank transfer chosen: booking ${reference}, ${total}`, `[TEST] Paid: booking ${reference}, ${total}`]) {
    await expect(page.getByRole("row").filter({ hasText: subject }).filter({ hasText: "info@ikaze.rw" })).toHaveCount(1);
  }
  for (const subject of [/^Your Ikaze booking IKZ-/, /^Bank transfer details for booking/, /Payment received for booking/]) {
    const text = await mailText(page, email, subject);
    expect(text).toContain(total);
    expect(text).toMatch(/for 3 people on (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}:/);
    expect(text).not.toMatch(/\$[\d,.]+ \(USD\)|\b(AM|PM)\b/);
  }
});

async function paidEvent(request: APIRequestContext) {
  const token = await apiToken(request, ADMIN);
  const title = `Registration words forum ${Date.now()}`;
  const fees = { rwandan: { earlyBird: 120, normal: 150 }, african: { earlyBird: 1180, normal: 1220 }, international: { earlyBird: 1260, normal: 1320 } };
  const res = await request.post("/api/events/create", {
    headers: { token },
    data: {
      title,
      startDate: "2027-05-18T09:00",
      endDate: "2027-05-20T17:00",
      place: "Kigali Convention Centre",
      price: 0,
      description: "<p>Three days.</p>",
      image: "/site/page-about.jpg",
      fees,
      earlyBirdDeadline: "2027-04-30T23:59",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { slug } = (await res.json()).data as { slug: string };
  expect((await request.put(`/api/events/approve/${slug}`, { headers: { token }, data: { isApproved: "true" } })).status()).toBe(200);
  return { slug, title };
}

test("an event registration reads as a registration on /pay and /myorder: the whole span, the venue, the participant, the category and the fee row", async ({
  page,
  request,
}) => {
  const event = await paidEvent(request);
  const email = `reg-words-${Date.now()}@example.ke`;
  const reg = await request.post("/api/participant/create", {
    data: {
      eventName: event.slug,
      title: "Dr.",
      familyName: "Mukamana",
      firstName: "Claudine",
      position: "Lecturer",
      department: "Biology",
      organization: "UoN",
      address: "Kenyatta Ave",
      country: "Kenya",
      town: "Nairobi",
      phone: "+254 712 345678",
      email,
      dataProtection: true,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const orderId = await payLinkOrder(email);

  for (const size of [PHONE, DESK]) {
    await page.setViewportSize(size);
    await page.goto(`/pay/${orderId}`);
    await expect(page).toHaveTitle("Pay for your registration | Ikaze");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay for your registration");
    await expect(page.getByText("Total Amount to pay: $1,180", { exact: true })).toBeVisible();
    await expect(fact(page, "Registration")).toHaveText(event.title);
    await expect(fact(page, "Dates")).toHaveText("Tue 18 – Thu 20 May 2027, 09:00 – 17:00");
    await expect(fact(page, "Venue")).toHaveText("Kigali Convention Centre");
    await expect(fact(page, "Participant")).toHaveText("Dr Claudine Mukamana");
    await expect(fact(page, "Fee")).toHaveText("Africans, Early Birds: $1,180");
    await expect(page.getByRole("main")).not.toContainText(/Pick up date|Booking/);
    await expectNoStatusCode(page);

    await page.goto(`/myorder/${orderId}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("Registered — waiting for your payment");
    await expect(main.getByRole("list").first().getByRole("listitem").last()).toHaveText(
      "Come to Kigali Convention Centre on Tue 18 – Thu 20 May 2027; your name is on the list.",
    );
    await expect(fact(page, "Category")).toHaveText("Africans");
    await expect(fact(page, "Fee")).toHaveText("Africans, Early Birds: $1,180");
    await expect(fact(page, "Status")).toHaveText("Awaiting payment");
    await expect(page.getByText("Total: $1,180", { exact: true })).toBeVisible();
    await expect(main).not.toContainText("Pick up date");
    await expect(page.getByRole("link", { name: "Pay now" })).toBeVisible();
    await expectNoStatusCode(page);
  }
});

test("an unknown order is a page not found, titled so", async ({ page }) => {
  for (const path of ["/myorder/00000000-0000-4000-8000-000000000000", "/pay/00000000-0000-4000-8000-000000000000"]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page not found/);
  }
});
