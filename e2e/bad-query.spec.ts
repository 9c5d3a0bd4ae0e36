import { expect, test } from "@playwright/test";
import { oddQueryShapes, oddQueryValues, queryPages } from "../tests/security/odd-queries";
import { ADMIN } from "./helpers/accounts";
import { loginAs } from "./helpers/session";

/**
 * Every page that reads a query string, given each odd value for
 * each key it reads, answers without a 5xx (`/participant?event=%00` was a 500: the NUL reached
 * PostgreSQL). The Route Handlers' half is in tests/bad-input-corpus.test.ts.
 */
test("no odd query value makes a page answer 5xx, signed out or in", async ({ page, request }) => {
  test.setTimeout(300_000);
  await loginAs(page, ADMIN);
  const problems: string[] = [];
  for (const { path, keys, staff } of queryPages) {
    for (const key of keys) {
      const queries = [...oddQueryValues.map(([label, v]) => [label, `${key}=${v}`] as const), ...oddQueryShapes(key)];
      for (const [label, query] of queries) {
        // Staff pages signed in (so the values reach the database); public ones as a visitor too.
        const contexts = staff ? [page.request] : [page.request, request];
        for (const client of contexts) {
          const res = await client.get(`${path}?${query}`, { maxRedirects: 0 });
          if (res.status() >= 500) problems.push(`${path}?${key} with ${label}: ${res.status()}`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test("a NUL in the test gateway's session id is the 404 page, never a 5xx", async ({ request }) => {
  for (const path of ["/pay/test-gateway/%00", "/pay/test-gateway/TEST%00AB", `/pay/test-gateway/${"A".repeat(5000)}`]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
  }
});
