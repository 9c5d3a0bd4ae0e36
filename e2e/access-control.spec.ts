import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { routeTable, type RouteRow, type Expected } from "../lib/platform/api/route-table";
import { accessFixtures, fillPath } from "./helpers/access-fixtures";
import { ACCESS_BLOCKED, ADMIN, EDITOR } from "./helpers/accounts";
import { apiToken } from "./helpers/session";

/**
 * Walks the route table (lib/platform/api/route-table.ts) against the production server:
 * every Route Handler method and every /account page, as anonymous, staff, blocked staff and admin.
 * API calls carry the `token` header, pages the session cookie, as API clients and browsers do.
 */
type Role = "anonymous" | "staff" | "blocked" | "admin";
const ROLES: Role[] = ["anonymous", "staff", "blocked", "admin"];

/** A session issued before its account was blocked. */
async function blockedToken(request: APIRequestContext, adminToken: string): Promise<string> {
  const token = await apiToken(request, ACCESS_BLOCKED);
  const users = await request.get(`/api/users?q=${encodeURIComponent(ACCESS_BLOCKED.email)}`, { headers: { token: adminToken } });
  const id = (await users.json()).data.find((u: { email: string }) => u.email === ACCESS_BLOCKED.email).id;
  const res = await request.put(`/api/users/approve/${id}`, { headers: { token: adminToken }, data: { isActive: "false" } });
  expect(res.status(), await res.text()).toBe(200);
  return token;
}

function send(request: APIRequestContext, row: RouteRow, url: string, token: string | undefined): Promise<APIResponse> {
  const page = !url.startsWith("/api/");
  const headers: Record<string, string> = {};
  if (token && !row.withoutSession) {
    if (page) headers.cookie = `ikaze_session=${token}`;
    else headers.token = token;
  }
  const withBody = row.method === "POST" || row.method === "PUT" || row.method === "PATCH";
  return request.fetch(url, { method: row.method, headers, maxRedirects: 0, ...(withBody ? { data: {} } : {}) });
}

function matches(res: APIResponse, expected: Expected): boolean {
  if (expected === "login") return [302, 303, 307, 308].includes(res.status()) && (res.headers().location ?? "").includes("/auth/login");
  return res.status() === expected;
}

test("every route and /account page answers each role as the access-control table says", async ({ request }) => {
  test.setTimeout(180_000);
  const admin = await apiToken(request, ADMIN);
  const tokens: Record<Role, string | undefined> = {
    anonymous: undefined,
    staff: await apiToken(request, EDITOR),
    blocked: await blockedToken(request, admin),
    admin,
  };
  const f = await accessFixtures(request, admin);

  const wrong: string[] = [];
  for (const row of routeTable) {
    const url = fillPath(row.path, f);
    for (const role of ROLES) {
      const res = await send(request, row, url, tokens[role]);
      if (!matches(res, row[role])) wrong.push(`${row.method} ${url} as ${role}: expected ${row[role]}, got ${res.status()} ${res.headers().location ?? ""}`);
    }
  }
  expect(wrong).toEqual([]);
});
