import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { ADMIN } from "./helpers/accounts";
import { chooseAndPay } from "./helpers/booking";
import { seriousViolations } from "./helpers/axe";
import { toast } from "./helpers/content";
import { mailbox, payLinkOrder } from "./helpers/mailbox";
import { DAY, iso, makeEvent } from "./helpers/events";
import { apiToken, loginAs } from "./helpers/session";

/** The form refuses a submission sooner than 2 s after it appeared (spam trap); a person is slower than Playwright. */
const likeAPerson = (page: import("@playwright/test").Page) => page.waitForTimeout(2_100);
const fees = {
  rwandan: { earlyBird: 120, normal: 150 },
  african: { earlyBird: 180, normal: 220 },
  international: { earlyBird: 260, normal: 320 },
};

test("a visitor registers for a free event and the confirmation with a valid .ics is in the outbox", async ({ page, request }) => {
  const event = await makeEvent(request, `Open science morning ${Date.now()}`);
  const email = `free-${Date.now()}@example.rw`;

  await page.goto(`/event/${event.slug}`);
  const box = page.getByRole("region", { name: "Join this event" });
  await expect(box.getByText("Free entry")).toBeVisible();
  await box.getByRole("link", { name: "Register for this event" }).click();
  await expect(page).toHaveURL(new RegExp(`/participant\\?event=${event.slug}$`));
  await expect(page.getByRole("heading", { name: "Cancellation policy" })).toBeVisible();
  // A free event has nothing to refund, so no refund steps; spec §9's free replacement still stands.
  await expect(page.getByText("Registration is free: cancel whenever you like, there is nothing to refund.")).toBeVisible();
  await expect(page.getByText("Cancelled 30 days or more before the start: full refund.")).toHaveCount(0);
  await expect(page.getByText("A colleague may replace you free of charge.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await expect(page.getByRole("combobox", { name: "Event", exact: true })).toHaveValue(event.slug);
  // Nothing the person must choose is chosen for them: no title is preselected.
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(page.getByRole("main").getByLabel("Country")).toHaveValue("Rwanda");
  await expect(page.getByText("Free entry: no payment needed.")).toBeVisible();

  // Spec §5: the required fields and the consent, before anything is sent.
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("Family name is required.")).toBeVisible();
  await expect(page.getByText("Please accept the data protection statement to register.")).toBeVisible();

  await page.getByRole("radio", { name: "Dr", exact: true }).check();
  await page.getByRole("main").getByLabel("Family name").fill("Mukamana");
  await page.getByRole("main").getByLabel("First name").fill("Claudine");
  await page.getByRole("main").getByLabel("Position").fill("Lecturer");
  await page.getByRole("main").getByLabel("Department").fill("Biology");
  await page.getByRole("main").getByLabel("Organization").fill("University of Rwanda");
  await page.getByRole("main").getByLabel("Address").fill("KN 3 Rd");
  await page.getByRole("main").getByLabel("Town").fill("Huye");
  await page.getByRole("main").getByLabel("Telephone").fill("0788 555 111");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Diet requirements").fill("Vegetarian");
  await page.getByRole("checkbox", { name: /data protection/ }).check();
  await likeAPerson(page);
  await page.getByRole("button", { name: "Register", exact: true }).click();
  const message = `Thank you, Claudine. Please confirm your registration for ${event.title} with the link we sent to ${email}: we hold your seat for 24 hours.`;
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeVisible();

  // The seat is kept once the participant follows the e-mailed link (read here in the outbox) and clicks.
  await loginAs(page, ADMIN, "/account/mail");
  await page
    .getByRole("main")
    .getByRole("row")
    .filter({ hasText: email })
    .first()
    .getByRole("link", { name: `Please confirm your registration: ${event.title}` })
    .click();
  const href = await page
    .getByRole("main")
    .getByRole("link", { name: /\/participant\/confirm\/[A-Za-z0-9_-]{43}$/ })
    .getAttribute("href");
  await page.goto(href!);
  await page.getByRole("button", { name: "Confirm my registration" }).click();
  await expect(
    page.getByText(`Thank you, Claudine. Your registration for ${event.title} is confirmed; the details are on their way to ${email}.`),
  ).toBeVisible();
  // The link opened again says it has done its work, without offering the button a second time.
  await page.goto(href!);
  await expect(page.getByRole("heading", { level: 1, name: "Your registration is confirmed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm my registration" })).toHaveCount(0);

  await page.goto("/account/mail");
  await page.getByRole("link", { name: `Registration confirmed: ${event.title}` }).click();
  const attachment = page.getByRole("figure", { name: `${event.slug}.ics` });
  await expect(attachment).toBeVisible();
  const text = (await attachment.textContent())!;
  const calendar = text.slice(text.indexOf("BEGIN:VCALENDAR"));
  const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(calendar)).getFirstSubcomponent("vevent")!);
  expect(vevent.summary).toBe(event.title);
  expect(vevent.location).toBe("Kigali Convention Centre");
  expect(vevent.startDate.toJSDate().getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
});

test("an International registers for a paid event at the early-bird fee, pays through the test gateway, appears as paid in the participants list; a second registration with the same e-mail is answered as any, the facts mailed to the address", async ({
  page,
  request,
}) => {
  const event = await makeEvent(request, `Climate finance summit ${Date.now()}`, { fees, earlyBirdDeadline: iso(10 * DAY), capacity: 100 });
  const email = `intl-${Date.now()}@example.org`;

  await page.goto(`/event/${event.slug}`);
  await expect(page.getByRole("region", { name: "Join this event" }).getByText("from $120")).toBeVisible();

  await page.goto(`/participant?event=${event.slug}`);
  const table = page.getByRole("table", { name: /Registration fees/ });
  await expect(table.getByRole("columnheader", { name: /Early Birds\s*applies today/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Internationals/ })).toContainText("$260");
  await page.getByRole("radio", { name: "Prof", exact: true }).check();
  await page.getByRole("main").getByLabel("Family name").fill("Smith");
  await page.getByRole("main").getByLabel("First name").fill("Jordan");
  await page.getByRole("main").getByLabel("Position").fill("Director");
  await page.getByRole("main").getByLabel("Department").fill("Finance");
  await page.getByRole("main").getByLabel("Organization").fill("Green Fund");
  await page.getByRole("main").getByLabel("Address").fill("10 Downing Way");
  await page.getByRole("main").getByLabel("Country").selectOption({ label: "Canada" });
  await expect(page.getByRole("main").getByLabel("Participant category")).toHaveText("Internationals");
  await page.getByRole("main").getByLabel("Town").fill("Toronto");
  await page.getByRole("main").getByLabel("Telephone").fill("+1 416 555 0199");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await expect(page.getByText("Your fee: $260")).toBeVisible();
  await page.getByRole("checkbox", { name: /data protection/ }).check();
  await likeAPerson(page);
  await page.getByRole("button", { name: "Register and pay" }).click();
  const said = `Thank you, Jordan. We have sent the link to pay $260 for your seat at ${event.title} to ${email}: we hold your seat for 30 minutes.`;
  await expect(toast(page, said)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeVisible();
  // The payment link goes to the address only (the answer would tell a stranger who is registered).
  const orderId = await payLinkOrder(email);
  await page.goto(`/pay/${orderId}`);
  // The same /pay as tour bookings, through the built-in test gateway.
  await expect(page.getByText("Total Amount to pay: $260")).toBeVisible();
  await chooseAndPay(page, "Visa card");
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/myorder/${orderId}\\?payment=paid$`));
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();

  await page.goto(`/participant?event=${event.slug}`);
  for (const [label, value] of [
    ["Family name", "Smith"],
    ["First name", "Jordan"],
    ["Position", "Director"],
    ["Department", "Finance"],
    ["Organization", "Green Fund"],
    ["Address", "10 Downing Way"],
    ["Town", "Toronto"],
    ["Telephone", "+1 416 555 0199"],
    ["Email", email],
  ]) {
    await page.getByRole("main").getByLabel(label).fill(value);
  }
  await page.getByRole("main").getByLabel("Country").selectOption({ label: "Canada" });
  await page.getByRole("radio", { name: "Prof", exact: true }).check();
  await page.getByRole("checkbox", { name: /data protection/ }).check();
  await likeAPerson(page);
  await page.getByRole("button", { name: "Register and pay" }).click();
  // Registered already: the same answer as anyone's; the facts go to the address.
  await expect(toast(page, said)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeVisible();
  await expect
    .poll(() =>
      mailbox()
        .filter((m) => m.to.includes(email))
        .map((m) => m.subject),
    )
    .toContain(`You are already registered: ${event.title}`);

  await loginAs(page, ADMIN, "/account/events/participant");
  await page.getByRole("combobox", { name: "Event", exact: true }).selectOption({ label: event.title });
  await page.getByRole("button", { name: "Filter" }).click();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Prof Jordan Smith");
  await expect(row).toContainText("Internationals");
  await expect(row).toContainText("$260");
  await expect(row).toContainText("Paid");
  expect(await seriousViolations(page)).toEqual([]);

  const staff = await apiToken(request, ADMIN);
  const all = (await (await request.get("/api/participant/all", { headers: { token: staff } })).json()) as {
    email: string;
    orderId: string;
    amount: number;
    paymentStatus: string;
  }[];
  expect(all.find((p) => p.email === email)).toMatchObject({ orderId, amount: 260, paymentStatus: "PAID" });
});

test("a paid event's 0 fee is not allowed; a full event and a started event refuse registration", async ({ page, request }) => {
  const partlyFree = await makeEvent(request, `Members workshop ${Date.now()}`, { fees: { ...fees, rwandan: { earlyBird: 0, normal: 0 } } });
  await page.goto(`/participant?event=${partlyFree.slug}`);
  for (const [label, value] of [
    ["Family name", "Niyonzima"],
    ["First name", "Eric"],
    ["Position", "Analyst"],
    ["Department", "Policy"],
    ["Organization", "RDB"],
    ["Address", "KG 9 Ave"],
    ["Town", "Kigali"],
    ["Telephone", "0788 222 333"],
    ["Email", `zero-${Date.now()}@example.rw`],
  ]) {
    await page.getByRole("main").getByLabel(label).fill(value);
  }
  await page.getByRole("checkbox", { name: /data protection/ }).check();
  await likeAPerson(page);
  await page.getByRole("button", { name: "Register and pay" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please choose a title" })).toBeVisible();
  await page.getByRole("radio", { name: "Mr", exact: true }).check();
  await page.getByRole("button", { name: "Register and pay" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Selected price : 0 is not allowed" })).toBeVisible();
  await expect(page).toHaveURL(/\/participant\?event=/);

  const full = await makeEvent(request, `Small roundtable ${Date.now()}`, { capacity: 1 });
  const first = await request.post("/api/participant/create", {
    data: {
      eventName: full.slug,
      familyName: "Ishimwe",
      firstName: "Alice",
      position: "Chair",
      department: "Board",
      organization: "NGO",
      address: "KG 1",
      town: "Kigali",
      phone: "0788 000 111",
      email: `seat-${Date.now()}@example.rw`,
      dataProtection: true,
    },
  });
  expect(first.status(), await first.text()).toBe(201);
  await page.goto(`/participant?event=${full.slug}`);
  await expect(page.getByRole("alert").filter({ hasText: `Registration for ${full.title} is closed: the event is full.` })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Event", exact: true }).getByRole("option", { name: full.title })).toHaveCount(0);

  const started = await makeEvent(request, `Opening ceremony ${Date.now()}`, { startDate: iso(-DAY), endDate: iso(DAY) });
  await page.goto(`/event/${started.slug}`);
  await expect(page.getByRole("heading", { name: "Registration is closed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Register for this event" })).toHaveCount(0);
  await page.goto(`/participant?event=${started.slug}`);
  await expect(page.getByRole("alert").filter({ hasText: `Registration for ${started.title} is closed: the event has already started.` })).toBeVisible();
});
