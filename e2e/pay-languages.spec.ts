import { expect, test } from "@playwright/test";
import { bookViaApi, day, TOUR } from "./helpers/booking";

/**
 * /pay and /myorder in the visitor's language: a French visitor books from the French tour page,
 * pays by card on the TEST MODE gateway and reads the paid booking in French; a Kinyarwanda visitor
 * pays by mobile money at 390 px, by keyboard. Every step stays under /fr or /rw.
 */
test("a French visitor books, pays by card on the test gateway and reads the paid booking in French", async ({ page }) => {
  await page.goto(`/fr/tour/${TOUR.slug}`);
  const form = page.getByRole("form", { name: `Réserver ${TOUR.title}` });
  await form.getByLabel("Nombre de personnes").selectOption({ label: "3 voyageurs" });
  await form.getByLabel("Nom complet").fill("Aline Uwera");
  await form.getByLabel("Adresse e-mail").fill(`voyageuse-${Date.now()}@example.fr`);
  await form.getByLabel("Téléphone").fill("0788 123 456");
  await form.getByRole("textbox", { name: "Adresse", exact: true }).fill("KG 11 Ave");
  await form.getByLabel("Lieu de prise en charge").fill("Kigali Marriott");
  await form.getByLabel("Date du circuit").fill(day(20));
  await form.getByLabel("Date et heure de prise en charge").fill(`${day(20)}T07:30`);
  // Public forms refuse what is sent within 2 s of opening them (a bot's speed).
  await page.waitForTimeout(2_100);
  await form.getByRole("button", { name: "Payer maintenant" }).click();

  await expect(page).toHaveURL(/\/fr\/pay\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").at(-1)!;
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Payer votre réservation" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comment voulez-vous payer ?" })).toBeVisible();
  await expect(page.getByText(/^Montant total à payer : /)).toBeVisible();
  // Nothing on the page says it is in English: only the tour's title is, marked so.
  await expect(page.getByText("Ce contenu n’est pas encore traduit en français ; il est affiché en anglais.")).toHaveCount(0);
  await expect(page.locator('[lang="en"]', { hasText: TOUR.title })).toBeVisible();
  await expect(page.getByText("Choisissez d’abord un moyen de paiement.")).toBeVisible();
  const pay = page.getByRole("button", { name: "Payer maintenant" });
  await expect(pay).toBeDisabled();
  await page.getByLabel("Choisir un moyen de paiement").selectOption({ label: "carte Visa" });
  await pay.click();

  // The TEST MODE gateway in French, then back to the French booking.
  await expect(page).toHaveURL(/\/fr\/pay\/test-gateway\//);
  await expect(page.getByRole("heading", { name: "MODE TEST — page de paiement" })).toBeVisible();
  await page.getByRole("button", { name: "Accepter le paiement" }).click();

  await expect(page).toHaveURL(new RegExp(`/fr/myorder/${id}\\?payment=paid$`));
  await expect(page.getByRole("heading", { level: 1, name: "Voir la commande" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Paiement reçu — à bientôt, le / })).toBeFocused();
  await expect(page.getByRole("heading", { name: "La suite" })).toBeVisible();
  await expect(page.getByText("Payée", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Télécharger le bon" })).toBeVisible();
  await expect(page.getByText(/^Total : /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Annuler la réservation" })).toBeVisible();
});

test("a French visitor who cancels on the test gateway comes back to the French /pay page", async ({ page, request }) => {
  const { id } = await bookViaApi(request, `annule-${Date.now()}@example.fr`, 2);
  await page.goto(`/fr/pay/${id}`);
  await page.getByLabel("Choisir un moyen de paiement").selectOption({ label: "Mastercard" });
  await page.getByRole("button", { name: "Payer maintenant" }).click();
  await page.getByRole("button", { name: "Annuler le paiement" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/pay/${id}\\?payment=cancelled$`));
  await expect(page.getByText("Paiement annulé. Vous pouvez choisir un moyen de paiement et réessayer.")).toBeVisible();
  await page.getByRole("link", { name: "Voir la commande" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/myorder/${id}$`));
  await expect(page.getByRole("link", { name: "Payer maintenant" })).toHaveAttribute("href", `/fr/pay/${id}`);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a Kinyarwanda visitor pays by MTN MoMo by keyboard and reads the paid booking in Kinyarwanda", async ({ page, request }) => {
    const { id } = await bookViaApi(request, `momo-rw-${Date.now()}@example.rw`, 2);
    await page.goto(`/rw/pay/${id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "rw");
    await expect(page.getByRole("heading", { level: 1, name: "Ishyura urugendo wafashe" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Urashaka kwishyura ute?" })).toBeVisible();
    await expect(page.getByText(/^Ukoresheje mobile money: RF/)).toBeVisible();

    const select = page.getByLabel("Hitamo uburyo bwo kwishyura");
    await select.focus();
    await select.selectOption({ label: "MTN MoMo" });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Ishyura ubu" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Ishyura ukoresheje MTN MoMo" })).toBeVisible();
    const form = page.getByRole("form", { name: "Ishyura ukoresheje MTN MoMo" });
    const number = form.getByLabel("Nimero ya MTN MoMo");
    await number.focus();
    // A number of the other network is refused in Kinyarwanda before anything is sent.
    await page.keyboard.type("0722 123 456");
    await page.keyboard.press("Enter");
    await expect(form.getByText("Iyi ni nimero ya Airtel Money, si iya MTN MoMo.", { exact: false })).toBeVisible();
    // Numbers ending 01 approve at once on the TEST MODE fake.
    await number.fill("");
    await page.keyboard.type("0788 123 401");
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(new RegExp(`/rw/myorder/${id}\\?payment=paid$`), { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: /^Amafaranga yakiriwe — tuzabonana ku wa / })).toBeFocused();
    await expect(page.getByText("Byishyuwe", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Byishyuwe na mobile money: RF/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Manura icyemezo" })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
