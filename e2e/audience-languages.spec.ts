import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { day, tourPrices } from "./helpers/booking";
import { mailbox } from "./helpers/mailbox";
import { apiToken } from "./helpers/session";

/**
 * The visitor's language beyond the booking: a French visitor subscribes from the French footer,
 * confirms and unsubscribes from the links of French e-mails on French pages; a French traveller's
 * cancellation refused by the API is explained on /fr/myorder in French.
 */

/** The newest e-mail to `to` holding a link to `path`, as its recipient would follow it (the path only: the e2e server's origin). */
async function linkInMail(to: string, path: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailbox()
          .filter((m) => m.to.includes(to))
          .findLast((m) => path.test(m.text));
        return (link = mail ? path.exec(mail.text)?.[0] : undefined);
      },
      { message: `a link to ${path} in a mail to ${to}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

test("a French visitor subscribes in the footer, then confirms and unsubscribes from French e-mails on French pages", async ({ page }) => {
  const email = `lectrice-${Date.now()}@example.fr`;
  await page.goto("/fr/contact");
  const footer = page.getByRole("contentinfo");
  // Public forms refuse what is sent within 2 s of opening them (a bot's speed).
  await page.waitForTimeout(2_100);
  await footer.getByLabel("Votre e-mail").fill(email);
  await footer.getByRole("button", { name: "S’abonner" }).click();
  await expect(footer.getByRole("status")).toHaveText(/^Merci. Consultez votre boîte de réception/);

  const confirmLink = await linkInMail(email, /\/fr\/maillist\/confirm\/[0-9a-f-]{36}/);
  const confirmation = mailbox().findLast((m) => m.to.includes(email))!;
  expect(confirmation.text).toContain("Merci de confirmer votre abonnement");
  await page.goto(confirmLink);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Confirmez votre abonnement" })).toBeVisible();
  await page.getByRole("button", { name: "Confirmer mon abonnement" }).click();
  await expect(page.getByText("Votre abonnement est confirmé. Bienvenue sur notre liste de diffusion.")).toBeVisible();

  const unsubscribeLink = await linkInMail(email, /\/fr\/maillist\/unsubcribe\/[0-9a-f-]{36}/);
  expect(mailbox().findLast((m) => m.to.includes(email))!.text).toContain("Vous êtes abonné");
  await page.goto(unsubscribeLink);
  await expect(page.getByRole("heading", { level: 1, name: "Se désabonner" })).toBeVisible();
  await expect(page.getByText("Voulez-vous ne plus recevoir la liste de diffusion de Ikaze ?", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Me désabonner" }).click();
  await expect(page.getByText("Vous êtes désabonné. Vous ne recevrez plus aucun e-mail de notre liste de diffusion.")).toBeVisible();
  // Opened again: already out, said in French.
  await page.reload();
  await expect(page.getByText("Cette adresse est déjà désabonnée de la liste de diffusion de Ikaze.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr");
});

test("a French traveller whose cancellation the API refuses reads why in French on /fr/myorder", async ({ page, request }) => {
  // A booking three days ahead: under the default policy nothing is refunded any more once paid.
  const tour = await tourPrices(request);
  const booked = await request.post("/api/order", {
    data: {
      names: "Camille Martin",
      email: `camille-${Date.now()}@example.fr`,
      phoneNumber: "+250 788 555 111",
      address: "KN 3 Rd",
      location: "Kigali",
      needDate: day(3),
      deadline: `${day(3)} 07:00:00`,
      itemType: "tour",
      itemsArray: [{ id: tour.id, itemNumber: 2 }],
      lang: "fr",
    },
    headers: { "x-forwarded-for": `10.9.77.${Math.floor(Math.random() * 250)}` },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const id = (await booked.json()).order.id as string;

  // Unpaid when the page opens: cancelling is offered, nothing is due.
  await page.goto(`/fr/myorder/${id}`);
  const section = page.getByRole("region", { name: "Annuler votre réservation" });
  await expect(section).toBeVisible();
  // Meanwhile the office records the payment.
  const paid = await request.put(`/api/order/${id}`, { headers: { token: await apiToken(request, ADMIN) }, data: { status: "PAID" } });
  expect(paid.status(), await paid.text()).toBe(200);

  await section.getByRole("button", { name: "Annuler la réservation" }).click();
  await page.getByRole("dialog", { name: "Annuler cette réservation ?" }).getByRole("button", { name: "Oui, annuler" }).click();
  const refusal = section.getByRole("alert");
  await expect(refusal).toContainText("Votre réservation n’a pas été annulée");
  await expect(refusal).toContainText(
    "Selon les conditions d’annulation, rien ne serait remboursé maintenant. Pour modifier votre réservation, appelez-nous au",
  );
  await expect(refusal).not.toContainText("Under the cancellation policy");
});
