import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { contentTranslations, mailOutbox, orders, participants, type FeeTable } from "@/lib/platform/db/schema";
import { POST as create } from "@/app/api/participant/create/route";
import { apiRequest } from "./helpers/factories";
import { read, rowCount } from "./helpers/content";
import { registrationBody, insertEvent } from "./helpers/participants";

/*
 * The registration API answers its own refusals in the language the request carries (`lang`, sent by
 * the /fr and /rw forms), naming the country and the event as the page in that language does. Without
 * `lang` (or with "en") the answers are the English of before, word for word.
 */

const DAY = 86_400_000;
const fees: FeeTable = {
  rwandan: { earlyBird: 300, normal: 300 },
  african: { earlyBird: 410, normal: 410 },
  international: { earlyBird: 520, normal: 520 },
};

let ipCounter = 0;
const register = async (body: unknown) =>
  read(
    await create(
      apiRequest("/api/participant/create", { body, headers: { "x-forwarded-for": `10.41.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` } }),
      undefined,
    ),
  );

const makeEvent = (slug: string, startsInDays = 30) =>
  insertEvent(slug, { fees, startDate: new Date(Date.now() + startsInDays * DAY), endDate: new Date(Date.now() + (startsInDays + 1) * DAY) });

const counts = async () => ({ participants: await rowCount(participants), orders: await rowCount(orders), mail: await rowCount(mailOutbox) });
const refused = (status: number, message: string) => ({ status, body: { error: message, Errors: [message] } });

describe("a registration refused for its category, in the form's language", () => {
  it("French and Kinyarwanda name the country and the fee in the language; English and no lang answer as before", async () => {
    const event = await makeEvent("refusal-words-category");
    const before = await counts();
    const germany = { category: "rwandan", country: "Germany", phone: "+49 30 901820" };
    expect(await register(registrationBody(event.slug, { ...germany, lang: "fr" }))).toEqual(
      refused(400, "Pays choisi : Allemagne ; le tarif applicable est celui des Internationaux, et la catégorie de participant doit correspondre au pays."),
    );
    expect(await register(registrationBody(event.slug, { ...germany, lang: "rw" }))).toEqual(
      refused(400, "Abaturuka muri Ubudage bishyura amafaranga y’icyiciro Abanyamahanga; icyiciro cy’uwitabira kigomba guhura n’igihugu."),
    );
    // A country the Kinyarwanda list does not name keeps its English name; an ISO code is named too.
    expect(await register(registrationBody(event.slug, { category: "rwandan", country: "BR", phone: "+55 11 3003 3030", lang: "rw" }))).toEqual(
      refused(400, "Abaturuka muri Brazil bishyura amafaranga y’icyiciro Abanyamahanga; icyiciro cy’uwitabira kigomba guhura n’igihugu."),
    );
    expect(await register(registrationBody(event.slug, { category: "international", country: "KE", phone: "+254 712 345678", lang: "fr" }))).toEqual(
      refused(400, "Pays choisi : Kenya ; le tarif applicable est celui des Africains, et la catégorie de participant doit correspondre au pays."),
    );
    const english = refused(400, "Participants from Germany pay the Internationals fee; the participant category must match the country.");
    expect(await register(registrationBody(event.slug, germany))).toEqual(english);
    expect(await register(registrationBody(event.slug, { ...germany, lang: "en" }))).toEqual(english);
    expect(await counts()).toEqual(before);
  });
});

describe("the registration's other refusals, in the form's language", () => {
  it("an unknown country, a bad number, an event not open: French and Kinyarwanda; English without lang", async () => {
    const event = await makeEvent("refusal-words-others");
    const before = await counts();
    expect(await register(registrationBody(event.slug, { country: "Atlantis", lang: "fr" }))).toEqual(refused(400, "Veuillez choisir un pays dans la liste."));
    expect(await register(registrationBody(event.slug, { country: "Atlantis" }))).toEqual(refused(400, "Please choose a country from the list."));
    expect(await register(registrationBody(event.slug, { phone: "12", lang: "rw" }))).toEqual(refused(400, "Andika nimero ya telefone nyayo."));
    expect(await register(registrationBody("no-such-event", { lang: "fr" }))).toEqual(refused(404, "Cet événement n’est pas ouvert aux inscriptions."));
    expect(await register(registrationBody("no-such-event"))).toEqual(refused(404, "This event is not open for registration."));
    expect(await counts()).toEqual(before);
  });

  it("an event that has started is named by its version's title where it has one, else as stored", async () => {
    const event = await makeEvent("refusal-words-started", -1);
    const db = await getDb();
    await db.insert(contentTranslations).values({ kind: "event", itemId: event.id, locale: "fr", fields: { title: "Atelier commencé" } });
    expect(await register(registrationBody(event.slug, { lang: "fr" }))).toEqual(
      refused(409, "Les inscriptions à Atelier commencé sont closes : l’événement a déjà commencé."),
    );
    expect(await register(registrationBody(event.slug, { lang: "rw" }))).toEqual(
      refused(409, `Kwiyandikisha kuri ${event.title} byarafunzwe: igikorwa cyatangiye.`),
    );
    expect(await register(registrationBody(event.slug))).toEqual(refused(409, `Registration for ${event.title} is closed: the event has already started.`));
  });
});
