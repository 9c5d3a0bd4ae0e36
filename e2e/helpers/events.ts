import { expect, type APIRequestContext } from "@playwright/test";
import { ADMIN } from "./accounts";
import { apiToken } from "./session";

export const DAY = 86_400_000;
export const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/** An approved event made through the API, as staff would. */
export async function makeEvent(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}) {
  const token = await apiToken(request, ADMIN);
  const res = await request.post("/api/events/create", {
    headers: { token },
    data: {
      title,
      startDate: iso(30 * DAY),
      endDate: iso(31 * DAY),
      place: "Kigali Convention Centre",
      price: 0,
      description: "<p>Talks and workshops.</p>",
      image: "/site/page-about.jpg",
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { slug, id } = (await res.json()).data as { slug: string; id: string };
  expect((await request.put(`/api/events/approve/${slug}`, { headers: { token }, data: { isApproved: "true" } })).status()).toBe(200);
  return { slug, id, title };
}
