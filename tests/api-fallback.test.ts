import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import * as fallback from "@/app/api/[...path]/route";
import { proxy } from "@/proxy";
import { read } from "./helpers/content";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const request = (url: string, method: string) => new NextRequest(new URL(url, "http://ikaze.test"), { method });

describe("unknown /api paths", () => {
  it("answer 404 {error: 'Not found'} as JSON, whatever the method", async () => {
    for (const method of METHODS) {
      const res = await fallback[method]();
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await read(res)).toEqual({ status: 404, body: { error: "Not found" } });
    }
  });

  it("are passed on by the proxy (so Next routes them to the fallback)", async () => {
    for (const url of ["/api/nothing-here", "/api/news/update", "/api/tours/a/b/c"]) {
      const res = await proxy(request(url, "GET"));
      expect(res.status, url).toBe(200);
      expect(res.headers.get("x-middleware-next"), url).toBe("1");
    }
  });
});

describe("a wrong method on a known /api path", () => {
  it("answers 405 with Allow and a JSON error", async () => {
    const cases: [string, string, string][] = [
      ["/api/news", "PATCH", "GET, HEAD, OPTIONS"],
      ["/api/news/create", "GET", "OPTIONS, POST"],
      ["/api/news/five", "PUT", "GET, HEAD, OPTIONS"],
      ["/api/events/climate-week", "POST", "DELETE, GET, HEAD, OPTIONS, PUT"],
      ["/api/users/approve/123", "DELETE", "OPTIONS, PUT"],
    ];
    for (const [url, method, allow] of cases) {
      const res = await proxy(request(url, method));
      expect(res.status, `${method} ${url}`).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = await res.json();
      expect(typeof body.error).toBe("string");
    }
  });

  it("lets the right methods through (HEAD with GET, and the static route before the dynamic one)", async () => {
    for (const [url, method] of [
      ["/api/news", "GET"],
      ["/api/news", "HEAD"],
      ["/api/news/five", "GET"],
      ["/api/news/some-post", "GET"],
      ["/api/events/climate-week", "DELETE"],
      ["/api/news/create", "POST"],
    ]) {
      const res = await proxy(request(url, method));
      expect(res.headers.get("x-middleware-next"), `${method} ${url}`).toBe("1");
    }
  });
});
