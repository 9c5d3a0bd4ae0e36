import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN, EDITOR } from "./helpers/accounts";
import { seriousViolations } from "./helpers/axe";
import { toast } from "./helpers/content";
import { apiToken, loginAs } from "./helpers/session";

/**
 * Comments on a tour, end to end: a visitor's comment waits for moderation, an administrator
 * enables, disables and deletes it on the tour's comments page, and the cached tour page follows
 * each change at once. Other staff read the comments but cannot moderate them.
 */
const TOUR = { slug: "lake-kivu-kayak-and-islands", title: "Lake Kivu Kayak and Islands" };
const TOUR_PATH = `/tour/${TOUR.slug}`;
const MODERATION_PATH = `/account/tours/comment/${TOUR.slug}`;
// Seeded: one enabled comment (shown) and one awaiting moderation (not shown).
const SHOWN = "Sofia Lindqvist";
const WAITING = "Daniel Kimani";

const commentsRegion = (page: Page) => page.getByRole("region", { name: /^(\d+ comments?|Comments)$/ });

/** The tour page as a new, anonymous visitor sees it (served from the page cache after the first view). */
async function visitorView(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.goto(TOUR_PATH);
  expect(res?.status()).toBe(200);
  return { page, close: () => context.close() };
}

async function expectPublic(browser: Browser, text: string, shown: boolean, count: number) {
  const visitor = await visitorView(browser);
  const region = commentsRegion(visitor.page);
  await expect(region.getByRole("heading", { level: 2 })).toHaveText(`${count} ${count === 1 ? "comment" : "comments"}`);
  await expect(region.getByText(text, { exact: true })).toHaveCount(shown ? 1 : 0);
  await visitor.close();
}

test("a visitor's comment waits for moderation; an admin enables, disables and deletes it, and the tour page follows at once", async ({
  page,
  browser,
  request,
}) => {
  // Warm the page cache, so "at once" means the cached page was refreshed.
  for (let i = 0; i < 2; i++) await request.get(TOUR_PATH);
  expect((await request.get(TOUR_PATH)).headers()["x-nextjs-cache"]).toBe("HIT");

  const stamp = Date.now().toString(36);
  const body = `Kayaked it in May <b>${stamp}</b> — wonderful!`;
  await page.goto(TOUR_PATH);
  const region = commentsRegion(page);
  await expect(region.getByRole("heading", { level: 2 })).toHaveText("1 comment");
  await expect(region.getByRole("article", { name: `Comment by ${SHOWN}` })).toBeVisible();
  await expect(region.getByText(WAITING)).toHaveCount(0);

  const form = page.getByRole("form", { name: "Leave a comment" });
  await form.getByRole("button", { name: "Post comment" }).click();
  await expect(form.getByText("Names are required.")).toBeVisible();
  await expect(form.getByText("Comment is required.")).toBeVisible();
  await form.getByLabel("Names").fill("Marie Claire");
  await form.getByLabel("Email").fill("marie.claire@example.com");
  await form.getByLabel("Comment").fill(body);
  // A person takes a moment to write; forms sent within 2 s of opening are refused as automated.
  await page.waitForTimeout(2_100);
  await form.getByRole("button", { name: "Post comment" }).click();
  await expect(form.getByRole("status")).toContainText("awaiting moderation");
  await expect(form.getByLabel("Comment")).toHaveValue("");

  // Not public yet.
  await expectPublic(browser, body, false, 1);

  // The admin finds it on the tour's comments page, reached from the tour's dashboard page.
  await loginAs(page, ADMIN, `/account/tours/view/${TOUR.slug}`);
  await page.getByRole("link", { name: /^\d+ comments, \d+ awaiting moderation$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${MODERATION_PATH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Comments on ${TOUR.title}`);
  const row = page.getByRole("row").filter({ hasText: stamp });
  await expect(row.getByRole("cell", { name: "Marie Claire", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "marie.claire@example.com" })).toBeVisible();
  await expect(row.getByText(body, { exact: true })).toBeVisible();
  await expect(row.getByText("Awaiting moderation")).toBeVisible();

  // The row's own buttons: Approve (the spec's Enable) or Hide (Disable), and Delete.
  const buttons = row.getByRole("button");
  await expect(buttons).toHaveText(["Approve", "Delete"]);
  await expect(buttons.first()).toHaveAccessibleName("Approve the comment of Marie Claire");
  await row.getByRole("button", { name: /^Approve/ }).click();
  await expect(toast(page, "Comment enabled successfully.")).toBeVisible();
  await expect(row.getByText("Approved", { exact: true })).toBeVisible();
  await expect(buttons).toHaveText(["Hide", "Delete"]);
  // Shown on the cached tour page at once, as text: the visitor's HTML is not markup.
  await expectPublic(browser, body, true, 2);

  await row.getByRole("button", { name: /^Hide/ }).click();
  await expect(toast(page, "Comment disabled successfully.")).toBeVisible();
  await expect(row.getByText("Awaiting moderation")).toBeVisible();
  await expectPublic(browser, body, false, 1);

  await row.getByRole("button", { name: /^Approve/ }).click();
  await expect(row.getByText("Approved", { exact: true })).toBeVisible();
  await expectPublic(browser, body, true, 2);

  // Delete asks first; "No" keeps the comment.
  await row.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete comment" });
  await expect(dialog).toContainText("Are you sure you want to delete the comment of Marie Claire?");
  await dialog.getByRole("button", { name: "No" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog", { name: "Delete comment" }).getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Comment deleted successfully.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: stamp })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${MODERATION_PATH}$`));
  await expectPublic(browser, body, false, 1);

  await page.getByRole("link", { name: "Back to the tour" }).click();
  await expect(page).toHaveURL(new RegExp(`/account/tours/view/${TOUR.slug}$`));
});

test("other staff read the comments but see no moderation buttons, and the API refuses them with 403", async ({ page, request }) => {
  const token = await apiToken(request, EDITOR);
  const list = await request.get(`/api/comments/${TOUR.slug}/tours`, { headers: { token } });
  expect(list.status()).toBe(200);
  const waiting = ((await list.json()).comments as { id: string; names: string; isActive: boolean }[]).find((c) => c.names === WAITING);
  expect(waiting?.isActive).toBe(false);

  const change = await request.put(`/api/comments/change/${waiting!.id}`, { headers: { token }, data: { status: "true" } });
  expect(change.status()).toBe(403);
  expect((await change.json()).errors.auth).toBe("Only administrators may do this.");
  const remove = await request.delete(`/api/comments/delete/${waiting!.id}`, { headers: { token } });
  expect(remove.status()).toBe(403);
  expect((await remove.json()).errors.auth).toBe("Only administrators may do this.");

  await loginAs(page, EDITOR, MODERATION_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Comments on ${TOUR.title}`);
  await expect(page.getByRole("row").filter({ hasText: WAITING }).getByText("Awaiting moderation")).toBeVisible();
  await expect(page.getByText("Only administrators can approve, hide or delete comments.")).toBeVisible();
  for (const name of [/^Approve/, /^Hide/, /^Delete/]) await expect(page.getByRole("button", { name })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the comments pages and the dashboard's moderation count have no serious axe violation (admin)", async ({ page }) => {
  await loginAs(page, ADMIN);
  await expect(page).toHaveTitle("Dashboard | Ikaze dashboard");
  // The work queue names each post or tour with comments waiting, linking to its moderation page.
  await page.getByRole("link", { name: /^\d+ comments? awaiting moderation on “Gorilla trekking 2027: bookings for the new season are open”$/ }).click();
  await expect(page).toHaveURL(/\/account\/news\/comment\/gorilla-trekking-2027-season-now-open$/);
  await expect(page).toHaveTitle("Comments | Ikaze dashboard");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: "Best Deals 4 U" })
      .getByRole("button", { name: /^Approve/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(MODERATION_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/account");
  expect(await seriousViolations(page)).toEqual([]);
});
