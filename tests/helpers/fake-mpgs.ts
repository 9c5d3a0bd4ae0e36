import { createServer, type IncomingMessage, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";

/**
 * A small stand-in for Mastercard Gateway's REST API on loopback, for Vitest and Playwright:
 * INITIATE_CHECKOUT sessions, Retrieve Order, and a checkout.min.js whose payment page offers
 * Approve / Decline and then returns to the session's returnUrl, as the hosted page does.
 */
export type FakeOrder = { status: string; currency: string; totalCapturedAmount: number; amount: number };
export type FakeSession = { id: string; successIndicator: string; body: Record<string, unknown>; authorization: string; version: string };

export type FakeMpgs = {
  url: string;
  merchantId: string;
  password: string;
  sessions: FakeSession[];
  orders: Map<string, FakeOrder>;
  /** What the gateway will report for an order (a capture, a decline, another amount …). */
  setOrder(orderId: string, order: Partial<FakeOrder>): void;
  close(): Promise<void>;
};

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });

export async function startFakeMpgs(port = 0, merchantId = "TESTIKAZE", password = "fake-api-password"): Promise<FakeMpgs> {
  const sessions: FakeSession[] = [];
  const orders = new Map<string, FakeOrder>();
  const expectedAuth = `Basic ${Buffer.from(`merchant.${merchantId}:${password}`).toString("base64")}`;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/static/checkout/checkout.min.js") {
      res.writeHead(200, { "content-type": "application/javascript" });
      res.end(checkoutScript());
      return;
    }
    // The fake hosted payment page's buttons (what a card holder does on the gateway's side).
    const pay = /^\/fake\/pay\/([^/]+)\/(approve|decline)$/.exec(url.pathname);
    if (pay && req.method === "POST") {
      const session = sessions.find((s) => s.id === pay[1]);
      if (!session) return json(404, { error: "no session" });
      const order = session.body.order as { id: string; amount: string; currency: string };
      const approved = pay[2] === "approve";
      orders.set(order.id, {
        status: approved ? "CAPTURED" : "FAILED",
        currency: order.currency,
        amount: Number(order.amount),
        totalCapturedAmount: approved ? Number(order.amount) : 0,
      });
      const returnUrl = (session.body.interaction as { returnUrl: string }).returnUrl;
      const sep = returnUrl.includes("?") ? "&" : "?";
      return json(200, { redirect: `${returnUrl}${sep}resultIndicator=${approved ? session.successIndicator : "x" + randomBytes(4).toString("hex")}&sessionVersion=1` });
    }
    const m = /^\/api\/rest\/version\/(\d+)\/merchant\/([^/]+)\/(session|order\/([^/]+))$/.exec(url.pathname);
    if (!m) return json(404, { result: "ERROR", error: { cause: "INVALID_REQUEST" } });
    const authorization = req.headers.authorization ?? "";
    if (authorization !== expectedAuth || m[2] !== merchantId) return json(401, { result: "ERROR", error: { cause: "INVALID_REQUEST", explanation: "Invalid credentials." } });
    if (m[3] === "session" && req.method === "POST") {
      const body = JSON.parse((await read(req)) || "{}");
      if (body.apiOperation !== "INITIATE_CHECKOUT") return json(400, { result: "ERROR", error: { cause: "INVALID_REQUEST" } });
      const s: FakeSession = { id: `SESSION${randomBytes(10).toString("hex")}`, successIndicator: randomBytes(8).toString("hex"), body, authorization, version: m[1] };
      sessions.push(s);
      return json(201, { merchant: merchantId, result: "SUCCESS", session: { id: s.id, updateStatus: "SUCCESS", version: "1" }, successIndicator: s.successIndicator });
    }
    if (m[4] && req.method === "GET") {
      const o = orders.get(decodeURIComponent(m[4]));
      if (!o) return json(400, { result: "ERROR", error: { cause: "INVALID_REQUEST", explanation: "Unable to find order" } });
      return json(200, { result: "SUCCESS", id: m[4], ...o });
    }
    return json(405, { result: "ERROR" });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    merchantId,
    password,
    sessions,
    orders,
    setOrder(orderId, order) {
      orders.set(orderId, { status: "CAPTURED", currency: "USD", amount: 0, totalCapturedAmount: 0, ...orders.get(orderId), ...order });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The fake checkout.min.js: Checkout.configure + showPaymentPage draw a small payment page. */
function checkoutScript(): string {
  return `(function () {
  var origin = document.currentScript && new URL(document.currentScript.src).origin;
  var session;
  window.Checkout = {
    configure: function (cfg) { session = cfg && cfg.session && cfg.session.id; },
    showEmbeddedPage: function () { window.Checkout.showPaymentPage(); },
    showPaymentPage: function () {
      var main = document.createElement("main");
      main.setAttribute("aria-label", "Fake gateway payment page");
      main.style.cssText = "position:fixed;inset:0;background:#fff;z-index:9999;padding:40px";
      var h = document.createElement("h1"); h.textContent = "Fake Mastercard Gateway"; main.appendChild(h);
      ["approve", "decline"].forEach(function (what) {
        var b = document.createElement("button");
        b.type = "button";
        b.textContent = what === "approve" ? "Pay (fake gateway)" : "Decline (fake gateway)";
        b.onclick = function () {
          fetch(origin + "/fake/pay/" + session + "/" + what, { method: "POST" })
            .then(function (r) { return r.json(); })
            .then(function (j) { window.location.href = j.redirect; });
        };
        main.appendChild(b);
      });
      document.body.appendChild(main);
    }
  };
})();`;
}
