import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { getDb } from "@/lib/platform/db/client";
import { makeUser } from "./helpers/factories";

/** The proxy's answer to a write; `null` when it lets the request through to the Route Handler. */
async function gate(headers: Record<string, string>): Promise<number | null> {
  const req = new NextRequest("http://ikaze.test/api/tours/create", { method: "POST", headers: { "content-type": "application/json", ...headers } });
  const res = await proxy(req);
  return res.headers.get("x-middleware-next") ? null : res.status;
}

let token = "";
beforeAll(async () => {
  await getDb();
  token = (await makeUser("admin")).token;
}, 180_000);

describe("the cross-site write check", () => {
  const evil = "http://evil.example";

  it("refuses a cookie-carried write from another origin", async () => {
    expect(await gate({ cookie: `ikaze_session=${token}`, origin: evil })).toBe(403);
  });

  it("cannot be switched off by an invalid token header next to the cookie", async () => {
    expect(await gate({ cookie: `ikaze_session=${token}`, origin: evil, token: "garbage" })).toBe(403);
  });

  it("cannot be switched off by X-Forwarded-Host naming the foreign origin", async () => {
    expect(await gate({ cookie: `ikaze_session=${token}`, origin: evil, "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" })).toBe(403);
  });

  it("lets through a write authenticated by a valid token header (API clients) and same-origin cookie writes", async () => {
    expect(await gate({ origin: evil, token })).toBeNull();
    expect(await gate({ cookie: `ikaze_session=${token}`, origin: "http://ikaze.test" })).toBeNull();
  });
});
