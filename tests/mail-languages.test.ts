import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { orders, participants } from "@/lib/platform/db/schema";
import { POST as placeOrderRoute } from "@/app/api/order/route";
import { PUT as putOrder } from "@/app/api/order/[id]/route";
import { POST as create } from "@/app/api/participant/create/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read, rowCount } from "./helpers/content";
import { freshIp, mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";
import { registrationBody, insertEvent } from "./helpers/participants";

/**
 * A booking or a registration keeps the language it was made in (`lang`), and every mail to its
 * person speaks it: words, dates, money and the links to the site's pages in that language.
 */
let admin: string;
let tour: Awaited<ReturnType<typeof makeTour>>;

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  tour = await makeTour([100, 180, 240.5, 300, 350]);
});

const db = async () => getDb();
const reference = (id: string) => `IKZ-${id.slice(0, 8).toUpperCase()}`;
const register = async (body: unknown) => read(await create(apiRequest("/api/participant/create", { body, headers: freshIp() }), undefined));

const payRegistration = (id: string) => putOrder(apiRequest(`/api/order/${id}`, { method: "PUT", body: { status: "PAID" }, token: admin }), params({ id }));

const makePaidEvent = (slug: string) => insertEvent(slug, { place: "Kigali Convention Centre", price1: 150 });

describe("a French booking", () => {
  it("is stored as French; its confirmation and its receipt are French, with /fr links", async () => {
    const email = "camille@example.fr";
    const res = await postOrder(orderBody(tour.id, 3, { email, names: "Camille Martin", lang: "fr" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.order.id as string;
    // The API's answer stays English: only the mails follow the language.
    expect(res.body.message).toBe("Your booking has been received. We have sent the details to your e-mail.");
    const [row] = await (await db()).select().from(orders).where(eq(orders.id, id));
    expect(row.locale).toBe("fr");

    const [confirmation] = await mailsTo(email, `Votre réservation Ikaze ${reference(id)}`);
    expect(confirmation, "the French confirmation").toBeTruthy();
    expect(confirmation.text).toContain("Nous avons bien reçu votre réservation");
    expect(confirmation.text).toContain("Bonjour Camille Martin,");
    expect(confirmation.text).toMatch(/pour 3 personnes le \S+ \d+ \S+ \d{4} : 240,50\s\$US \(référence IKZ-/);
    expect(confirmation.text).toContain(`http://ikaze.test/fr/myorder/${id}`);
    expect(confirmation.text).not.toContain(`http://ikaze.test/myorder/${id}`);
    expect(confirmation.text).toContain("Téléphone : ");
    expect(confirmation.html).toContain('<html lang="fr">');
    expect(confirmation.html).toContain("Si le bouton ne fonctionne pas");
    expect(confirmation.text).not.toMatch(/We have received|Hello|View your booking/);

    const paid = await putOrder(apiRequest(`/api/order/${id}`, { method: "PUT", body: { status: "PAID" }, token: admin }), params({ id }));
    expect(paid.status).toBe(200);
    const [receipt] = await mailsTo(email, `Paiement reçu pour la réservation ${reference(id)}`);
    expect(receipt, "the French receipt").toBeTruthy();
    expect(receipt.text).toContain("Paiement reçu — merci");
    expect(receipt.text).toMatch(/Nous avons reçu votre paiement de 240,50\s\$US le \d+ \S+ \d{4}, \d{2}:\d{2} \(heure de Kigali\)\./);
    expect(receipt.text).toContain("Cet e-mail vaut reçu.");
    expect(receipt.text).toContain(`http://ikaze.test/fr/myorder/${id}`);
  });

  it("the booking box posted without script keeps its language and goes on to the French /pay", async () => {
    const email = "sans-script@example.fr";
    const fields = {
      names: "Louis Petit",
      email,
      phoneNumber: "0788 123 456",
      address: "KG 11 Ave",
      location: "Kigali",
      needDate: orderBody(tour.id).needDate,
      deadline: orderBody(tour.id).deadline,
      "itemsArray.0.id": tour.id,
      "itemsArray.0.itemNumber": "1",
      intent: "now",
      lang: "fr",
      website: "",
    };
    const res = await placeOrderRoute(
      new NextRequest(new URL("/api/order", "http://ikaze.test"), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://ikaze.test", referer: "http://ikaze.test/fr/tour/x", ...freshIp() },
        body: new URLSearchParams(fields).toString(),
      }),
      undefined as never,
    );
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get("location")!);
    expect(to.pathname).toMatch(/^\/fr\/pay\/[0-9a-f-]{36}$/);
    const id = to.pathname.split("/")[3];
    const [row] = await (await db()).select().from(orders).where(eq(orders.id, id));
    expect(row.locale).toBe("fr");
    expect(await mailsTo(email, `Votre réservation Ikaze ${reference(id)}`)).toHaveLength(1);
  });
});

describe("a Kinyarwanda registration", () => {
  it("is stored as Kinyarwanda; its payment link mail is Kinyarwanda, with /rw links", async () => {
    const event = await makePaidEvent(`inama-${Date.now()}`);
    const body = registrationBody(event.slug, { lang: "rw" });
    const res = await register(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [p] = await (await db()).select().from(participants).where(eq(participants.email, body.email));
    expect(p.locale).toBe("rw");
    expect(p.orderId).toBeTruthy();
    const [order] = await (await db()).select().from(orders).where(eq(orders.id, p.orderId!));
    expect(order.locale).toBe("rw");

    const [mail] = await mailsTo(body.email, `Soza iyandikisha ryawe: ${event.title}`);
    expect(mail, "the Kinyarwanda payment link").toBeTruthy();
    expect(mail.text).toContain("Hasigaye intambwe imwe: kwishyura");
    expect(mail.text).toContain("Muraho Dr Aline Uwase,");
    expect(mail.text).toContain("Uwitabira: Dr Aline Uwase (Abanyarwanda).");
    expect(mail.text).toContain("Ishyura ubu:");
    expect(mail.text).toContain(`http://ikaze.test/rw/pay/${p.orderId}`);
    expect(mail.text).toContain("(isaha y’i Kigali)");
    expect(mail.html).toContain('<html lang="rw">');
    // Its cancellation policy, once paid, is told in the same language.
    expect((await payRegistration(p.orderId!)).status).toBe(200);
    const [receipt] = await mailsTo(body.email, `Twakiriye ubwishyu: ${event.title}`);
    expect(receipt, "the Kinyarwanda receipt").toBeTruthy();
    expect(receipt.text).toContain("Amabwiriza yo guhagarika: ");
    expect(receipt.text).toContain("Mugenzi wawe ashobora kugusimbura nta kiguzi.");
    expect(receipt.text).toContain(`http://ikaze.test/rw/myorder/${p.orderId}`);
    expect(mail.text).not.toMatch(/Complete your registration|Dear |Pay now/);
  });
});

describe("without lang", () => {
  it("a booking is English, word for word as before", async () => {
    const email = "english@example.com";
    const res = await postOrder(orderBody(tour.id, 1, { email }));
    expect(res.status).toBe(200);
    const id = res.body.order.id as string;
    const [row] = await (await db()).select().from(orders).where(eq(orders.id, id));
    expect(row.locale).toBe("en");
    const [mail] = await mailsTo(email, `Your Ikaze booking ${reference(id)}`);
    expect(mail.text).toMatch(
      new RegExp(
        `^We have received your booking\\n\\nHello Aline Uwera,\\n\\nTour ${tour.slug} for 1 person on \\w{3} \\d{1,2} \\w{3} \\d{4}: \\$100 \\(reference ${reference(id)}\\)\\.\\n`,
      ),
    );
    expect(mail.text).toContain(`View your booking:\nhttp://ikaze.test/myorder/${id}\n`);
    expect(mail.text).toContain("Questions? Reply to this e-mail or call us on ");
    expect(mail.text).toContain("\nPhone: ");
    expect(mail.text).toContain("\nE-mail: ");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("If the button does not work, copy this address into your browser:");
  });

  it("a registration is English", async () => {
    const event = await makePaidEvent(`english-${Date.now()}`);
    const body = registrationBody(event.slug);
    expect((await register(body)).status).toBe(201);
    const [p] = await (await db()).select().from(participants).where(eq(participants.email, body.email));
    expect(p.locale).toBe("en");
    const [mail] = await mailsTo(body.email, `Complete your registration: ${event.title}`);
    expect(mail.text).toContain("Dear Dr Aline Uwase,");
    expect(mail.text).toContain(`Pay now:\nhttp://ikaze.test/pay/${p.orderId}\n`);
  });
});

describe("a lang that is not en, fr or rw", () => {
  it("is a 400 with a clear message on both endpoints, and writes nothing", async () => {
    const before = [await rowCount(orders), await rowCount(participants)];
    for (const lang of ["de", "FR", "", 1, null]) {
      const order = await postOrder(orderBody(tour.id, 2, { lang }));
      expect(order.status, String(lang)).toBe(400);
      expect(order.body.Errors).toContain("lang must be en, fr or rw.");
      const registration = await register(registrationBody("any-event", { lang }));
      expect(registration.status, String(lang)).toBe(400);
      expect(registration.body.Errors).toContain("lang must be en, fr or rw.");
    }
    expect([await rowCount(orders), await rowCount(participants)]).toEqual(before);
  });
});
