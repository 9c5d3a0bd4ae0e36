import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import type { PgTable } from "drizzle-orm/pg-core";
import { GET as oneTour } from "@/app/api/tours/[slug]/route";
import { GET as oneNews } from "@/app/api/news/[slug]/route";
import { GET as oneEvent } from "@/app/api/events/[slug]/route";
import { GET as onePublication } from "@/app/api/publications/[id]/route";
import { GET as listTours } from "@/app/api/tours/route";
import { GET as listNews } from "@/app/api/news/route";
import { GET as listEvents } from "@/app/api/events/route";
import { GET as listPublications } from "@/app/api/publications/route";
import { GET as listUsers } from "@/app/api/users/route";
import { DELETE as deleteTour } from "@/app/api/tours/delete/[slug]/route";
import { GET as tourDepartures } from "@/app/api/tours/[slug]/departures/route";
import { POST as upload } from "@/app/api/uploads/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as resetRoute } from "@/app/api/auth/reset-password-account/route";
import { POST as forgotRoute } from "@/app/api/auth/send-forgot-password/route";
import { POST as commentRoute } from "@/app/api/comments/create/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as bookingRoute } from "@/app/api/order/route";
import { POST as registrationRoute } from "@/app/api/participant/create/route";
import { POST as subscribeRoute } from "@/app/api/maillist/subscribe/route";
import { uploadsRoot } from "@/lib/content/uploads/storage";
import { getDb } from "@/lib/platform/db/client";
import { events, participants } from "@/lib/platform/db/schema";
import { casesFor, oddSegments, type Case } from "./security/bad-bodies";
import { freshIp, makeTour, postOrder } from "./helpers/orders";
import { departureOrderBody, makeDeparture } from "./helpers/departures";
import { inputRoutes, queryRoutes, type Fixtures, type InputRoute } from "./security/input-routes";
import { oddQueryShapes, oddQueryValues, queryPages } from "./security/odd-queries";
import { pattern } from "@/lib/platform/api/route-table";
import { apiRequest, makeUser } from "./helpers/factories";
import { rowCount } from "./helpers/content";

/**
 * The generated bad-input corpus: every input route gets malformed JSON, bodies that are
 * not objects, wrong types, missing and extra fields, 1 MB and 10 MB strings, control characters,
 * lone surrogates, huge and negative numbers, impossible dates and odd path segments. Each answer
 * must be a 4xx in the contract's shape (never a 5xx) and leave the route's tables unchanged.
 * Failures are collected per route, so one run lists every hole at once.
 */
const tokens: Record<InputRoute["as"], string | undefined> = { anonymous: undefined, staff: undefined, admin: undefined };
const fixtures = {} as Fixtures;

async function createItem(route: string, body: Record<string, unknown>): Promise<string> {
  const handler = inputRoutes.find((r) => r.name === route)!.handler;
  const res = await handler(apiRequest(route.split(" ")[1], { body, token: tokens.admin }), undefined as never);
  const json = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json.data.slug ?? json.data.id;
}

beforeAll(async () => {
  tokens.admin = (await makeUser("admin")).token;
  tokens.staff = (await makeUser("user")).token;
  fixtures.user = (await makeUser("user")).user.id;
  for (const [key, route] of [
    ["tour", "POST /api/tours/create"],
    ["news", "POST /api/news/create"],
    ["event", "POST /api/events/create"],
    ["publication", "POST /api/publications/create"],
  ] as const) {
    fixtures[key] = await createItem(route, inputRoutes.find((r) => r.name === route)!.valid(fixtures));
  }
  // Newsletters are addressed by id (their slug is the archive's).
  const newsletter = inputRoutes.find((r) => r.name === "POST /api/newsletters")!;
  for (const key of ["newsletter", "newsletterToSend"] as const) {
    const res = await newsletter.handler(apiRequest("/api/newsletters", { body: newsletter.valid(fixtures), token: tokens.admin }), undefined as never);
    fixtures[key] = (await res.json()).data.id;
  }
  // A published tour for the visitor forms that need one (bookings, comments).
  const bookable = await makeTour();
  fixtures.publishedTourId = bookable.id;
  fixtures.publishedTourSlug = bookable.slug;
  // A tour on departures: the departure routes, and booking and moving a seat on one.
  const scheduled = await makeTour();
  fixtures.departureTourId = scheduled.id;
  fixtures.departureTourSlug = scheduled.slug;
  const [first, second] = [await makeDeparture(scheduled.id, 400), await makeDeparture(scheduled.id, 400, 24 * 30)];
  fixtures.departure = first.id;
  fixtures.otherDeparture = second.id;
  const placed = await postOrder(departureOrderBody(scheduled.id, first.id, 2));
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  fixtures.departureOrder = placed.body.order.id;
  // A registration for a free event, for the category route (staff change it by hand).
  const db = await getDb();
  const [free] = await db
    .insert(events)
    .values({
      slug: "corpus-free-forum",
      title: "Corpus free forum",
      startDate: new Date(Date.now() + 30 * 86_400_000),
      endDate: new Date(Date.now() + 31 * 86_400_000),
      place: "Kigali",
      isApproved: true,
    })
    .returning();
  const [person] = await db
    .insert(participants)
    .values({
      eventId: free.id,
      eventName: free.title,
      familyName: "Corpus",
      firstName: "Delegate",
      position: "Analyst",
      department: "Policy",
      organization: "Ikaze",
      address: "KG 7 Ave",
      country: "Germany",
      town: "Berlin",
      phone: "+49 30 901820",
      email: "corpus.delegate@example.org",
      category: "international",
      amount: 0,
    })
    .returning();
  fixtures.participant = person.id;
  // Three password hashes: slow on a busy machine.
}, 180_000);

const counts = (tables: PgTable[]) => Promise.all(tables.map(rowCount));

/** What is wrong with an answer that should be a 4xx in the route's shape, or null. */
async function refusal(res: Response, shape: InputRoute["shape"]): Promise<string | null> {
  if (res.status < 400 || res.status >= 500) return `status ${res.status}`;
  let body: Record<string, unknown>;
  try {
    body = await res.json();
  } catch {
    return `status ${res.status} without a JSON body`;
  }
  const key = res.status === 400 ? shape : shape === "message" ? "message" : "error";
  const value = body[key];
  const fits =
    key === "Errors" ? Array.isArray(value) && value.length > 0 && value.every((m) => typeof m === "string" && m) : typeof value === "string" && value;
  return fits ? null : `status ${res.status} without "${key}": ${JSON.stringify(body).slice(0, 200)}`;
}

function request(route: InputRoute, raw: string): NextRequest {
  return new NextRequest(new URL("/api/corpus", "http://ikaze.test"), {
    method: route.method,
    // A new client address per request: the visitor forms' per-address limit must not stand in for validation.
    headers: { "content-type": "application/json", ...freshIp(), ...(tokens[route.as] ? { token: tokens[route.as]! } : {}) },
    body: raw,
  });
}

async function runCase(
  route: InputRoute,
  c: Case,
  params: Record<string, string> | undefined,
  before: number[],
): Promise<{ problem: string | null; accepted: boolean }> {
  const res = await route.handler(request(route, c.raw), (params ? { params: Promise.resolve(params) } : undefined) as never);
  if (res.status >= 500) return { problem: `status ${res.status}`, accepted: false };
  if (res.status < 400) return { problem: c.kind === "bad" ? `accepted with ${res.status}` : null, accepted: true };
  const wrong = await refusal(res, route.shape);
  if (wrong) return { problem: wrong, accepted: false };
  const after = await counts(route.tables);
  return { problem: after.some((n, i) => n !== before[i]) ? `rows changed ${before} → ${after}` : null, accepted: false };
}

/**
 * Routes that read JSON but have no corpus line yet (their bad input is tested in the named file
 * only): each needs a fixture the corpus does not make yet. Shrink this list; never grow it.
 */
const notYetInCorpus: Record<string, string> = {
  "PUT /api/inbox/[]": "tests/inquiries.test.ts",
  "PUT /api/comments/change/[]": "tests/comments-api.test.ts",
  "PUT /api/order/[]": "tests/orders-api.test.ts",
  "POST /api/v1/payments/session": "tests/payments-test-gateway.test.ts",
  "POST /api/v1/payments/bank-transfer": "tests/payments-test-gateway.test.ts",
  "POST /api/v1/payments/webhook": "tests/payments-test-gateway.test.ts",
};

describe("bad-input corpus: coverage", () => {
  it("has a line for every write method of every Route Handler that reads a JSON body", () => {
    const apiDir = path.resolve(import.meta.dirname, "../app/api");
    const missing: string[] = [];
    for (const file of readdirSync(apiDir, { recursive: true, encoding: "utf8" }).filter((f) => path.basename(f) === "route.ts")) {
      const src = readFileSync(path.join(apiDir, file), "utf8");
      if (!src.includes("readJson(")) continue;
      const url = pattern(`/api/${path.dirname(file).split(path.sep).join("/")}`);
      const writes = [...src.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+(POST|PUT|PATCH)\b/g)].map((m) => `${m[1]} ${url}`);
      const covered = writes.some((w) => w in notYetInCorpus || inputRoutes.some((r) => `${r.method} ${pattern(r.name.split(" ")[1])}` === w));
      if (!covered) missing.push(...writes);
    }
    expect(missing, "add these to tests/security/input-routes.ts").toEqual([]);
    const inCorpus = inputRoutes.map((r) => `${r.method} ${pattern(r.name.split(" ")[1])}`);
    expect(
      Object.keys(notYetInCorpus).filter((k) => inCorpus.includes(k)),
      "in the corpus now: drop from notYetInCorpus",
    ).toEqual([]);
  });
});

describe("bad-input corpus: JSON bodies", () => {
  for (const route of inputRoutes) {
    it(`${route.name}: every bad input is a 4xx in the contract's shape, nothing written`, async () => {
      const params = route.params?.(fixtures);
      const problems: string[] = [];
      let before = await counts(route.tables);
      const cases = casesFor(route.valid(fixtures), { slow: route.slow });
      if (route.parallel) {
        const results = await Promise.all(cases.map((c) => runCase(route, c, params, before)));
        results.forEach(({ problem }, i) => problem && problems.push(`${cases[i].label}: ${problem}`));
      } else {
        for (const c of cases) {
          const { problem, accepted } = await runCase(route, c, params, before);
          if (problem) problems.push(`${c.label}: ${problem}`);
          // An accepted odd input may write (an update and its audit entry): compare from here on.
          if (accepted) before = await counts(route.tables);
        }
      }
      if (params) {
        const valid = JSON.stringify(route.valid(fixtures));
        for (const [label, segment] of oddSegments) {
          const odd = Object.fromEntries(Object.keys(params).map((k) => [k, segment]));
          const { problem } = await runCase(route, { label, kind: "bad", raw: valid }, odd, before);
          if (problem) problems.push(`path segment with ${label}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }
});

describe("bad-input corpus: path segments and list queries", () => {
  const reads = [
    ["GET /api/tours/{slug}", oneTour, "slug"],
    ["GET /api/news/{slug}", oneNews, "slug"],
    ["GET /api/events/{slug}", oneEvent, "slug"],
    ["GET /api/publications/{id}", onePublication, "id"],
    ["DELETE /api/tours/delete/{slug}", deleteTour, "slug"],
    ["GET /api/tours/{slug}/departures", tourDepartures, "slug"],
  ] as const;

  it("an odd slug or id is a 4xx with { error }, for anonymous callers and admins", async () => {
    const problems: string[] = [];
    for (const [name, handler, key] of reads) {
      for (const token of [undefined, tokens.admin]) {
        for (const [label, segment] of oddSegments) {
          const res = await handler(apiRequest("/api/x", { method: name.split(" ")[0], token }), { params: Promise.resolve({ [key]: segment }) } as never);
          const wrong = await refusal(res, "error");
          if (wrong) problems.push(`${name} with ${label}${token ? " (admin)" : ""}: ${wrong}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("odd ?page, ?limit and ?q never fail a list", async () => {
    const lists = [listTours, listNews, listEvents, listPublications, listUsers];
    const queries = [
      "page=1e308&limit=5",
      "page=-1&limit=-1",
      "page=abc&limit=1e308",
      "page=99999999999&limit=1000",
      "q=%00",
      "q=%F0%9F%98%80",
      `q=${"x".repeat(5000)}`,
      "category=%00",
    ];
    const problems: string[] = [];
    for (const list of lists) {
      for (const q of queries) {
        const res = await list(apiRequest(`/api/list?${q}`, { token: tokens.admin }), undefined as never);
        if (res.status !== 200) problems.push(`${list.name} ?${q}: ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("bad-input corpus: query strings", () => {
  for (const route of queryRoutes) {
    it(`${route.name}: no odd query value is a 5xx`, async () => {
      const [method, url] = route.name.split(" ");
      const params = route.params?.(fixtures);
      const problems: string[] = [];
      for (const key of route.keys) {
        const queries = [...oddQueryValues.map(([label, v]) => [label, `${key}=${v}`] as const), ...oddQueryShapes(key)];
        for (const [label, query] of queries) {
          const req = new NextRequest(new URL(`${url}?${query}`, "http://ikaze.test"), { method, headers: { ...freshIp(), token: tokens.admin! } });
          const res = await route.handler(req, (params ? { params: Promise.resolve(params) } : undefined) as never);
          // A list or export answers (odd values read as absent); a lookup may refuse in the contract's shape.
          const wrong = res.status < 400 ? null : await refusal(res, "error");
          if (wrong) problems.push(`?${key} with ${label}: ${wrong}`);
        }
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it("every page and Route Handler that reads a query string is in the corpus", () => {
    const files = (readdirSync("app", { recursive: true, encoding: "utf8" }) as string[]).filter((f) => /(^|\/)(route\.ts|page\.tsx)$/.test(f));
    const readsQuery = (f: string) => /searchParams|nextUrl\.search/.test(readFileSync(`app/${f}`, "utf8"));
    // app/[locale]/pay/[id]/page.tsx → /pay/[^/]+ : the URL pattern a listed path or route name must fit
    // (English, unprefixed, stands for the three languages).
    const urlPattern = (f: string) =>
      new RegExp(
        `^${f
          .replace(/\/?(route\.ts|page\.tsx)$/, "")
          .replace(/^\[locale\]\/?/, "")
          .replace(/\([^)]+\)\//g, "")
          .replace(/\[[^\]]+\]/g, "[^/]+")
          .replace(/^/, "/")}$`,
      );
    const listed = [...queryRoutes.map((r) => r.name.split(" ")[1].replace(/\[[^\]]+\]/g, "x")), ...queryPages.map((p) => p.path)];
    const missing = files.filter(readsQuery).filter((f) => !listed.some((p) => urlPattern(f).test(p)));
    expect(missing).toEqual([]);
  });
});

describe("bad-input corpus: the forms posted without script", () => {
  // These routes also take a plain HTML form (lib/platform/api/form-post.ts): a body that does not parse as
  // the form it claims to be is a 400, and odd fields are answered like a wrong entry, never a 5xx.
  const forms = [
    ["POST /api/auth/login", loginRoute],
    ["POST /api/auth/reset-password-account", resetRoute],
    ["POST /api/auth/send-forgot-password", forgotRoute],
    // The comment and contact forms post as plain forms until their script has loaded…
    ["POST /api/comments/create", commentRoute],
    ["POST /api/contact", contactRoute],
    // …and so does the footer's newsletter form (with script turned off, or before it has run).
    ["POST /api/maillist/subscribe", subscribeRoute],
    // …and the tour page's booking box, until its script has loaded.
    ["POST /api/order", bookingRoute],
    // …and the registration form, until its script has loaded.
    ["POST /api/participant/create", registrationRoute],
  ] as const;
  const bodies: [string, string, string][] = [
    ["multipart that is not multipart", "multipart/form-data; boundary=zz", "garbage"],
    ["multipart without a boundary", "multipart/form-data", "--x\r\n\r\n"],
    ["a truncated multipart body", "multipart/form-data; boundary=b", '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx'],
    ["broken percent-encoding", "application/x-www-form-urlencoded", "email=%zz&password=%&next=%E0%A4%A"],
    ["NUL and a lone surrogate", "application/x-www-form-urlencoded", "email=a%00b%40ikaze.test&password=%ED%A0%80&token=%00"],
    ["1 MB of e-mail", "application/x-www-form-urlencoded", `email=${"x".repeat(1024 * 1024)}&password=p`],
  ];

  it("every odd form body is refused with a 4xx or sent back to its page, never a 5xx", async () => {
    const problems: string[] = [];
    for (const [name, handler] of forms) {
      for (const [label, type, body] of bodies) {
        // Posted from our own page (the login refuses forms from elsewhere before reading them).
        const req = new NextRequest(new URL("/api/corpus", "http://ikaze.test"), {
          method: "POST",
          headers: { "content-type": type, origin: "http://ikaze.test", ...freshIp() },
          body,
        });
        const res = await handler(req, undefined as never);
        // A form that cannot be read is a 400 in the route's contract shape; a readable one with odd
        // fields is sent back to its page (303), as a browser without script would be.
        const unreadable = type.startsWith("multipart");
        if (res.status === 303 && !unreadable) continue;
        const wrong = unreadable && res.status !== 400 ? `status ${res.status}` : await refusal(res, inputRoutes.find((r) => r.name === name)!.shape);
        if (wrong) problems.push(`${name}, ${label}: ${wrong}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

describe("bad-input corpus: POST /api/uploads", () => {
  const filesIn = (dir: string): number => {
    try {
      return readdirSync(dir, { recursive: true }).length;
    } catch {
      return 0;
    }
  };
  const form = (parts: [string, string | Blob][]) => {
    const f = new FormData();
    for (const [k, v] of parts) f.append(k, v);
    return f;
  };
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], { type: "image/png" });
  const bodies: [string, () => { body: BodyInit; type?: string }][] = [
    ["JSON instead of multipart", () => ({ body: '{"file":"x","folder":"Tours"}', type: "application/json" })],
    ["multipart without a boundary", () => ({ body: "--x\r\n\r\n", type: "multipart/form-data" })],
    [
      "a truncated multipart body",
      () => ({ body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG', type: "multipart/form-data; boundary=b" }),
    ],
    ["no file", () => ({ body: form([["folder", "Tours"]]) })],
    [
      "the file as a text field",
      () => ({
        body: form([
          ["file", "not a file"],
          ["folder", "Tours"],
        ]),
      }),
    ],
    ["no folder", () => ({ body: form([["file", png]]) })],
    [
      "an unknown folder",
      () => ({
        body: form([
          ["file", png],
          ["folder", "../../etc"],
        ]),
      }),
    ],
    [
      "a folder with NUL",
      () => ({
        body: form([
          ["file", png],
          ["folder", "Tours\u0000"],
        ]),
      }),
    ],
    [
      "an empty file",
      () => ({
        body: form([
          ["file", new Blob([], { type: "image/png" })],
          ["folder", "Tours"],
        ]),
      }),
    ],
    [
      "an SVG named .png",
      () => ({
        body: form([
          ["file", new Blob(["<svg onload=alert(1)>"], { type: "image/png" })],
          ["folder", "Tours"],
        ]),
      }),
    ],
    ["an empty body", () => ({ body: "", type: "multipart/form-data; boundary=b" })],
  ];

  it("every wrong multipart is a 4xx with { error } and stores no file", async () => {
    const before = filesIn(uploadsRoot());
    const problems: string[] = [];
    for (const [label, make] of bodies) {
      const { body, type } = make();
      const headers: Record<string, string> = { token: tokens.staff! };
      if (type) headers["content-type"] = type;
      const res = await upload(new NextRequest("http://ikaze.test/api/uploads", { method: "POST", body, headers }), undefined as never);
      const wrong = await refusal(res, "error");
      if (wrong) problems.push(`${label}: ${wrong}`);
    }
    expect(problems).toEqual([]);
    expect(filesIn(uploadsRoot())).toBe(before);
  });
});
