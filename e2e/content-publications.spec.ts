import { expect, test } from "@playwright/test";
import { ADMIN, AUTHOR } from "./helpers/accounts";
import { findByTitle, pdfFile, slowUploads, toast } from "./helpers/content";
import { apiToken, loginAs } from "./helpers/session";
import { chooseRowAction, rowActionNames } from "./helpers/row-menu";

type PublicationJson = { id: string; title: string; category: string; pubDocument: string; status: boolean };

test("a non-admin adds a PDF publication by drag and drop; an admin activates, updates and deletes it; all of it is audited", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const anon = await playwright.request.newContext({ baseURL });
  const title = `Green season offer ${Date.now()}`;
  await loginAs(page, AUTHOR, "/account/publications/create");

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Publication document is required.")).toBeVisible();

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(page.getByLabel("Category")).toHaveValue("publication");
  await expect(page.getByLabel("Category").getByRole("option")).toHaveText(["Advertisement", "Press Release", "Covid-19"]);

  // Dropped onto the area, as a user would drag it from their desktop.
  const pdf = pdfFile("offer.pdf", "Green season offer");
  await slowUploads(page);
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, name }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
      return dt;
    },
    { bytes: [...pdf.buffer], name: pdf.name },
  );
  await page.getByText("Drag and drop one image or PDF here").locator("..").dispatchEvent("drop", { dataTransfer });
  await expect(page.getByRole("progressbar", { name: "Uploading offer.pdf" })).toBeVisible();
  await expect(page.getByText("offer.pdf uploaded successfully!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the current document" })).toBeVisible();

  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Publication created successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/publications$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Inactive");
  await expect(row).toContainText("Advertisement");
  expect(await rowActionNames(page, row)).toEqual(["View"]);

  const authorToken = await apiToken(request, AUTHOR);
  const publication = (await findByTitle<PublicationJson>(request, "/api/publications", "data", title, authorToken))!;
  expect(publication).toMatchObject({ category: "publication", status: false });
  expect(publication.pubDocument).toMatch(/^http:\/\/localhost:\d+\/uploads\/Publications\/[a-f0-9]{32}\.pdf$/);
  const file = await anon.get(publication.pubDocument);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await file.body()).equals(pdf.buffer)).toBe(true);
  expect((await request.put(`/api/publications/approve/${publication.id}`, { headers: { token: authorToken }, data: { status: "true" } })).status()).toBe(403);
  expect((await anon.get(`/api/publications/${publication.id}`)).status()).toBe(404);

  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, ADMIN, "/account/publications");
  const adminRow = admin.getByRole("row").filter({ hasText: title });
  await chooseRowAction(admin, adminRow, "Activate");
  await expect(toast(admin, "Publication activated successfully.")).toBeVisible();
  await expect(adminRow).toContainText("Active");
  expect((await (await anon.get(`/api/publications/${publication.id}`)).json()).data.status).toBe(true);

  await chooseRowAction(admin, adminRow, "View");
  await expect(admin).toHaveURL(new RegExp(`/account/publications/view/${publication.id}$`));
  await admin.getByRole("textbox", { name: "Title", exact: true }).fill(`${title} (press)`);
  await admin.getByLabel("Category").selectOption("Press Release");
  await admin.getByRole("button", { name: "Update" }).click();
  await expect(toast(admin, "Publication updated successfully.")).toBeVisible();
  await expect(admin).toHaveURL(/\/account\/publications$/);
  expect((await (await anon.get(`/api/publications/${publication.id}`)).json()).data).toMatchObject({ title: `${title} (press)`, category: "Press Release" });

  await chooseRowAction(admin, admin.getByRole("row").filter({ hasText: `${title} (press)` }), "View");
  await admin.getByRole("button", { name: "Delete" }).click();
  await admin.getByRole("dialog", { name: "Delete publication" }).getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(admin, "Publication deleted successfully.")).toBeVisible();
  await expect(admin).toHaveURL(/\/account\/publications$/);
  expect((await anon.get(`/api/publications/${publication.id}`)).status()).toBe(404);

  await admin.goto("/account/audit");
  for (const summary of [`Activated the publication "${title}"`, `Updated the publication "${title} (press)"`, `Deleted the publication "${title} (press)"`]) {
    await expect(admin.getByRole("row").filter({ hasText: summary })).toBeVisible();
  }
});
