import { expect, test, type Locator, type Page } from "@playwright/test";
import { demoEvents } from "../lib/office/setup/demo/events";
import { demoNews } from "../lib/office/setup/demo/news";
import { day, TOUR, tourPrices, usd } from "./helpers/booking";
import { payLinkOrder } from "./helpers/mailbox";
import { demoTours } from "../lib/office/setup/demo/tours";

/*
 * The comment and contact forms load their code only when they come into view or get
 * the focus (components/forms/when-needed.tsx). Until then they are plain HTML forms that post to
 * their Route Handler, which answers with the /sent page. "Until then" is played here by a phone
 * whose script files never arrive: every /_next/static chunk is refused, so React never hydrates
 * (the page's inline scripts still run). A browser with script turned off entirely is the second
 * case below: nothing runs at all, so the forms must be in the HTML where they belong (not in a
 * block that an inline script reveals), labelled, and post.
 */
/** /contact's form, sent empty (back with the reason), then filled (received). */
async function contactFormPosts(page: Page, names: string, check?: (form: Locator) => Promise<void>) {
  await page.goto("/contact");
  const form = page.getByRole("main").getByRole("form", { name: "Send us a message" });
  await check?.(form);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your form was not sent" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(/required|e-mail|name/i);

  await page.goto("/contact");
  await form.getByLabel("Full name").fill(names);
  await form.getByLabel("Email").fill(`${names.toLowerCase().replaceAll(" ", ".")}@example.com`);
  await form.getByLabel("Message").fill(`A question from ${names}.`);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your message" })).toBeVisible();
}

test.describe("forms before their script", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
  });

  test("a comment posted before any script has loaded is received, and /sent links back to the post", async ({ page }) => {
    const post = demoNews[0];
    await page.goto(`/blog/${post.slug}`);
    const form = page.getByRole("form", { name: "Leave a comment" });
    await form.getByLabel("Names").fill("Plain Form Reader");
    await form.getByLabel("Email").fill("plain.reader@example.com");
    await form.getByLabel("Comment").fill("Sent before the page's script arrived.");
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(page).toHaveURL(/\/sent\?/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your comment" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the page" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  });

  test("the contact form posts before its script; an empty one is sent back with the reason", async ({ page }) => {
    await contactFormPosts(page, "Plain Form Visitor");
  });
});

test("with script, the comment form's code loads only when the form comes near the screen", async ({ page }) => {
  const post = demoNews[0];
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await page.goto(`/blog/${post.slug}`);
  await page.waitForLoadState("networkidle");
  const before = scripts.length;
  const form = page.getByRole("form", { name: "Leave a comment" });
  await form.scrollIntoViewIfNeeded();
  // The form's own chunk and react-hook-form arrive once it is near the screen…
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  // …and then it is the script-driven form: it checks fields in place instead of posting.
  await form.getByRole("button", { name: "Post comment" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(form.getByText(/required|names/i).first()).toBeVisible();
});

test("reached by a link (a client-side navigation), the comment form shows when scrolled near, and works", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("region", { name: "From the blog" }).getByRole("listitem").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/blog\//);
  // Rendered in the browser, the form comes with its code, once its place is near the screen.
  await page.getByRole("region", { name: /comment/i }).scrollIntoViewIfNeeded();
  const form = page.getByRole("form", { name: "Leave a comment" });
  await form.getByRole("button", { name: "Post comment" }).click();
  await expect(form.getByText(/required|names/i).first()).toBeVisible();
  // The page was rendered in the browser, not loaded anew.
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test.describe("with script turned off in the browser", () => {
  // Each run posts from an address of its own, so the per-address form limits of other specs' posts
  // (and of earlier runs) do not meet these.
  const address = `10.27.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": address } });

  /** The form is shown in the page's main content, above the footer (not moved to the end). */
  async function expectInPlace(page: Page, form: Locator) {
    await expect(form).toBeVisible();
    const formBox = await form.boundingBox();
    const footerBox = await page.getByRole("contentinfo").boundingBox();
    expect(formBox!.y + formBox!.height).toBeLessThanOrEqual(footerBox!.y);
  }

  test("the comment form under a post and under a tour is in place, labelled, and posts", async ({ page }) => {
    for (const path of [`/blog/${demoNews[0].slug}`, `/tour/${demoTours.find((t) => t.isPublished !== false)!.slug}`]) {
      await page.goto(path);
      const form = page.getByRole("main").getByRole("form", { name: "Leave a comment" });
      await expectInPlace(page, form);
      await form.getByLabel("Names").fill("Reader Without Script");
      await form.getByLabel("Email").fill("no.script@example.com");
      await form.getByLabel("Comment").fill(`Sent with script turned off, from ${path}.`);
      await form.getByRole("button", { name: "Post comment" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Thank you for your comment" })).toBeVisible();
      await page.getByRole("link", { name: "Back to the page" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test("the contact form is in place, labelled, and posts; an empty one is sent back with the reason", async ({ page }) => {
    await contactFormPosts(page, "Visitor Without Script", (form) => expectInPlace(page, form));
  });

  test("the booking box is in the page and in the tab order, and books: Pay later opens the booking, a party too large comes back with the reason", async ({
    page,
  }) => {
    await page.goto(`/tour/${TOUR.slug}`);
    const form = page.getByRole("main").getByRole("form", { name: `Book ${TOUR.title}` });
    await expectInPlace(page, form);
    // By keyboard from the breadcrumb, the box's first field comes before the share links.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Tours" }).focus();
    let reached = "";
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (el?.closest("form[aria-label^='Book ']")) return "form";
        return el?.getAttribute("href")?.includes("facebook.com/sharer") ? "share" : "";
      });
    }
    expect(reached).toBe("form");

    await form.getByLabel("Select Number of People").selectOption({ label: "2 travellers" });
    await form.getByLabel("Full name").fill("Esperance Ingabire");
    await form.getByLabel("Email").fill(`no.script.booking-${Date.now()}@example.com`);
    await form.getByLabel("Phone").fill("0788 123 456");
    await form.getByLabel("Address").fill("KG 11 Ave");
    await form.getByLabel("Location").fill("Kigali Marriott");
    await form.getByLabel("Tour date").fill(day(21));
    await form.getByLabel("Pick-up date and time").fill(`${day(21)}T07:30`);
    await form.getByRole("button", { name: "Pay later" }).click();
    await expect(page).toHaveURL(/\/myorder\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Booked — waiting for your payment" })).toBeVisible();
    await expect(page.getByText(`${usd((await tourPrices(page.request)).price2)}`).first()).toBeVisible();
  });

  test("the registration form is in place, labelled, and registers: the next step is in the mailbox; without consent it comes back with the reason", async ({
    page,
  }) => {
    const event = demoEvents.find((e) => e.isApproved && (e.price ?? 0) > 0 && e.startDate.getTime() > Date.now())!;
    const email = `no.script.registration-${Date.now()}@example.rw`;
    const fill = async (form: Locator) => {
      await form.getByRole("radio", { name: "Ms", exact: true }).check();
      for (const [label, value] of [
        ["Family name", "Ingabire"],
        ["First name", "Esperance"],
        ["Position", "Officer"],
        ["Department", "Policy"],
        ["Organization", "MINALOC"],
        ["Address", "KG 7 Ave"],
        ["Town", "Kigali"],
        ["Telephone", "0788 123 456"],
        ["Email", email],
      ])
        await form.getByRole("textbox", { name: label, exact: true }).fill(value);
    };
    await page.goto(`/participant?event=${event.slug}`);
    const form = page.getByRole("main").getByRole("form", { name: "Register for an event" });
    await expectInPlace(page, form);
    await fill(form);
    await form.getByRole("button", { name: "Register and pay" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your form was not sent" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Please accept the data protection statement to register.");

    await page.goto(`/participant?event=${event.slug}`);
    await fill(form);
    await form.getByRole("checkbox", { name: /data protection/ }).check();
    await form.getByRole("button", { name: "Register and pay" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    expect(await payLinkOrder(email)).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("the footer's newsletter form subscribes, and says why not when the address is missing", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your form was not sent" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Email is required.");

    await page.goto("/about");
    await footer.getByLabel("Your email").fill(`no.script.reader-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Please confirm your subscription" })).toBeVisible();
    await expect(page.getByText(/check your inbox and confirm/)).toBeVisible();
    await page.getByRole("link", { name: "Back to the page" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the home page's 'Write your message' leads to the contact form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Write your message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("main").getByRole("form", { name: "Send us a message" }).getByLabel("Full name")).toBeVisible();
  });
});

/**
 * Holds back the chunk that holds a form's own code (found by a text only that form has) until
 * `release` is called; `requested` resolves once the page has asked for it (the gate opened).
 */
async function holdFormCode(page: Page, marker: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    const response = await route.fetch().catch(() => null);
    // The page closed meanwhile (the test is over).
    if (!response) return;
    const body = await response.text();
    if (body.includes(marker)) {
      requested();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { requested: asked, release };
}

/** React has taken over the field (its handlers are attached): the form is script-driven. */
const isDriven = (field: Locator) => field.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps")));
const driven = (field: Locator) => expect.poll(() => isDriven(field)).toBe(true);

test.describe("typed before the form's code arrived", () => {
  const address = `10.28.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  test.use({ extraHTTPHeaders: { "x-forwarded-for": address } });

  test("what was typed into the contact form is kept once its code has loaded, and is what is sent", async ({ page }) => {
    const held = await holdFormCode(page, "Send message");
    await page.goto("/contact");
    const form = page.getByRole("main").getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Full name").focus();
    await held.requested;
    const typed = {
      names: "Early Typist",
      email: "early.typist@example.com",
      subject: "Typed early",
      phone: "+250788123456",
      message: "Typed while the form's code was on its way.",
    };
    await form.getByLabel("Full name").fill(typed.names);
    await form.getByLabel("Email").fill(typed.email);
    await form.getByLabel("Subject").fill(typed.subject);
    await form.getByLabel("Phone").fill(typed.phone);
    await form.getByLabel("Message").fill(typed.message);
    // All of it typed into the server's HTML, before the form's code was there.
    expect(await isDriven(form.getByLabel("Full name"))).toBe(false);

    held.release();
    await driven(form.getByLabel("Full name"));
    await expect(form.getByLabel("Full name")).toHaveValue(typed.names);
    await expect(form.getByLabel("Email")).toHaveValue(typed.email);
    await expect(form.getByLabel("Subject")).toHaveValue(typed.subject);
    await expect(form.getByLabel("Phone")).toHaveValue(typed.phone);
    await expect(form.getByLabel("Message")).toHaveValue(typed.message);

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST");
    await form.getByRole("button", { name: "Send message" }).click();
    const request = await sent;
    // Sent by the script (JSON), not posted as a plain form, with what was typed.
    expect(request.postDataJSON()).toMatchObject(typed);
    await expect(form.getByText("Your message has been sent")).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("choices made before the form's code arrived", () => {
  test("the booking box keeps the party size and name chosen before its code came, and prices that party", async ({ page, request }) => {
    const tour = await tourPrices(request);
    const held = await holdFormCode(page, "itemsArray.0.id");
    await page.goto(`/tour/${TOUR.slug}`);
    const form = page.getByRole("form", { name: `Book ${TOUR.title}` });
    await form.getByLabel("Select Number of People").selectOption({ label: "3 travellers" });
    await form.getByLabel("Full name").fill("Early Booker");
    await held.requested;
    expect(await isDriven(form.getByLabel("Full name"))).toBe(false);

    held.release();
    await driven(form.getByLabel("Full name"));
    await expect(form.getByLabel("Select Number of People")).toHaveValue("3");
    await expect(form.getByLabel("Full name")).toHaveValue("Early Booker");
    await expect(form.getByLabel("Amount to pay (USD)")).toHaveValue(usd(tour.price3));
  });

  test("the registration form keeps the event, title, country and consent chosen before its code came, and shows that event's fee", async ({ page }) => {
    const held = await holdFormCode(page, "Register and pay");
    await page.goto("/participant");
    const main = page.getByRole("main");
    const event = main.getByRole("combobox", { name: /^Event/ });
    const slug = await event.locator("option").nth(1).getAttribute("value");
    await event.selectOption(slug!);
    await main.getByRole("radio", { name: "Prof", exact: true }).check();
    await main.getByLabel("Family name").fill("Early");
    await main.getByLabel("Country").selectOption({ label: "Canada" });
    await main.getByRole("checkbox", { name: /data protection/ }).check();
    await held.requested;
    expect(await isDriven(main.getByLabel("Family name"))).toBe(false);

    held.release();
    await driven(main.getByLabel("Family name"));
    await expect(event).toHaveValue(slug!);
    await expect(main.getByRole("radio", { name: "Prof", exact: true })).toBeChecked();
    await expect(main.getByLabel("Family name")).toHaveValue("Early");
    await expect(main.getByLabel("Country")).toHaveValue("Canada");
    await expect(main.getByRole("checkbox", { name: /data protection/ })).toBeChecked();
    // What follows from the choices is worked out by the form's code: the category and the fee.
    await expect(main.getByLabel("Participant category")).toHaveText("Internationals");
    await expect(main.getByText(/^Your fee: /)).toBeVisible();
  });
});

/** The page's first scripts (asked for before its load event), and whether the form's code is among them. */
async function firstScripts(page: Page, path: string) {
  let loaded = false;
  const first: Promise<string>[] = [];
  page.on("load", () => (loaded = true));
  page.on("requestfinished", (r) => {
    if (!loaded && r.resourceType() === "script") first.push(r.response().then((res) => res?.text() ?? ""));
  });
  await page.goto(path);
  const bodies = await Promise.all(first);
  expect(bodies.length).toBeGreaterThan(0);
  return bodies;
}

// "validatingFields" is a name in react-hook-form's own code (a property, kept by the minifier).
const hookForm = (js: string) => js.includes("validatingFields");

test("a tour page's first scripts hold neither react-hook-form nor the booking form; they come once it has loaded, and the form works", async ({ page }) => {
  const bodies = await firstScripts(page, `/tour/${TOUR.slug}`);
  expect(bodies.filter(hookForm)).toHaveLength(0);
  expect(bodies.filter((js) => js.includes("Pay later"))).toHaveLength(0);
  const form = page.getByRole("form", { name: `Book ${TOUR.title}` });
  // Near the screen once the page has loaded: the code comes, and the form is script-driven.
  await form.scrollIntoViewIfNeeded();
  await driven(form.getByLabel("Full name"));
  await form.getByRole("button", { name: "Pay later" }).click();
  await expect(form.getByText("Full name is required.")).toBeVisible();
});

test("/participant's first scripts hold neither react-hook-form nor the registration form", async ({ page }) => {
  const event = demoEvents.find((e) => e.isApproved)!;
  const bodies = await firstScripts(page, `/participant?event=${event.slug}`);
  expect(bodies.filter(hookForm)).toHaveLength(0);
  expect(bodies.filter((js) => js.includes("Register and pay"))).toHaveLength(0);
  await page.getByRole("main").getByLabel("Family name").scrollIntoViewIfNeeded();
  await driven(page.getByRole("main").getByLabel("Family name"));
});
