import { expect, test } from "@playwright/test";
import { seriousViolations } from "./helpers/axe";
import { ADMIN, AUTHOR } from "./helpers/accounts";
import { pngFile } from "./helpers/content";
import { apiToken, loginAs } from "./helpers/session";

test("a non-admin's draft waits in the admin's work queue, opens from it, and the audit log names it", async ({ page, request }) => {
  // A member of staff who is not an administrator writes a blog: it starts as a draft.
  const token = await apiToken(request, AUTHOR);
  const upload = await request.post("/api/uploads", { headers: { token }, multipart: { folder: "Blogs", file: await pngFile() } });
  expect(upload.status()).toBe(201);
  const title = `Queue check ${Date.now()}`;
  const created = await request.post("/api/news/create", {
    headers: { token },
    data: { title, newsBody: "<p>Waiting for an editor.</p>", image: (await upload.json()).secure_url },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()).data as { slug: string };

  await loginAs(page, ADMIN);
  await expect(page).toHaveTitle("Dashboard | Ikaze dashboard");
  await expect(page.getByText(`Welcome back, ${ADMIN.first}.`)).toBeVisible();
  const queue = page.getByRole("region", { name: "Waiting for you" });
  await expect(queue.getByRole("link", { name: /^\d+ blogs? waiting to be published$/ })).toBeVisible();
  // The draft's own entry under its line (the line's entry holds a list of its own).
  const draft = queue.getByRole("listitem").filter({ hasText: title, hasNot: page.getByRole("list") });
  await expect(draft).toContainText(`by ${AUTHOR.first} ${AUTHOR.last}`);
  expect(await seriousViolations(page)).toEqual([]);

  // The draft's link opens it.
  await draft.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/account/news/view/${slug}$`));
  await expect(page).toHaveTitle(`${title} | Ikaze dashboard`);

  // The line opens the list narrowed to drafts waiting for an administrator.
  await page.goto("/account");
  await queue.getByRole("link", { name: /blogs? waiting to be published$/ }).click();
  await expect(page).toHaveURL(/\/account\/news\?status=waiting$/);
  await expect(page).toHaveTitle("Blogs | Ikaze dashboard");
  await expect(page.getByText("Showing blogs waiting to be published.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Published, it no longer waits; the activity and the audit log name it by title, as a link.
  const publish = await request.put(`/api/news/publish/${slug}`, { headers: { token: await apiToken(request, ADMIN) }, data: { isPublished: "true" } });
  expect(publish.status()).toBe(200);
  await page.goto("/account");
  await expect(queue.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recent activity" }).getByRole("link", { name: `Published the blog "${title}"` })).toHaveAttribute(
    "href",
    `/account/news/view/${slug}`,
  );

  await page.goto("/account/audit");
  await expect(page).toHaveTitle("Audit log | Ikaze dashboard");
  const row = page.getByRole("row").filter({ hasText: `Created the blog "${title}"` });
  await expect(row.getByRole("link", { name: title })).toHaveAttribute("href", `/account/news/view/${slug}`);
  await row.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/account/news/view/${slug}$`));
});

test("every line of the work queue opens a list that loads, narrowed as the line says", async ({ page }) => {
  await loginAs(page, ADMIN);
  for (const [path, heading, title] of [
    ["/account/tours?status=waiting", "Tours", "Tours | Ikaze dashboard"],
    ["/account/events?status=waiting", "Events", "Events | Ikaze dashboard"],
    ["/account/publications?status=waiting", "Publications", "Publications | Ikaze dashboard"],
    ["/account/tour-bookings?status=PENDING", "Bookings", "Bookings | Ikaze dashboard"],
    ["/account/events/participant?payment=PENDING", "Participants", "Participants | Ikaze dashboard"],
    ["/account/inbox?status=new", "Inbox", "Inbox | Ikaze dashboard"],
    ["/account/mail?status=failed", "Mail outbox", "Mail outbox | Ikaze dashboard"],
  ] as const) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
});

test("a non-admin sees the queue without the administrators' lines", async ({ page }) => {
  await loginAs(page, AUTHOR);
  await expect(page.getByText(`Welcome back, ${AUTHOR.first}.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Waiting for you" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent activity" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /failed to send$/ })).toHaveCount(0);
});
