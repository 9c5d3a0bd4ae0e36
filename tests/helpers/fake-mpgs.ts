import { createServer, type IncomingMessage, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";

/**
 * A small stand-in for Mastercard Gateway's REST API on loopback, for Vitest and Playwright:
 * INITIATE_CHECKOUT sessions, Retrieve Order, Transaction: Capture, Void and Refund, and a
 * checkout.min.js whose payment page offers Approve / Decline and then returns to the session's
 * returnUrl, as the hosted page does. Approving an AUTHORIZE session adds an authorisation to the
 * order (the card held); a PURCHASE session's is captured at once.
 */
export type FakeOrder = {
  status: string;
  currency: string;
  totalCapturedAmount: number;
  amount: number;
  totalRefundedAmount?: number;
  totalAuthorizedAmount?: number;
  /** The order's transactions as Retrieve Order lists them (authorisations, captures, voids). */
  transactions?: FakeOrderTransaction[];
};
export type FakeOrderTransaction = { id: string; type: "AUTHORIZATION" | "CAPTURE" | "VOID_AUTHORIZATION"; amount: number; targetTransactionId?: string };
/** A REFUND (or CAPTURE, VOID) request as the fake received it, and what it answered. */
export type FakeRefund = {
  orderId: string;
  transactionId: string;
  body: Record<string, unknown>;
  authorization: string;
  version: string;
  answer: { status: number; body: Record<string, unknown> };
};
export type FakeSession = { id: string; successIndicator: string; body: Record<string, unknown>; authorization: string; version: string };

export type FakeMpgs = {
  url: string;
  merchantId: string;
  password: string;
  sessions: FakeSession[];
  orders: Map<string, FakeOrder>;
  refunds: FakeRefund[];
  captures: FakeRefund[];
  voids: FakeRefund[];
  /** While true, the REST API answers 503 (an outage): the client cannot know what happened. */
  outage: boolean;
  /** The next refunds of this order are declined by the issuer with this gateway code (undefined: approve again). */
  declineRefunds(orderId: string, gatewayCode?: string): void;
  /** What the gateway will report for an order (a capture, a decline, another amount …). */
  setOrder(orderId: string, order: Partial<FakeOrder>): void;
  close(): Promise<void>;
};

const round = (n: number) => Math.round(n * 100) / 100;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });

export async function startFakeMpgs(port = 0, merchantId = "TESTIKAZE", password = "fake-api-password"): Promise<FakeMpgs> {
  const sessions: FakeSession[] = [];
  const orders = new Map<string, FakeOrder>();
  const refunds: FakeRefund[] = [];
  const captures: FakeRefund[] = [];
  const voids: FakeRefund[] = [];
  const declines = new Map<string, string>();
  const fakeState = { outage: false };
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
      const amount = Number(order.amount);
      const existing = orders.get(order.id);
      if (approved && (session.body.interaction as { operation?: string }).operation === "AUTHORIZE") {
        const o = existing ?? { status: "AUTHORIZED", currency: order.currency, amount, totalCapturedAmount: 0, totalAuthorizedAmount: 0, transactions: [] };
        const transactions = o.transactions ?? [];
        o.transactions = [...transactions, { id: `auth-${transactions.length + 1}`, type: "AUTHORIZATION", amount }];
        o.totalAuthorizedAmount = round((o.totalAuthorizedAmount ?? 0) + amount);
        if (o.totalCapturedAmount === 0) o.status = "AUTHORIZED";
        orders.set(order.id, o);
      } else if (approved || !existing) {
        orders.set(order.id, {
          status: approved ? "CAPTURED" : "FAILED",
          currency: order.currency,
          amount,
          totalCapturedAmount: approved ? amount : 0,
        });
      }
      const returnUrl = (session.body.interaction as { returnUrl: string }).returnUrl;
      const sep = returnUrl.includes("?") ? "&" : "?";
      return json(200, {
        redirect: `${returnUrl}${sep}resultIndicator=${approved ? session.successIndicator : "x" + randomBytes(4).toString("hex")}&sessionVersion=1`,
      });
    }
    if (fakeState.outage && url.pathname.startsWith("/api/rest/")) return json(503, { result: "ERROR", error: { cause: "SERVER_BUSY" } });
    const m = /^\/api\/rest\/version\/(\d+)\/merchant\/([^/]+)\/(session|order\/([^/]+)(?:\/transaction\/([^/]+))?)$/.exec(url.pathname);
    if (!m) return json(404, { result: "ERROR", error: { cause: "INVALID_REQUEST" } });
    const authorization = req.headers.authorization ?? "";
    if (authorization !== expectedAuth || m[2] !== merchantId)
      return json(401, { result: "ERROR", error: { cause: "INVALID_REQUEST", explanation: "Invalid credentials." } });
    if (m[3] === "session" && req.method === "POST") {
      const body = JSON.parse((await read(req)) || "{}");
      if (body.apiOperation !== "INITIATE_CHECKOUT") return json(400, { result: "ERROR", error: { cause: "INVALID_REQUEST" } });
      const s: FakeSession = {
        id: `SESSION${randomBytes(10).toString("hex")}`,
        successIndicator: randomBytes(8).toString("hex"),
        body,
        authorization,
        version: m[1],
      };
      sessions.push(s);
      return json(201, {
        merchant: merchantId,
        result: "SUCCESS",
        session: { id: s.id, updateStatus: "SUCCESS", version: "1" },
        successIndicator: s.successIndicator,
      });
    }
    if (m[4] && m[5] && req.method === "PUT") {
      const orderId = decodeURIComponent(m[4]);
      const transactionId = decodeURIComponent(m[5]);
      const body = JSON.parse((await read(req)) || "{}");
      // A repeated transaction id is the same request: the first answer again, nothing done twice.
      const log = body.apiOperation === "CAPTURE" ? captures : body.apiOperation === "VOID" ? voids : refunds;
      const earlier = [...refunds, ...captures, ...voids].find((r) => r.orderId === orderId && r.transactionId === transactionId && r.answer.status < 300);
      const answer = earlier
        ? earlier.answer
        : body.apiOperation === "CAPTURE"
          ? captureAnswer(orderId, transactionId, body)
          : body.apiOperation === "VOID"
            ? voidAnswer(orderId, transactionId, body)
            : refundAnswer(orderId, transactionId, body);
      log.push({ orderId, transactionId, body, authorization, version: m[1], answer });
      return json(answer.status, answer.body);
    }
    if (m[4] && req.method === "GET") {
      const o = orders.get(decodeURIComponent(m[4]));
      if (!o) return json(400, { result: "ERROR", error: { cause: "INVALID_REQUEST", explanation: "Unable to find order" } });
      const { transactions, ...rest } = o;
      return json(200, {
        result: "SUCCESS",
        id: m[4],
        totalAuthorizedAmount: 0,
        ...rest,
        transaction: (transactions ?? []).map((t) => ({
          result: "SUCCESS",
          transaction: {
            id: t.id,
            type: t.type,
            amount: t.amount,
            currency: o.currency,
            ...(t.targetTransactionId ? { targetTransactionId: t.targetTransactionId } : {}),
          },
        })),
      });
    }
    return json(405, { result: "ERROR" });
  });
  const error = (explanation: string) => ({ status: 400, body: { result: "ERROR", error: { cause: "INVALID_REQUEST", explanation } } });
  /** Money authorised and neither captured nor voided. */
  const heldOf = (o: FakeOrder) => {
    const t = o.transactions ?? [];
    const voided = t.filter((x) => x.type === "VOID_AUTHORIZATION").reduce((sum, x) => sum + x.amount, 0);
    return round((o.totalAuthorizedAmount ?? 0) - o.totalCapturedAmount - voided);
  };
  /** Like the gateway: a capture of at most what is held, in the order's currency. */
  function captureAnswer(orderId: string, transactionId: string, body: Record<string, unknown>): FakeRefund["answer"] {
    const o = orders.get(orderId);
    const t = body.transaction as { amount?: unknown; currency?: unknown } | undefined;
    if (typeof t?.amount !== "string" || !/^\d+(\.\d{1,2})?$/.test(t.amount)) return error("Field 'transaction.amount' is invalid");
    if (!o || heldOf(o) <= 0) return error("Unable to find order or no authorised amount");
    if (t.currency !== o.currency) return error("Field 'transaction.currency' does not match the order");
    const amount = Number(t.amount);
    if (Math.round(amount * 100) > Math.round(heldOf(o) * 100)) return error("Requested capture amount exceeds outstanding authorized amount");
    o.transactions = [...(o.transactions ?? []), { id: transactionId, type: "CAPTURE", amount }];
    o.totalCapturedAmount = round(o.totalCapturedAmount + amount);
    o.status = "CAPTURED";
    return {
      status: 200,
      body: {
        result: "SUCCESS",
        response: { gatewayCode: "APPROVED" },
        order: { id: orderId, status: o.status, totalCapturedAmount: o.totalCapturedAmount },
        transaction: { id: transactionId, type: "CAPTURE", amount, currency: o.currency },
      },
    };
  }
  /** Like the gateway: a void of one authorisation not yet captured. */
  function voidAnswer(orderId: string, transactionId: string, body: Record<string, unknown>): FakeRefund["answer"] {
    const o = orders.get(orderId);
    const target = (body.transaction as { targetTransactionId?: unknown } | undefined)?.targetTransactionId;
    const auth = o?.transactions?.find((x) => x.type === "AUTHORIZATION" && x.id === target);
    if (!o || !auth) return error("Field 'transaction.targetTransactionId' is invalid");
    if (o.transactions?.some((x) => x.type === "VOID_AUTHORIZATION" && x.targetTransactionId === target)) return error("The transaction was already voided");
    if (heldOf(o) < auth.amount) return error("The authorization was already captured");
    o.transactions = [...(o.transactions ?? []), { id: transactionId, type: "VOID_AUTHORIZATION", amount: auth.amount, targetTransactionId: auth.id }];
    if (o.totalCapturedAmount === 0 && heldOf(o) <= 0) o.status = "CANCELLED";
    return {
      status: 200,
      body: {
        result: "SUCCESS",
        order: { id: orderId, status: o.status },
        transaction: { id: transactionId, type: "VOID_AUTHORIZATION", targetTransactionId: auth.id },
      },
    };
  }
  /** Like the gateway: an approved refund of at most what is captured and not yet refunded, unless told to decline. */
  function refundAnswer(orderId: string, transactionId: string, body: Record<string, unknown>): FakeRefund["answer"] {
    const o = orders.get(orderId);
    const t = body.transaction as { amount?: unknown; currency?: unknown } | undefined;
    if (body.apiOperation !== "REFUND") return error("Value 'apiOperation' is invalid");
    if (typeof t?.amount !== "string" || !/^\d+(\.\d{1,2})?$/.test(t.amount)) return error("Field 'transaction.amount' is invalid");
    if (!o || o.totalCapturedAmount <= 0) return error("Unable to find order or no captured amount");
    if (t.currency !== o.currency) return error("Field 'transaction.currency' does not match the order");
    const amount = Number(t.amount);
    const refunded = o.totalRefundedAmount ?? 0;
    if (Math.round((refunded + amount) * 100) > Math.round(o.totalCapturedAmount * 100))
      return error("Requested refund amount exceeds outstanding order balance");
    const declined = declines.get(orderId);
    if (declined)
      return {
        status: 200,
        body: {
          result: "FAILURE",
          response: { gatewayCode: declined, acquirerMessage: "Refund declined by the issuer" },
          transaction: { id: transactionId, type: "REFUND" },
        },
      };
    const total = Math.round((refunded + amount) * 100) / 100;
    o.totalRefundedAmount = total;
    o.status = total >= o.totalCapturedAmount ? "REFUNDED" : "PARTIALLY_REFUNDED";
    return {
      status: 200,
      body: {
        result: "SUCCESS",
        response: { gatewayCode: "APPROVED" },
        order: { id: orderId, status: o.status, totalRefundedAmount: total },
        transaction: { id: transactionId, type: "REFUND", amount, currency: o.currency },
      },
    };
  }

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    get outage() {
      return fakeState.outage;
    },
    set outage(on: boolean) {
      fakeState.outage = on;
    },
    url: `http://127.0.0.1:${actual}`,
    merchantId,
    password,
    sessions,
    orders,
    refunds,
    captures,
    voids,
    declineRefunds(orderId, gatewayCode) {
      if (gatewayCode) declines.set(orderId, gatewayCode);
      else declines.delete(orderId);
    },
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
