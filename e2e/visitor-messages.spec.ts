import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN, EDITOR, type Account } from "./helpers/accounts";
import { seriousViolations } from "./helpers/axe";
import { apiToken, loginAs } from "./helpers/session";

/**
 * A person takes longer than the public forms' minimum fill time (2 s, lib/platform/forms/public-form.ts)
 * to fill a form; Playwright types much faster, so each test pauses as a reader would.
 */
const takeYourTime = (page: Page) => page.waitForTimeout(2_100);
const toast = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

/** A signed-in staff member in a browser context of their own, beside the visitor's. */
async function staffPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, account, "/account");
  return page;
}

/** Opens the visitor's message in the inbox and checks it is listed under its kind. */
async function openInInbox(page: Page, kind: string, subject: string) {
  await page.goto("/account/inbox");
  await page.getByLabel("Kind").selectOption({ label: kind });
  await page.getByLabel("Status").selectOption({ label: "New" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=new/);
  await page.getByRole("main").getByRole("row").filter({ hasText: subject }).first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** The outbox lists the company's copy of the message. */
async function expectInOutbox(page: Page, subject: string) {
  await page.goto(`/account/mail?q=${encodeURIComponent(subject)}`);
  await expect(page.getByRole("main").getByRole("row").filter({ hasText: "info@ikaze.rw" }).filter({ hasText: subject }).first()).toBeVisible();
}

test.describe("visitor messages", () => {
  test("contact: a visitor sends the form; staff read it in the inbox, reply by e-mail and mark it handled; the e-mail is in the outbox", async ({
    page,
    browser,
  }) => {
    const subject = `Trek for four ${Date.now()}`;
    await page.goto("/contact?tour=gorilla-trekking");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByLabel("Subject")).toHaveValue("Tour: gorilla trekking");

    // The shared schema explains what is missing before anything is sent.
    await form.getByRole("button", { name: "Send message" }).click();
    for (const msg of ["Full name is required.", "Email is required.", "Message is required."]) await expect(form.getByText(msg)).toBeVisible();

    await form.getByLabel("Full name").fill("Aline Uwase");
    await form.getByLabel("Email").fill("aline.visitor@example.com");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Phone").fill("+250 788 123 456");
    await form.getByLabel("Message").fill("We are four and would like to trek in March.");
    await takeYourTime(page);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("status")).toHaveText(/Thank you\. Your message has been sent\./);
    // Spec §4: the form resets after 1.5 s.
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");

    const staff = await staffPage(browser, ADMIN);
    // The dashboard home's work queue counts the new message.
    await expect(staff.getByRole("link", { name: /^\d+ new visitor messages?$/ })).toBeVisible();
    await openInInbox(staff, "Contact message", subject);
    const main = staff.getByRole("main");
    await expect(main.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
    await expect(main.getByText("aline.visitor@example.com", { exact: true })).toBeVisible();
    await expect(main.getByText("We are four and would like to trek in March.")).toBeVisible();
    await expect(main.getByRole("link", { name: "Reply by email" })).toHaveAttribute("href", new RegExp(`^mailto:aline\\.visitor@example\\.com\\?subject=Re`));
    expect(await seriousViolations(staff)).toEqual([]);
    await main.getByRole("button", { name: "Mark as handled" }).click();
    await expect(toast(staff, "Message marked as handled.")).toBeVisible();
    await expect(main.getByText("Handled", { exact: true }).first()).toBeVisible();
    await expect(main.getByRole("button", { name: "Mark as new" })).toBeVisible();

    await expectInOutbox(staff, `Contact: ${subject}`);
    await staff.context().close();
  });

  test("air ticket: 'Fill the form' opens the modal; Escape closes it; the inquiry is sent, stored and mailed", async ({ page, browser }) => {
    const traveller = `Jean Mugisha ${Date.now()}`;
    await page.goto("/airticket");
    await page.getByRole("button", { name: "Fill the form" }).click();
    const dialog = page.getByRole("dialog", { name: "Inquire about air ticket" });
    await expect(dialog).toBeVisible();
    // The modal holds the focus.
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Fill the form" }).click();
    await expect(dialog.getByLabel("Number of passengers")).toHaveValue("1");
    await expect(dialog.getByLabel("Cabin class")).toHaveValue("economy");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel("Full name").fill(traveller);
    await dialog.getByLabel("E-mail").fill("jean.traveller@example.com");
    await dialog.getByLabel("Phone number").fill("0788123456");
    await dialog.getByLabel("Departure city").fill("Kigali");
    await dialog.getByLabel("Destination city").fill("Nairobi");
    await dialog.getByLabel("Departure date").fill("2027-03-10");
    await dialog.getByLabel("Return date").fill("2027-03-09");
    await dialog.getByLabel("Number of passengers").fill("2");
    await dialog.getByLabel("Cabin class").selectOption({ label: "Business" });
    await dialog.getByLabel("Special requests").fill("Window seats, please.");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("The return date cannot be before the departure date.")).toBeVisible();
    await dialog.getByLabel("Return date").fill("2027-03-17");
    await takeYourTime(page);
    // No network, then a refusal: the dialog stays open with everything typed and says why inside it.
    await page.route("**/api/airticket", (route) => route.abort("internetdisconnected"));
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Air Ticket failed, try again later!");
    await expect(dialog.getByRole("alert")).toContainText("check your connection");
    await expect(dialog.getByRole("alert")).toBeFocused();
    await page.unroute("**/api/airticket");
    await page.route("**/api/airticket", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: "Departure city is required." }) }),
    );
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Departure city is required.");
    await page.unroute("**/api/airticket");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toHaveValue(traveller);
    await expect(dialog.getByLabel("Return date")).toHaveValue("2027-03-17");
    await expect(dialog.getByLabel("Special requests")).toHaveValue("Window seats, please.");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Air Ticket sent successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();
    // The form starts empty again, on a return trip.
    await page.getByRole("button", { name: "Fill the form" }).click();
    await expect(dialog.getByLabel("Full name")).toHaveValue("");
    await expect(dialog.getByRole("radio", { name: "Return" })).toBeChecked();

    // One-way: no return date asked. Sent at autofill speed (no pause): a fast form is not refused.
    const oneWay = `Aline Uwera ${Date.now()}`;
    await dialog.getByRole("radio", { name: "One-way" }).check();
    await expect(dialog.getByLabel("Return date")).toHaveCount(0);
    await dialog.getByLabel("Full name").fill(oneWay);
    await dialog.getByLabel("E-mail").fill("aline.traveller@example.com");
    await dialog.getByLabel("Phone number").fill("0788654321");
    await dialog.getByLabel("Departure city").fill("Kigali");
    await dialog.getByLabel("Destination city").fill("Lagos");
    await dialog.getByLabel("Departure date").fill("2027-04-02");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Air Ticket sent successfully!").last()).toBeVisible();
    await expect(dialog).toBeHidden();

    const staff = await staffPage(browser, EDITOR);
    await openInInbox(staff, "Air-ticket inquiry", traveller);
    const main = staff.getByRole("main");
    for (const value of ["Kigali", "Nairobi", "Wed 10 Mar 2027", "Wed 17 Mar 2027", "Business", "Window seats, please."]) {
      await expect(main.getByText(value, { exact: true })).toBeVisible();
    }
    await openInInbox(staff, "Air-ticket inquiry", oneWay);
    await expect(main.getByText("One-way", { exact: true })).toBeVisible();
    await expect(main.getByText("Lagos", { exact: true })).toBeVisible();
    await expect(main.getByText("Return date")).toHaveCount(0);
    await staff.context().close();
    const admin = await staffPage(browser, ADMIN);
    await expectInOutbox(admin, "Air Ticket Inquiry");
    await admin.context().close();
  });

  test("/ticket and /eventform: each form is sent and lands in the inbox", async ({ page, browser }) => {
    const stamp = Date.now();
    await page.goto("/ticket");
    expect(await seriousViolations(page)).toEqual([]);
    const ticket = page.getByRole("form", { name: "Your journey" });
    await ticket.getByLabel("Full name").fill(`Eric Nkusi ${stamp}`);
    await ticket.getByLabel("Email").fill("eric.ticket@example.com");
    await ticket.getByLabel("Departure city").fill("Kigali");
    await ticket.getByLabel("Destination city").fill("Dubai");
    await ticket.getByLabel("Departure date").fill("2027-05-01");
    await ticket.getByLabel("Return date").fill("2027-05-09");
    await takeYourTime(page);
    await ticket.getByRole("button", { name: "Book my ticket" }).click();
    await expect(ticket.getByRole("status")).toHaveText("Air Ticket sent successfully!");

    await page.goto("/eventform");
    expect(await seriousViolations(page)).toEqual([]);
    const event = page.getByRole("form", { name: "Request support for your event" });
    await event.getByLabel("Organization").fill(`Rwanda Green Network ${stamp}`);
    await event.getByLabel("Contact name").fill("Claire Ingabire");
    await event.getByLabel("Email").fill("claire.events@example.org");
    await event.getByLabel("Phone").fill("+250788000222");
    await event.getByLabel("Type of event").fill("Climate conference");
    await event.getByLabel("Expected attendees").fill("250");
    await event.getByLabel("Start date").fill("2027-06-10");
    await event.getByLabel("End date").fill("2027-06-12");
    await event.getByLabel("Services needed").fill("Venue and interpretation");
    await event.getByLabel("Message").fill("A regional climate conference for 250 people.");
    await takeYourTime(page);
    await event.getByRole("button", { name: "Send request" }).click();
    await expect(event.getByRole("status")).toHaveText(/Our events team will contact you/);

    const staff = await staffPage(browser, ADMIN);
    await openInInbox(staff, "Air-ticket inquiry", `Eric Nkusi ${stamp}`);
    await expect(staff.getByRole("main").getByText("Dubai", { exact: true })).toBeVisible();
    await openInInbox(staff, "Event support", "Climate conference");
    await expect(staff.getByRole("main").getByText(`Rwanda Green Network ${stamp}`, { exact: true })).toBeVisible();
    await expectInOutbox(staff, "Event support request: Climate conference");
    await staff.context().close();
  });
});

test.describe("mailing list", () => {
  test("subscribe in the footer → confirm from the e-mail → listed → unsubscribe with one click (opening the page changes nothing)", async ({
    page,
    browser,
    request,
  }) => {
    const email = `reader-${Date.now()}@example.com`;
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Email is required.")).toBeVisible();
    await footer.getByLabel("Your email").fill(email);
    await takeYourTime(page);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("status")).toHaveText(/check your inbox and confirm/);

    const admin = await staffPage(browser, ADMIN);
    const link = async (subject: string, path: RegExp) => {
      await admin.goto(`/account/mail?q=${encodeURIComponent(email)}`);
      await admin.getByRole("main").getByRole("link", { name: subject }).click();
      const href = await admin.getByRole("main").getByRole("link", { name: path }).first().getAttribute("href");
      expect(href).toBeTruthy();
      return href!;
    };
    await page.goto(await link("Confirm your subscription to Ikaze", /\/maillist\/confirm\//));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("status")).toHaveText(/Your subscription is confirmed/);

    await admin.goto("/account/subscribers");
    await expect(admin.getByRole("navigation", { name: "Breadcrumb" })).toContainText(/Subscribers \(\d+\)/);
    await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("Subscribed");
    expect(await seriousViolations(admin)).toEqual([]);
    const download = admin.waitForEvent("download");
    await admin.getByRole("link", { name: "Export CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);

    const unsubscribe = await link("Welcome to the Ikaze mailing list", /\/maillist\/unsubcribe\//);
    await page.goto(unsubscribe);
    await page.reload();
    expect(await seriousViolations(page)).toEqual([]);
    // Opening (and reloading) the page, as a link scanner would, changed nothing.
    const token = await apiToken(request, ADMIN);
    const listed = async () => {
      const { subscribers } = await (await request.get("/api/maillist/subcribers", { headers: { token } })).json();
      return subscribers.find((s: { email: string }) => s.email === email).status;
    };
    expect(await listed()).toBe("subscribed");
    await page.getByRole("button", { name: "Unsubscribe me" }).click();
    await expect(page.getByRole("status")).toHaveText(/You have been unsubscribed/);
    expect(await listed()).toBe("unsubscribed");
    await page.reload();
    await expect(page.getByText("This address is already unsubscribed")).toBeVisible();
    await admin.context().close();
  });

  test("an unknown unsubscribe link says so", async ({ page }) => {
    await page.goto("/maillist/unsubcribe/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("main").getByRole("alert")).toContainText("We could not find this subscription");
    await expect(page.getByRole("button", { name: "Unsubscribe me" })).toHaveCount(0);
  });
});

test.describe("access to the inbox and the subscribers", () => {
  test("anonymous visitors are sent to the login page; staff read both; the APIs refuse anonymous callers", async ({ page, request }) => {
    for (const path of ["/account/inbox", "/account/subscribers"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login\?next=/);
    }
    expect((await request.get("/api/maillist/subcribers")).status()).toBe(401);
    expect((await request.get("/api/maillist/subcribers/export")).status()).toBe(401);
    expect((await request.put("/api/inbox/00000000-0000-4000-8000-000000000000", { data: { handled: true } })).status()).toBe(401);

    await loginAs(page, EDITOR, "/account/inbox");
    await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("navigation").getByRole("link", { name: "Subscribers" }).first().click();
    await expect(page.getByRole("heading", { name: "Subscribers", level: 1 })).toBeVisible();
  });
});
