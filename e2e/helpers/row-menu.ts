import { expect, type Locator, type Page } from "@playwright/test";

/** Opens a list row's Actions menu and chooses one of its items. */
export async function chooseRowAction(page: Page, row: Locator, item: string) {
  await row.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: item, exact: true }).click();
}

/** The items of a row's Actions menu, read with the menu open, then closed again with Escape. */
export async function rowActionNames(page: Page, row: Locator): Promise<string[]> {
  const button = row.getByRole("button", { name: /^Actions for / });
  await button.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const names = (await menu.getByRole("menuitem").allTextContents()).map((t) => t.trim());
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  return names;
}
