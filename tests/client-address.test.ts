import { describe, expect, it } from "vitest";
import { POST as forgot } from "@/app/api/auth/send-forgot-password/route";
import { clientIp } from "@/lib/platform/api/client-ip";
import { FORGOT_LIMITS } from "@/lib/access/auth/recovery";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { CLIENT_ADDRESS_HEADER, markStamping, resolveClientAddress, stampClientAddress } from "@/server/client-address.mjs";
import { stampEveryRequest } from "@/server/stamp-requests.mjs";
import { apiRequest, params } from "./helpers/factories";

/** What server/stamp-requests.mjs does to a request that arrives on a socket from `peer` with these headers. */
function arrive(peer: string, headers: Record<string, string>, trusted = 0, encrypted = false) {
  const incoming = { headers: { ...headers } as Record<string, string | string[] | undefined>, socket: { remoteAddress: peer, encrypted } };
  stampClientAddress(incoming as never, trusted);
  markStamping();
  return incoming.headers as Record<string, string>;
}

describe("the client address (TRUST_PROXY)", () => {
  it("with no proxy in front (0) is the socket's peer, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("6.6.6.6", "203.0.113.5", 0)).toBe("203.0.113.5");
    expect(resolveClientAddress(undefined, "::ffff:203.0.113.5", 0)).toBe("203.0.113.5");
  });

  it("with one proxy (1) is the entry that proxy appended, not what the client wrote before it", () => {
    expect(resolveClientAddress("6.6.6.6, 198.51.100.4", "10.0.0.2", 1)).toBe("198.51.100.4");
    expect(resolveClientAddress("198.51.100.4", "10.0.0.2", 1)).toBe("198.51.100.4");
    expect(resolveClientAddress("6.6.6.6, 7.7.7.7, 198.51.100.4", "10.0.0.2", 2)).toBe("7.7.7.7");
    // Fewer hops than proxies: the furthest one known.
    expect(resolveClientAddress(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
  });

  it("replaces a copy of the internal header sent by the client", () => {
    const headers = arrive("203.0.113.9", { [CLIENT_ADDRESS_HEADER]: "1.2.3.4", "x-forwarded-for": "5.6.7.8" });
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe("203.0.113.9");
    expect(clientIp(apiRequest("/api/x", { headers }))).toBe("203.0.113.9");
    const behindOne = arrive("10.0.0.2", { [CLIENT_ADDRESS_HEADER]: "1.2.3.4", "x-forwarded-for": "6.6.6.6, 198.51.100.4" }, 1);
    expect(clientIp(apiRequest("/api/x", { headers: behindOne }))).toBe("198.51.100.4");
  });

  it("counts an IPv6 client by its /64 network, so one subscriber's many addresses share its limits", () => {
    expect(resolveClientAddress(undefined, "2001:db8:1:2:aaaa:bbbb:cccc:dddd", 0)).toBe("2001:db8:1:2::/64");
    expect(resolveClientAddress(undefined, "2001:DB8:0001:0002::7", 0)).toBe("2001:db8:1:2::/64");
    expect(resolveClientAddress("2001:db8:1:2::1.2.3.4", "10.0.0.2", 1)).toBe("2001:db8:1:2::/64");
    expect(resolveClientAddress(undefined, "2001:db8:1:3::7", 0)).toBe("2001:db8:1:3::/64");
    expect(resolveClientAddress(undefined, "fe80::1%eth0", 0)).toBe("fe80:0:0:0::/64");
    // Not an IPv6 address: kept as it came (bounded), never merged with others.
    expect(resolveClientAddress(undefined, "2001:db8:1:2:3:4:5:6:7", 0)).toBe("2001:db8:1:2:3:4:5:6:7");
  });

  it("with no proxy in front, X-Forwarded-Proto is the socket's own protocol, not the client's claim", () => {
    expect(arrive("203.0.113.9", { "x-forwarded-proto": "https" })["x-forwarded-proto"]).toBe("http");
    expect(arrive("203.0.113.9", {}, 0, true)["x-forwarded-proto"]).toBe("https");
    // Behind a trusted proxy, the proxy's header stands (deploy/nginx.conf sets it from its own scheme).
    expect(arrive("10.0.0.2", { "x-forwarded-proto": "https" }, 1)["x-forwarded-proto"]).toBe("https");
  });

  it("rotating X-Forwarded-For does not get around the forgot-password limit", async () => {
    const answers = [];
    for (let i = 0; i <= FORGOT_LIMITS.ip.limit; i++) {
      const headers = arrive("203.0.113.77", { "x-forwarded-for": `10.9.${i}.1` });
      answers.push((await forgot(apiRequest("/api/auth/send-forgot-password", { body: { email: `r${i}@ikaze.test` }, headers }), params({}))).status);
    }
    expect(answers.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  }, 60_000);

  it("is stamped on every request a Node HTTP server receives, before its handler runs", async () => {
    stampEveryRequest(0);
    const server = createServer((req, res) => res.end(String(req.headers[CLIENT_ADDRESS_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": "6.6.6.6", [CLIENT_ADDRESS_HEADER]: "7.7.7.7" } });
      expect(await res.text()).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });
});
