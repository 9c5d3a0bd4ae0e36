import { expect, test, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { mailbox, rawMail } from "./helpers/mailbox";

/**
 * A Kinyarwanda visitor registers for an event end to end on a phone, by keyboard: the event page,
 * the registration form (its error first), the mailed payment link, /pay by mobile money, /myorder
 * and the mails, every step under /rw. And the French event-support form says what is missing.
 */

const FORUM = {
  slug: "east-africa-sustainable-tourism-forum-2027",
  title: "East Africa Sustainable Tourism Forum 2027",
  rw: "Ihuriro ry'Afurika y'Iburasirazuba ku bukerarugendo burambye 2027",
};

/** Types into a field as a person does: focus, then keys. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByRole("main").getByRole("textbox", { name: label, exact: true }).focus();
  await page.keyboard.type(text);
}

/** The newest mail to `to` whose subject says this (TEST MODE puts "[TEST]" before a paid one's); waits for it. */
async function mailTo(to: string, subject: string) {
  let found: ReturnType<typeof mailbox>[number] | undefined;
  await expect
    .poll(() => (found = mailbox().findLast((m) => m.to.includes(to) && m.subject.includes(subject))), {
      message: `an e-mail "${subject}" to ${to}`,
      timeout: 20_000,
    })
    .toBeTruthy();
  return found!;
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a Kinyarwanda visitor registers for an event, pays by MTN MoMo and reads it all in Kinyarwanda", async ({ page }) => {
    const email = `uwitabira-${Date.now()}@example.rw`;
    await page.goto(`/rw/event/${FORUM.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "rw");
    await expect(page.getByRole("heading", { level: 1, name: FORUM.rw })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Amafaranga yo kwiyandikisha" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: /Abiyandikishije kare/ })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Abanyarwanda" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Amabwiriza yo guhagarika" })).toBeVisible();
    await expect(page.getByText("Mugenzi wawe ashobora kugusimbura nta kiguzi.")).toBeVisible();
    const box = page.getByRole("region", { name: "Jya muri iki gikorwa" });
    await expect(box.getByText("Igihe", { exact: true })).toBeVisible();
    const register = box.getByRole("link", { name: "Iyandikishe kuri iki gikorwa" });
    await register.focus();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(new RegExp(`/rw/participant\\?event=${FORUM.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Kwiyandikisha ku gikorwa" })).toBeVisible();
    await expect(page.getByText("ntibirahindurwa")).toHaveCount(0);
    const form = page.getByRole("form", { name: "Iyandikishe ku gikorwa" });
    await expect(form.getByRole("combobox", { name: "Igikorwa", exact: true })).toHaveValue(FORUM.slug);
    await expect(form.getByRole("option", { name: FORUM.rw })).toHaveCount(1);
    await expect(form.getByText("Abanyarwanda", { exact: true }).last()).toBeVisible();
    // Dollars as the server writes them in Kinyarwanda, in the browser too (its Intl may differ).
    await expect(form.getByText(/^Amafaranga yawe: US\$\s120$/)).toBeVisible();

    const dr = form.getByRole("radio", { name: "Dr", exact: true });
    await dr.focus();
    await page.keyboard.press("Space");
    await typeInto(page, "Izina ry’umuryango", "Uwase");
    await typeInto(page, "Izina bwite", "Aline");
    await typeInto(page, "Umwanya ukoraho", "Umuyobozi");
    await typeInto(page, "Ishami", "Ubukerarugendo");
    await typeInto(page, "Ikigo", "Ikaze");
    await typeInto(page, "Aderesi", "KG 11 Ave");
    await typeInto(page, "Umujyi", "Musanze");
    await typeInto(page, "Telefone", "0788 555 222");
    // A wrong address and no consent: refused before anything is sent, in Kinyarwanda.
    await typeInto(page, "Imeri", "aline@");
    const send = form.getByRole("button", { name: "Iyandikishe wishyure" });
    await send.focus();
    await page.keyboard.press("Enter");
    await expect(form.getByText("Andika imeyili nyayo.")).toBeVisible();
    await expect(form.getByText("Emera itangazo ryo kurinda amakuru bwite kugira ngo wiyandikishe.")).toBeVisible();

    await form.getByRole("textbox", { name: "Imeri", exact: true }).fill("");
    await typeInto(page, "Imeri", email);
    await form.getByRole("checkbox", { name: /kurinda amakuru bwite/ }).focus();
    await page.keyboard.press("Space");
    // Public forms refuse what is sent within 2 s of opening them (a bot's speed).
    await page.waitForTimeout(2_100);
    await send.focus();
    await page.keyboard.press("Enter");
    const done = page.getByRole("status").filter({ hasText: "Reba imeri yawe" });
    await expect(done).toBeVisible();
    await expect(done).toContainText(`Murakoze, Aline. Twoherereje kuri ${email} ihuza ryo kwishyura`);

    // The payment link comes by mail, in Kinyarwanda, to the Kinyarwanda /pay page.
    const due = await mailTo(email, "Soza iyandikisha ryawe:");
    expect(due.text).toContain("Hasigaye intambwe imwe: kwishyura");
    const id = /\/rw\/pay\/([0-9a-f-]{36})/.exec(due.text)?.[1];
    expect(id, due.text).toBeTruthy();

    await page.goto(`/rw/pay/${id}`);
    await expect(page.getByRole("heading", { name: "Urashaka kwishyura ute?" })).toBeVisible();
    const select = page.getByLabel("Hitamo uburyo bwo kwishyura");
    await select.focus();
    await select.selectOption({ label: "MTN MoMo" });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Ishyura ubu" })).toBeFocused();
    await page.keyboard.press("Enter");
    const momo = page.getByRole("form", { name: "Ishyura ukoresheje MTN MoMo" });
    await momo.getByLabel("Nimero ya MTN MoMo").focus();
    // Numbers ending 01 approve at once on the TEST MODE fake.
    await page.keyboard.type("0788 123 401");
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(new RegExp(`/rw/myorder/${id}\\?payment=paid$`), { timeout: 30_000 });
    await expect(page.getByText("Byishyuwe", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Byishyuwe na mobile money: RF/)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // The registration's confirmation, once paid (with its ticket and calendar file), is in Kinyarwanda too.
    const paid = await simpleParser(await rawMail(email, "Twakiriye ubwishyu:"));
    expect(paid.text).toContain(`Iyandikisha ryawe kuri ${FORUM.title} ryemejwe.`);
    expect(paid.text).toContain("Amabwiriza yo guhagarika:");
  });
});
