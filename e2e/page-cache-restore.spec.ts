import { execFileSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { tmpdir } from "node:os";
import { expect, test, type Page } from "@playwright/test";
import { DIST_DIR, OwnServer, withDatabase } from "./helpers/own-server";

/**
 * The tour page is cached on disk with its departures' ids. A site started on another database
 * (a new DATA_DIR, or a restore) must not offer those ids: booking from the page after the swap
 * went to "400 The selected departure does not exist." Each server here runs on a copy of the
 * tests' build, with its page cache on disk as in production.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 680;
const SLUG = "cache-owner-lake-walk";
const DIST = `${DIST_DIR}-cache-owner`;
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

const servers: OwnServer[] = [];
test.afterAll(async () => {
  for (const s of servers) await s.dispose();
  rmSync(DIST, { recursive: true, force: true });
});

/** A server on its own database, with one published tour (SLUG) and one departure; its id. */
async function siteWithTour(daysAhead: number): Promise<{ server: OwnServer; departureId: string }> {
  const server = await new OwnServer({ port: PORT, seed: false, distDir: DIST, env: { PAGE_CACHE_MEMORY_ONLY: "0" } }).prepare();
  servers.push(server);
  await server.start();
  await server.stop();
  let departureId = "";
  await withDatabase(server, async (q) => {
    const [tour] = (await q(
      `insert into tours (slug, title, is_published, price1, price2, price3, price4, price5) values ($1, 'Lake Walk', true, 100, 180, 250, 320, 400) returning id`,
      [SLUG],
    )) as { id: string }[];
    const [dep] = (await q(`insert into tour_departures (tour_id, starts_at, seats) values ($1, now() + ($2 || ' days')::interval, 6) returning id`, [
      tour.id,
      String(daysAhead),
    ])) as { id: string }[];
    departureId = dep.id;
  });
  return { server, departureId };
}

/** The tour page offers this departure and no other. */
async function offers(page: Page, server: OwnServer, departureId: string) {
  await page.goto(`${server.url}/tour/${SLUG}`);
  const select = page.getByRole("main").getByRole("form", { name: "Book Lake Walk" }).getByLabel("Departure");
  await expect(select.locator("option[value]:not([value=''])")).toHaveCount(1);
  await expect(select.locator(`option[value="${departureId}"]`)).toHaveCount(1);
}

/** Books two people on the page's departure with Pay later: the booking's page opens. */
async function bookFromThePage(page: Page, server: OwnServer, departureId: string, email: string) {
  const form = page.getByRole("main").getByRole("form", { name: "Book Lake Walk" });
  await form.getByLabel("Departure").selectOption(departureId);
  await form.getByLabel("Select Number of People").selectOption({ label: "2 travellers" });
  await form.getByLabel("Full name").fill("Esperance Ingabire");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("0788 123 456");
  await form.getByLabel("Address").fill("KG 11 Ave");
  await form.getByLabel("Location").fill("Kigali Marriott");
  await form.getByRole("button", { name: "Pay later" }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}/myorder/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { name: "Booked — waiting for your payment" })).toBeVisible();
}

test("a new database, or a restored one, never gets pages cached from the old one: booking from the tour page goes through", async ({ page }) => {
  test.setTimeout(420_000);
  rmSync(DIST, { recursive: true, force: true });
  // The build without any pages cached by other servers.
  cpSync(DIST_DIR, DIST, { recursive: true, filter: (src) => !/[\\/](route-cache|fetch-cache)$/.test(src) && !src.endsWith("page-cache-owner") });

  const backup = path.join(tmpdir(), `ikaze-cache-owner-${Date.now()}.tar.gz`);
  const cli = (server: OwnServer, args: string[]) =>
    execFileSync("npm", ["run", "--silent", ...args], {
      env: {
        ...process.env,
        NEXT_DIST_DIR: DIST,
        DATA_DIR: server.dataDir,
        ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
      },
      stdio: "pipe",
    });

  // The first site renders and caches the tour page with its departure; its backup is taken.
  const first = await siteWithTour(20);
  await first.server.start();
  await page.setViewportSize(DESK);
  await offers(page, first.server, first.departureId);
  await offers(page, first.server, first.departureId);
  cli(first.server, ["db:backup", "--", backup]);
  await first.server.stop();
  expect(existsSync(path.join(DIST, "server", "route-cache")), "the page cache is on disk").toBe(true);

  // A new database under the same build: its own departure, booked from the page.
  const second = await siteWithTour(25);
  await second.server.start();
  await offers(page, second.server, second.departureId);
  await bookFromThePage(page, second.server, second.departureId, `new-database-${Date.now()}@example.rw`);
  await second.server.stop();
  if (second.server.kind === "pglite") expect(existsSync(path.join(second.server.dataDir, "site.sock")), "the stopped site's control socket").toBe(false);

  // The first site's backup (taken while it ran) restored over the second one, whose pages were cached meanwhile.
  cli(second.server, ["db:restore", "--", backup, "--force"]);
  rmSync(backup, { force: true });
  await second.server.start();
  await page.setViewportSize(PHONE);
  await offers(page, second.server, first.departureId);
  await bookFromThePage(page, second.server, first.departureId, `restored-${Date.now()}@example.rw`);
});
