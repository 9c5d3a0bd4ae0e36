import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { apiRequest } from "./helpers/factories";

/**
 * The stranded query: a connection that goes silent in the middle of a query
 * (neither an answer nor a close, as when postgres.js loses a query on a connection the server
 * dropped, porsager/postgres#1186) must not leave the request waiting. A TCP relay between the
 * site and PostgreSQL swallows every byte on command; the query misses its deadline, the request
 * answers 503 with Retry-After, and once bytes flow again the site serves without a restart.
 * PostgreSQL leg only: the embedded database has no network between the site and it.
 */
const server = process.env.TEST_DATABASE_URL;
let silent = false;
const sockets = new Set<net.Socket>();
let relay: net.Server | undefined;

if (server) {
  const target = new URL(process.env.DATABASE_URL!);
  relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on("data", (chunk) => {
        if (!silent) to.write(chunk);
      });
      from.on("close", () => to.destroy());
      from.on("error", () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => relay!.listen(0, "127.0.0.1", resolve));
  const through = new URL(target);
  through.hostname = "127.0.0.1";
  through.port = String((relay.address() as net.AddressInfo).port);
  process.env.DATABASE_URL = through.toString();
  process.env.DB_QUERY_DEADLINE_MS = "1500";
}

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined)));
});

let ip = 0;
const send = () =>
  contact(
    apiRequest("/api/contact", {
      body: { names: "Aline Uwase", email: "aline@example.com", message: "Do you have seats in March?" },
      headers: { "x-forwarded-for": `10.91.0.${++ip}` },
    }),
    undefined,
  );

describe.runIf(server)("a query whose connection goes silent", () => {
  it("answers 503 with Retry-After within its deadline, and the site heals without a restart", async () => {
    expect((await send()).status).toBe(200);

    silent = true;
    const started = Date.now();
    const res = await send();
    const waited = Date.now() - started;
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await res.json()).toEqual({ error: "The service is briefly unavailable. Please try again in a minute." });
    expect(waited).toBeGreaterThanOrEqual(1400);
    expect(waited).toBeLessThan(5000);

    silent = false;
    await expect.poll(async () => (await send()).status, { timeout: 10_000, interval: 200 }).toBe(200);
  });
});
