import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { loginAs } from "./helpers/session";

// A click that lands before Next has finished prefetching the link once left the new dashboard page
// with an empty <title> for good (see components/account/dashboard-link.tsx). Each click follows at once.
test("a dashboard page keeps its title when its link is clicked before the prefetch ends", async ({ page }) => {
  await loginAs(page, ADMIN);
  await expect(page).toHaveTitle("Dashboard | Ikaze dashboard");
  await page.getByRole("link", { name: /comments? awaiting moderation on “Gorilla trekking 2027/ }).click();
  await expect(page).toHaveURL(/\/account\/news\/comment\/gorilla-trekking-2027-season-now-open$/);
  await expect(page).toHaveTitle("Comments | Ikaze dashboard");

  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  for (const [name, title] of [
    ["Tours", "Tours"],
    ["Users", "Users"],
    ["Dashboard", "Dashboard"],
  ]) {
    await sidebar.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveTitle(`${title} | Ikaze dashboard`);
  }
});
