import { expect, test } from "@playwright/test";
import { ADMIN, AUTHOR } from "./helpers/accounts";
import { seriousViolations } from "./helpers/axe";
import { loginAs } from "./helpers/session";

/** axe finds no serious or critical problem on the content back office, for an admin and for a non-admin. */
const lists = ["/account", "/account/news", "/account/tours", "/account/events", "/account/publications"];
const forms = ["/account/news/create", "/account/tours/create", "/account/events/create", "/account/publications/create"];

for (const account of [ADMIN, AUTHOR]) {
  test(`content pages have no serious or critical axe violation (${account.role})`, async ({ page }) => {
    // Seventeen axe runs (four with a row menu open, four on item pages) beside the unit lane on two
    // cores: the admin's pass has taken just over 150 s there.
    test.setTimeout(240_000);
    await loginAs(page, account);
    for (const path of [...lists, ...forms]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // One item page of each kind, reached the way staff reach it: from its list.
    for (const list of lists.slice(1)) {
      await page.goto(list);
      // The first row's Actions menu, open, is checked too.
      await page
        .getByRole("main")
        .getByRole("button", { name: /^Actions for / })
        .first()
        .click();
      await expect(page.getByRole("menu")).toBeVisible();
      expect(await seriousViolations(page), `${list} row menu`).toEqual([]);
      await page.getByRole("menuitem", { name: "View" }).click();
      // The list's own heading would pass at once: wait until the item page has replaced it, head
      // included (Next streams a dynamic page's metadata after its body).
      await page.waitForURL((url) => url.pathname !== list);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/ \| Ikaze dashboard$/);
      expect(await seriousViolations(page), `${list} item`).toEqual([]);
    }
  });
}
