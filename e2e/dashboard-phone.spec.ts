import { expect, test, type Page } from "@playwright/test";
import { routeTable } from "../lib/platform/api/route-table";
import { accessFixtures, fillPath } from "./helpers/access-fixtures";
import { adminLinks, staffLinks } from "../components/account/nav-links";
import { ADMIN, EDITOR } from "./helpers/accounts";
import { chooseRowAction } from "./helpers/row-menu";
import { apiToken, loginAs } from "./helpers/session";

/**
 * The back office on a phone (390×844): no /account page is wider than the screen, and the
 * sidebar is a drawer behind the header's Menu button. The pages come from the access-control
 * table, so a new /account page is walked here too.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The id of the first item a dashboard list links to (its newest). */
async function firstLinkedId(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const href = await page.getByRole("main").getByRole("table").getByRole("link").first().getAttribute("href");
  expect(href, `${list} needs an item`).toBeTruthy();
  return href!.split("?")[0].split("/").at(-1)!;
}

test("every /account page fits a 390 px screen", async ({ page, request }) => {
  test.setTimeout(180_000);
  // A visitor message gives the inbox and the mail outbox a real item each.
  const sent = await request.post("/api/contact", {
    data: {
      names: "Phone Walk",
      email: `phone-walk-${Date.now()}@example.com`,
      subject: "A long subject to see how it wraps on a small screen",
      phone: "+250 788 123 456",
      message: "Hello from a phone.",
      startedAt: Date.now() - 5_000,
    },
    // An address of its own (the test server trusts X-Forwarded-For): other specs' forms do not spend its limit.
    headers: { "x-forwarded-for": `10.39.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  await loginAs(page, ADMIN);
  const admin = await apiToken(request, ADMIN);
  const inbox = await firstLinkedId(page, "/account/inbox");
  const mail = await firstLinkedId(page, "/account/mail");
  // A demo departure's manifest (its first link: the soonest departure's).
  const departure = await firstLinkedId(page, "/account/departures");
  const fixtures = await accessFixtures(request, admin);
  // A newsletter draft: its page (with the editor) and its preview.
  const created = await request.post("/api/newsletters", {
    headers: { token: admin },
    data: { subject: "A newsletter on a phone, with a subject long enough to wrap", preheader: "Seen at 390 px", body: "<p>Hello from the phone walk.</p>" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const newsletter: string = (await created.json()).data.id;
  // A booking (the demo has some; other specs add more): its page in the dashboard.
  const orders = await request.get("/api/order?itemType=tour", { headers: { token: admin } });
  expect(orders.status(), await orders.text()).toBe(200);
  const order: string = (await orders.json()).allorders[0].id;
  // The table's `[uuid]` pages are walked there with ids that exist nowhere; here with real ones.
  const real: Record<string, string> = {
    "/account/inbox/[uuid]": inbox,
    "/account/mail/[uuid]": mail,
    "/account/departures/[uuid]": departure,
    "/account/newsletters/[uuid]": newsletter,
    "/account/newsletters/[uuid]/preview": newsletter,
    "/account/orders/[uuid]": order,
  };
  // Pages named by words rather than an id: a real one (the page with the longest form).
  const named: Record<string, string> = { "/account/fixed-texts/[missing]/[missing]": "/account/fixed-texts/page/terms" };

  const paths = routeTable.filter((r) => r.method === "GET" && r.path.startsWith("/account")).map((r) => r.path);
  expect(paths.length).toBeGreaterThan(20);
  const tooWide: string[] = [];
  for (const path of paths) {
    const url = named[path] ?? (real[path] ? path.replace("[uuid]", real[path]) : fillPath(path, fixtures));
    expect(url, `${path}: give the phone walk a real item`).not.toMatch(/\/$|\[/);
    // CSV downloads are no pages.
    const head = await page.request.get(url);
    if (!(head.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) tooWide.push(`${url}: ${width} px`);
  }
  expect(tooWide).toEqual([]);
});

test("the dashboard's menu is a drawer: it shows every link, keeps focus, locks the page and closes", async ({ page }) => {
  await loginAs(page, ADMIN, "/account/tours");
  // No sidebar above the page on a phone.
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeHidden();

  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  const drawer = page.getByRole("dialog", { name: "Dashboard menu" });
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const nav = drawer.getByRole("navigation", { name: "Dashboard" });
  for (const link of [...staffLinks, ...adminLinks]) {
    const a = nav.getByRole("link", { name: link.label, exact: true });
    await expect(a).toBeVisible();
    await expect(a).toBeInViewport();
  }
  await expect(nav.getByRole("link", { name: "Tours", exact: true })).toHaveAttribute("aria-current", "page");
  // The page behind does not scroll, and Tab stays inside the drawer.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  for (let i = 0; i < staffLinks.length + adminLinks.length + 3; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
  }

  // Escape closes it and gives focus back to the Menu button.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

  // The close button closes it; a followed link closes it on the new page.
  await menu.click();
  await drawer.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();
  await menu.click();
  await nav.getByRole("link", { name: "Users", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/users$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("on a phone, list rows are cards and their actions sit in a menu", async ({ page }) => {
  await loginAs(page, ADMIN, "/account/users");
  const row = page.getByRole("row").filter({ hasText: EDITOR.email });
  await expect(row).toBeVisible();
  // One card per row inside the screen, the e-mail on one line.
  const box = (await row.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // The lines the address takes: one box per line of its text.
  const lines = await row.getByRole("cell", { name: EDITOR.email }).evaluate((cell, email) => {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.textContent === email) {
        const range = document.createRange();
        range.selectNodeContents(n);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      }
    }
    return 0;
  }, EDITOR.email);
  expect(lines).toBe(1);
  await page.screenshot({ path: test.info().outputPath("dashboard-list-after.png") });

  // The menu by keyboard: arrows move, Escape closes and gives focus back.
  const actions = row.getByRole("button", { name: `Actions for ${EDITOR.first} ${EDITOR.last}` });
  await actions.focus();
  await page.keyboard.press("ArrowDown");
  const menu = page.getByRole("menu", { name: `Actions for ${EDITOR.first} ${EDITOR.last}` });
  await expect(menu).toBeVisible();
  await expect(actions).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("menuitem", { name: "View" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Block" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "View" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitem", { name: "Block" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(actions).toBeFocused();
  await expect(actions).toHaveAttribute("aria-expanded", "false");

  // Block asks first; No changes nothing (other specs use this account).
  await chooseRowAction(page, row, "Block");
  const dialog = page.getByRole("dialog", { name: "Block user" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "No" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
});
