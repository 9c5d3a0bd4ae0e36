import { expect, test } from "@playwright/test";
import { ADMIN, EDITOR } from "./helpers/accounts";
import { seriousViolations } from "./helpers/axe";
import { toast } from "./helpers/content";
import { DAY, iso, makeEvent } from "./helpers/events";
import { loginAs } from "./helpers/session";
import { chooseRowAction, rowActionNames } from "./helpers/row-menu";

const fees = {
  rwandan: { earlyBird: 300, normal: 300 },
  african: { earlyBird: 410, normal: 410 },
  international: { earlyBird: 520, normal: 520 },
};

test("the fee follows the country; an administrator moves a registration to another category from the participants page, audited", async ({
  page,
  request,
}) => {
  const event = await makeEvent(request, `Interpreting masterclass ${Date.now()}`, { fees, earlyBirdDeadline: iso(10 * DAY) });
  const email = `diaspora-${Date.now()}@example.org`;
  const body = {
    eventName: event.title,
    title: "Mr.",
    familyName: "Mugisha",
    firstName: "Eric",
    position: "Interpreter",
    department: "Languages",
    organization: "Freelance",
    address: "Hauptstrasse 1",
    country: "Germany",
    town: "Berlin",
    phone: "+49 30 901820",
    email,
    dietRequirements: "",
    amount: 300,
    dataProtection: false,
  };
  const headers = { "x-forwarded-for": `10.44.${Math.floor(Math.random() * 250)}.1` };
  // A body that claims the Rwandan fee from Germany is refused; without a category the country decides.
  const claimed = await request.post("/api/participant/create", { data: { ...body, category: "rwandan" }, headers });
  expect(claimed.status()).toBe(400);
  expect((await claimed.json()).Errors).toEqual(["Participants from Germany pay the Internationals fee; the participant category must match the country."]);
  const registered = await request.post("/api/participant/create", { data: body, headers });
  expect(registered.status(), await registered.text()).toBe(201);

  await loginAs(page, ADMIN, `/account/events/participant?event=${event.id}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Mr Eric Mugisha");
  await expect(row).toContainText("Internationals");
  await expect(row).toContainText("$520");
  await expect(row).toContainText("Consent: no");
  expect(await rowActionNames(page, row)).toEqual(expect.arrayContaining(["Move to Rwandans", "Move to Africans"]));

  await chooseRowAction(page, row, "Move to Rwandans");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Their country placed them among Internationals.", { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Move to Rwandans" }).click();
  await expect(toast(page, "Eric Mugisha is now in the Rwandans category: the fee is $300 (was $520).")).toBeVisible();
  await expect(row).toContainText("Rwandans");
  await expect(row).toContainText("$300");

  await page.goto("/account/audit");
  await expect(page.getByText(`Changed the category of Eric Mugisha (${event.title}) from Internationals to Rwandans`)).toBeVisible();
});

test("staff who are not administrators see the category but no control to change it", async ({ page, request }) => {
  const event = await makeEvent(request, `Press briefing ${Date.now()}`, { fees });
  const email = `staff-view-${Date.now()}@example.rw`;
  const res = await request.post("/api/participant/create", {
    data: {
      eventName: event.slug,
      title: "dr",
      familyName: "Uwase",
      firstName: "Aline",
      position: "Editor",
      department: "News",
      organization: "RBA",
      address: "KG 7 Ave",
      country: "Rwanda",
      town: "Kigali",
      phone: "0788 123 456",
      email,
      dataProtection: true,
    },
    headers: { "x-forwarded-for": `10.45.${Math.floor(Math.random() * 250)}.1` },
  });
  expect(res.status(), await res.text()).toBe(201);
  await loginAs(page, EDITOR, `/account/events/participant?event=${event.id}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Dr Aline Uwase");
  await expect(row).toContainText("Rwandans");
  await expect(row.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
});
