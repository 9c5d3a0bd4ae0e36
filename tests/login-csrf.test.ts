import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as login } from "@/app/api/auth/login/route";
import { makeUser, TEST_PASSWORD } from "./helpers/factories";

// A partner site allowed to call the API from the browser (read once, at the first env()).
const PARTNER = "https://partner.example";
process.env.CORS_ORIGINS = PARTNER;

let email = "";
let ipCounter = 0;
beforeAll(async () => {
  email = (await makeUser("admin")).user.email;
});

/**
 * Login CSRF: a page on another site that posts the attacker's credentials to
 * our login would sign the visitor into the attacker's account. A login sets the session cookie,
 * so it must show it comes from our own page; API clients (no Origin) and CORS_ORIGINS partners
 * keep the contract's JSON login.
 */
async function post(type: string, body: string, headers: Record<string, string> = {}) {
  const req = new NextRequest("http://ikaze.test/api/auth/login", {
    method: "POST",
    // A new address each time, so the login limits never stand in for the origin check.
    headers: { "content-type": type, "x-forwarded-for": `198.18.0.${++ipCounter}`, ...headers },
    body,
  });
  const res = await login(req, undefined);
  return { status: res.status, session: (res.headers.get("set-cookie") ?? "").includes("ikaze_session="), location: res.headers.get("location") };
}

const FORM = "application/x-www-form-urlencoded";
const form = () => new URLSearchParams({ email, password: TEST_PASSWORD, next: "/account" }).toString();
const json = () => JSON.stringify({ email, password: TEST_PASSWORD });

describe("the login refuses requests from other sites", () => {
  it("a cross-site HTML form gets 403 and no session cookie", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "http://evil.example" },
      { origin: "null" }, // a sandboxed frame or a data: page
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" }, // a sibling subdomain is another site's page too
      { origin: "http://ikaze.test.evil.example" },
    ];
    for (const headers of crossSite) {
      expect(await post(FORM, form(), headers), JSON.stringify(headers)).toMatchObject({ status: 403, session: false });
      expect(
        await post(
          "multipart/form-data; boundary=b",
          `--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--b\r\nContent-Disposition: form-data; name="password"\r\n\r\n${TEST_PASSWORD}\r\n--b--\r\n`,
          headers,
        ),
      ).toMatchObject({ status: 403, session: false });
    }
  });

  it("a form post that cannot show where it comes from (no Origin, no Sec-Fetch-Site) gets 403", async () => {
    expect(await post(FORM, form())).toMatchObject({ status: 403, session: false });
  });

  it("a cross-site text/plain form shaped as JSON gets 403 and no session cookie", async () => {
    // <form enctype="text/plain"> with a field named `{"email":…,"x":"` and value `"}` sends JSON.
    const body = `${json().slice(0, -1)},"x":"="}`;
    expect(await post("text/plain", body, { origin: "http://evil.example" })).toMatchObject({ status: 403, session: false });
    expect(await post("text/plain", body, { "sec-fetch-site": "cross-site" })).toMatchObject({ status: 403, session: false });
  });

  it("our own page's form still signs in (Origin, or Sec-Fetch-Site alone)", async () => {
    expect(await post(FORM, form(), { origin: "http://ikaze.test", "sec-fetch-site": "same-origin" })).toMatchObject({
      status: 303,
      session: true,
      location: "http://ikaze.test/account",
    });
    expect(await post(FORM, form(), { "sec-fetch-site": "same-origin" })).toMatchObject({ status: 303, session: true });
  });

  it("API clients keep the JSON login: no Origin, or a CORS_ORIGINS partner", async () => {
    expect(await post("application/json", json())).toMatchObject({ status: 200, session: true });
    expect(await post("application/json", json(), { origin: PARTNER, "sec-fetch-site": "cross-site" })).toMatchObject({ status: 200, session: true });
    expect(await post("application/json", json(), { origin: "http://ikaze.test", "sec-fetch-site": "same-origin" })).toMatchObject({
      status: 200,
      session: true,
    });
  });

  it("a CORS_ORIGINS partner may not post the no-script form (only our page has it)", async () => {
    expect(await post(FORM, form(), { origin: PARTNER })).toMatchObject({ status: 403, session: false });
  });
});
