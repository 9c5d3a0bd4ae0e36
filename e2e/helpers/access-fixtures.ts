import { expect, type APIRequestContext } from "@playwright/test";
import type { AccessFixtures } from "../../lib/platform/api/route-table";
import { EDITOR } from "./accounts";

/** The slug or id of the first item an API list gives (the seeded content). */
async function first(request: APIRequestContext, url: string, key: string, field: "slug" | "id"): Promise<string> {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  const items = (await res.json())[key];
  expect(items.length, `${url} needs seeded content`).toBeGreaterThan(0);
  return items[0][field];
}

/**
 * Real items to fill the access-control table's `[slug]`/`[id]` paths with (lib/platform/api/route-table.ts),
 * read through the API as the admin; `[uuid]`, `[token]` and `[file]` name nothing that exists.
 */
export async function accessFixtures(request: APIRequestContext, adminToken: string): Promise<AccessFixtures> {
  const users = await request.get(`/api/users?q=${encodeURIComponent(EDITOR.email)}`, { headers: { token: adminToken } });
  const editor = (await users.json()).data.find((u: { email: string }) => u.email === EDITOR.email);
  return {
    tour: await first(request, "/api/tours", "tours", "slug"),
    news: await first(request, "/api/news", "news", "slug"),
    event: await first(request, "/api/events", "data", "slug"),
    publication: await first(request, "/api/publications", "data", "id"),
    user: editor.id,
    missing: "zz-no-such-item",
    uuid: "00000000-0000-4000-8000-000000000000",
    token: "not-a-real-token",
    file: "none.png",
  };
}

/** A route table path with its `[name]` and `[...name]` segments filled from the fixtures. */
export function fillPath(path: string, f: AccessFixtures): string {
  return path.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: keyof AccessFixtures) => encodeURIComponent(f[name]));
}
