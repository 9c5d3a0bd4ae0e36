import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { apiToken, loginAs } from "./helpers/session";

// A browser west of UTC: the dates must still be Kigali's, on the page and in the form.
test.use({ timezoneId: "America/Los_Angeles" });

/**
 * One event that starts at 23:30 UTC, 01:30 the next day in Kigali: its public page and the
 * dashboard list give the same day, and the edit form shows the time staff typed in Kigali.
 */
test("an event starting near midnight UTC reads the same Kigali day on its page and in the dashboard", async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  const title = `Midnight astronomy night ${Date.now()}`;
  // What the form sends: a datetime-local value without a zone is Kigali time.
  const res = await request.post("/api/events/create", {
    headers: { token },
    data: {
      title,
      startDate: "2027-06-15T01:30",
      endDate: "2027-06-15T17:00",
      place: "Kigali Convention Centre",
      price: 0,
      description: "<p>Stars over the city.</p>",
      image: "/site/page-about.jpg",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { slug, startDate } = (await res.json()).data as { slug: string; startDate: string };
  expect(startDate).toBe("2027-06-14T23:30:00.000Z");
  expect((await request.put(`/api/events/approve/${slug}`, { headers: { token }, data: { isApproved: "true" } })).status()).toBe(200);

  await page.goto(`/event/${slug}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
  const box = main.getByRole("region", { name: "Join this event" });
  await expect(box.getByText("Tue 15 Jun 2027", { exact: true })).toBeVisible();
  await expect(box.getByText("01:30 – 17:00 (Kigali time)")).toBeVisible();
  // Kigali time is said once on the page.
  expect((await main.innerText()).match(/Kigali time/g)).toHaveLength(1);
  await expect(main).not.toContainText("14 Jun");

  await loginAs(page, ADMIN, `/account/events?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("cell", { name: "Tue 15 Jun 2027", exact: true })).toBeVisible();

  await page.goto(`/account/events/view/${slug}`);
  await expect(page.getByLabel("Starts")).toHaveValue("2027-06-15T01:30");
  await expect(page.getByLabel("Ends")).toHaveValue("2027-06-15T17:00");
});
