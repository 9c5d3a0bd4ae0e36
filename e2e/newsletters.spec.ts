import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { ADMIN, EDITOR } from "./helpers/accounts";
import { toast } from "./helpers/content";
import { mailbox } from "./helpers/mailbox";
import { loginAs } from "./helpers/session";

/**
 * In the browser: a staff member writes a newsletter in the editor, previews both parts,
 * sends themselves a test; an administrator sends it, watches the progress bar (paused and resumed
 * on the way) and reads the report; the public archive shows it. The e2e server sends at
 * NEWSLETTER_RATE=20 (playwright.config.ts), a message every 3 s, so the progress can be watched.
 * Mail arrives at the server's SMTP listener (e2e/helpers/mailbox.ts).
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const subject = `Rainy season news ${stamp}`;
const readers = [1, 2, 3].map((i) => `nl-reader-${i}-${stamp}@example.com`);
const pending = `nl-pending-${stamp}@example.com`;

/** A dt's dd in the page's fact list. */
const fact = (page: Page, label: string) =>
  page
    .getByRole("main")
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

const mailsTo = (to: string, subj: string) => mailbox().filter((m) => m.to.includes(to) && m.subject === subj);

/** Subscribes through the API as the footer form does, and confirms from the e-mail's link. */
async function subscribe(request: APIRequestContext, email: string, confirm: boolean) {
  const res = await request.post("/api/maillist/subscribe", { data: { email, startedAt: Date.now() - 10_000 } });
  expect(res.status(), await res.text()).toBe(200);
  if (!confirm) return;
  let token: string | undefined;
  await expect
    .poll(() => (token = /\/maillist\/confirm\/([0-9a-f-]{36})/.exec(mailsTo(email, "Confirm your subscription to Ikaze").at(-1)?.text ?? "")?.[1]), {
      message: `the confirmation to ${email}`,
      timeout: 20_000,
    })
    .toBeTruthy();
  const confirmed = await request.post(`/api/maillist/confirm/${token}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

async function signedIn(browser: Browser, account: typeof ADMIN, next: string) {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, account, next);
  return page;
}

let newsletterPath = "";

test("staff write a newsletter, preview its HTML and plain-text parts and send themselves a test; only an administrator can send it", async ({ browser }) => {
  const page = await signedIn(browser, EDITOR, "/account/newsletters");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletters" })).toBeVisible();
  await page.getByRole("link", { name: "New newsletter" }).click();
  await expect(page).toHaveURL(/\/account\/newsletters\/create$/);

  // The form checks with the API's schema before anything is sent.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Subject is required.")).toBeVisible();
  await expect(page.getByText("Body is required.")).toBeVisible();

  await page.getByRole("textbox", { name: "Subject" }).fill(subject);
  await page.getByRole("textbox", { name: "Preheader" }).fill("The hills are green again");
  await page.getByRole("textbox", { name: "Body", exact: true }).click();
  await page.keyboard.type("Murakaza neza! The tea harvest has begun.");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Nyungwe walks every Saturday");
  await page.getByRole("checkbox", { name: "Add featured tours" }).check();
  await expect(page.getByRole("checkbox", { name: "Show in the public archive" })).toBeChecked();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Newsletter saved as a draft.")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/newsletters\/[0-9a-f-]{36}$/);
  newsletterPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(fact(page, "Status")).toHaveText("Draft");
  // Staff draft; only an administrator sends or schedules (spec §6).
  await expect(page.getByRole("button", { name: "Send me a test" })).toBeVisible();
  for (const name of ["Send now", "Schedule"]) await expect(page.getByRole("button", { name })).toHaveCount(0);

  // Listed, newest first, as a draft with nothing sent yet.
  await page.goto("/account/newsletters");
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("Draft");
  await row.getByRole("link", { name: subject }).click();

  // The preview: the HTML part in the site's mail layout (a sandboxed frame) and the plain-text part.
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(`${newsletterPath}/preview`);
  const html = page.frameLocator('iframe[title="HTML part of the newsletter"]');
  await expect(html.getByRole("heading", { name: subject })).toBeVisible();
  await expect(html.getByText("Murakaza neza! The tea harvest has begun.")).toBeVisible();
  await expect(html.getByRole("listitem").filter({ hasText: "Nyungwe walks every Saturday" })).toBeVisible();
  await expect(html.getByRole("heading", { name: "Featured tours" })).toBeVisible();
  await expect(html.getByRole("link", { name: /unsubscribe/i })).toBeVisible();
  const text = page.getByRole("region", { name: "Plain-text part" });
  await expect(text).toContainText("Murakaza neza! The tea harvest has begun.");
  await expect(text).toContainText("FEATURED TOURS");
  await expect(text).toContainText("/maillist/unsubcribe/");

  // "Send me a test": to the signed-in staff member only, marked as a test.
  await page.goto(newsletterPath);
  await page.getByRole("button", { name: "Send me a test" }).click();
  await expect(toast(page, `A test was sent to ${EDITOR.email}.`)).toBeVisible();
  await expect.poll(() => mailsTo(EDITOR.email, `[Test] ${subject}`).length, { timeout: 20_000 }).toBe(1);
  expect(mailsTo(EDITOR.email, `[Test] ${subject}`)[0].text).toContain("Murakaza neza! The tea harvest has begun.");
  expect(mailbox().filter((m) => m.subject.endsWith(subject) && !m.to.includes(EDITOR.email))).toEqual([]);
  await page.context().close();
});

test("an administrator sends it: a progress bar with pause and resume, then the report; each confirmed reader gets it once; the archive shows it", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  expect(newsletterPath).not.toBe("");
  for (const email of readers) await subscribe(request, email, true);
  await subscribe(request, pending, false);

  const page = await signedIn(browser, ADMIN, newsletterPath);
  await page.getByRole("button", { name: "Send now" }).click();
  const dialog = page.getByRole("dialog", { name: "Send this newsletter now?" });
  await expect(dialog).toContainText(/goes to \d+ confirmed subscribers?, each once/);
  await dialog.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: /Sending to \d+ subscribers?\./ })).toBeVisible();

  const progress = page.getByRole("progressbar", { name: "Sending progress" });
  await expect(progress).toBeVisible();
  const total = Number(await progress.getAttribute("aria-valuemax"));
  expect(total).toBeGreaterThanOrEqual(readers.length);
  await expect(fact(page, "Status")).toHaveText("Sending");
  await expect(page.getByText(new RegExp(`\\d+ of ${total} sent · about .+ left`))).toBeVisible();
  // The counts are the live progress's alone while it sends: no fact beside it falls behind.
  await expect(page.getByRole("term").filter({ hasText: /^(Sent|Failed)$/ })).toHaveCount(0);

  // Paused: nothing more goes out until it is resumed.
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(toast(page, "Newsletter paused.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Paused" })).toBeVisible();
  await expect(page.getByText(/paused: nothing more goes until it is resumed/)).toBeVisible();
  const sentWhenPaused = Number(await progress.getAttribute("aria-valuenow"));
  expect(sentWhenPaused).toBeLessThan(total);

  // The page at a phone's width: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(progress).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Resume" }).click();
  await expect(toast(page, "Newsletter resumed.")).toBeVisible();
  // When it ends, the page turns into the report.
  await expect(fact(page, "Status")).toHaveText("Sent", { timeout: 60_000 });
  await expect(progress).toHaveCount(0);
  await expect(fact(page, "Sent")).toHaveText(String(total));
  await expect(fact(page, "Failed")).toHaveText("0");
  await expect(page.getByRole("region", { name: "Failures (0)" })).toContainText("No failures.");
  for (const name of ["Send now", "Pause", "Resume", "Cancel sending"]) await expect(page.getByRole("button", { name })).toHaveCount(0);

  // Each confirmed reader got it once, with their own unsubscribe link; the unconfirmed one nothing.
  for (const email of readers) {
    const got = mailsTo(email, subject);
    expect(got.length, email).toBe(1);
    expect(got[0].text).toContain("Murakaza neza! The tea harvest has begun.");
    expect(got[0].text).toMatch(/\/maillist\/unsubcribe\/[0-9a-f-]{36}\?newsletter=/);
  }
  expect(mailsTo(pending, subject)).toEqual([]);

  await page.goto("/account/newsletters");
  await expect(page.getByRole("row").filter({ hasText: subject })).toContainText(`${total} of ${total}`);

  // The public archive: server-rendered, listed and readable by anyone.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/newsletters");
  await expect(visitor.getByRole("heading", { level: 1, name: "Newsletters" })).toBeVisible();
  await visitor.getByRole("link", { name: subject }).click();
  await expect(visitor).toHaveURL(/\/newsletters\/[a-z0-9-]+$/);
  await expect(visitor.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(visitor.getByText("Murakaza neza! The tea harvest has begun.")).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Featured tours" })).toBeVisible();
  // Nobody's address or unsubscribe link is in the archived copy.
  expect(await visitor.content()).not.toContain("/maillist/unsubcribe/");
  await visitor.setViewportSize({ width: 390, height: 844 });
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The HTML budget for a list or an article (100 KB uncompressed), until the archive joins
  // BUDGETED_PAGES (which also counts its JavaScript).
  const weights: Record<string, number> = {};
  for (const path of ["/newsletters", new URL(visitor.url()).pathname]) {
    const res = await request.get(path, { headers: { "accept-encoding": "identity" } });
    expect(res.status()).toBe(200);
    weights[path] = (await res.body()).length;
    expect(weights[path], `${path}: HTML bytes`).toBeLessThan(100 * 1024);
  }
  test.info().annotations.push({ type: "archive HTML bytes", description: JSON.stringify(weights) });
  console.log(`[newsletters] archive HTML bytes ${JSON.stringify(weights)}`);
  await visitor.context().close();
  await page.context().close();
});
