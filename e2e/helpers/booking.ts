import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { addDays, format } from "date-fns";

/** A demo tour with all five prices (loaded by SEED_DEMO). */
export const TOUR = { slug: "gorilla-trekking-volcanoes-national-park", title: "Gorilla Trekking in Volcanoes National Park" };
export const day = (n: number) => format(addDays(new Date(), n), "yyyy-MM-dd");
export const usd = (n: number) => `$${n.toLocaleString("en-US")}`;

export async function tourPrices(request: APIRequestContext) {
  const res = await request.get(`/api/tours/${TOUR.slug}`);
  expect(res.status()).toBe(200);
  return (await res.json()).tours as { id: string; price2: number; price3: number };
}

/** Books `people` through the API, as an old client would; returns the order id and the amount due. */
export async function bookViaApi(request: APIRequestContext, email: string, people = 2) {
  const tour = await tourPrices(request);
  const res = await request.post("/api/order", {
    data: {
      names: "Jean Bosco",
      email,
      phoneNumber: "+250 788 555 111",
      address: "KN 3 Rd",
      location: "Kigali",
      needDate: day(40),
      deadline: `${day(40)} 07:00:00`,
      itemType: "tour",
      itemsArray: [{ id: tour.id, itemNumber: people }],
      amount: 1,
    },
    headers: { "x-forwarded-for": `10.9.${people}.${Math.floor(Math.random() * 250)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { id: (await res.json()).order.id as string, amount: people === 3 ? tour.price3 : tour.price2 };
}

/** Books `people` through the booking box on the tour page and presses Pay now; returns the order id. */
export async function bookThroughTheBox(page: Page, email: string, people = 3): Promise<string> {
  await page.goto(`/tour/${TOUR.slug}`);
  const form = page.getByRole("form", { name: `Book ${TOUR.title}` });
  await form.getByLabel("Select Number of People").selectOption({ label: `${people} travellers` });
  await form.getByLabel("Full name").fill("Aline Uwera");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("0788 123 456");
  await form.getByLabel("Address").fill("KG 11 Ave");
  await form.getByLabel("Location").fill("Kigali Marriott");
  await form.getByLabel("Tour date").fill(day(20));
  await form.getByLabel("Pick-up date and time").fill(`${day(20)}T07:30`);
  // Public forms refuse what is sent within 2 s of opening them (a bot's speed).
  await page.waitForTimeout(2_100);
  await form.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
  return page.url().split("/").at(-1)!;
}

/** Pay now stays disabled until a method is chosen. */
export async function chooseAndPay(page: Page, option: string) {
  const pay = page.getByRole("button", { name: "Pay now" });
  await expect(pay).toBeDisabled();
  await page.getByLabel("Select payment option").selectOption({ label: option });
  await pay.click();
}

/** The outbox as an administrator sees it at /account/mail, searched for one address. */
export async function outboxSubjects(page: Page, email: string) {
  await page.goto(`/account/mail?q=${encodeURIComponent(email)}`);
  return page.getByRole("main");
}
