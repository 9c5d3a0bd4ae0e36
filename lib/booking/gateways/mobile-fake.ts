import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local stand-ins for the MTN MoMo and Airtel Money APIs on one loopback port, speaking their
 * HTTP shapes (token, request to pay, status, refund, callback). The built-in test mode runs one
 * in the site's own process (lib/booking/gateways/mobile-clients.ts); tests and Playwright start their own.
 *
 * What the "payer" does is chosen by the number's last two digits:
 *   01 approves at once, 02 declines, 03 never answers (the prompt expires after `expireMs`),
 *   04 approves but never calls back, 05 approves and calls back twice, 06 answers 500 to the
 *   request to pay, 07 answers slowly (`slowMs`), 08 is not a wallet (fails: payer not found).
 * Any other number waits for a decision on the fake phone's page (/phone) or through decide().
 */
export type FakePrompt = {
  provider: "momo" | "airtel";
  reference: string;
  msisdn: string;
  amount: number;
  currency: string;
  status: "PENDING" | "SUCCESSFUL" | "FAILED";
  reason?: string;
  transactionId: string;
  callbackUrl?: string;
  callbacks: number;
  createdAt: number;
};
export type FakeRefund = {
  provider: "momo" | "airtel";
  reference: string;
  refunded: string;
  amount: number;
  currency: string;
  msisdn: string;
  status: "SUCCESSFUL" | "FAILED";
};
export type FakeMobileMoney = {
  url: string;
  prompts: Map<string, FakePrompt>;
  refunds: FakeRefund[];
  /** The payer's answer on the phone; false when there is no such pending prompt. */
  decide(reference: string, decision: "approve" | "decline"): Promise<boolean>;
  /** Refuse every refund with this reason from now on (null: accept them again). */
  refuseRefunds(reason: string | null): void;
  close(): Promise<void>;
  credentials: { momo: { subscriptionKey: string; apiUser: string; apiKey: string }; airtel: { clientId: string; clientSecret: string } };
};
export type FakeOptions = { port?: number; airtelCallbackUrl?: string; expireMs?: number; slowMs?: number; callbackDelayMs?: number };

const scenario = (msisdn: string) => msisdn.slice(-2);

export async function startFakeMobileMoney(opts: FakeOptions = {}): Promise<FakeMobileMoney> {
  const credentials = {
    momo: { subscriptionKey: "fake-momo-key", apiUser: randomUUID(), apiKey: "fake-momo-secret" },
    airtel: { clientId: "fake-airtel-client", clientSecret: "fake-airtel-secret" },
  };
  const tokens = new Set<string>();
  const prompts = new Map<string, FakePrompt>();
  const refunds: FakeRefund[] = [];
  const momoRefunds = new Map<string, FakeRefund>();
  let refusal: string | null = null;
  const expireMs = opts.expireMs ?? 5 * 60_000;
  const slowMs = opts.slowMs ?? 3_000;
  const callbackDelayMs = opts.callbackDelayMs ?? 50;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  function expire(p: FakePrompt) {
    if (p.status === "PENDING" && Date.now() - p.createdAt > expireMs) Object.assign(p, { status: "FAILED", reason: "EXPIRED" });
  }

  async function callBack(p: FakePrompt) {
    const url = p.callbackUrl;
    if (!url) return;
    const body =
      p.provider === "momo"
        ? {
            financialTransactionId: p.transactionId,
            externalId: p.reference,
            amount: String(p.amount),
            currency: p.currency,
            payer: { partyIdType: "MSISDN", partyId: p.msisdn },
            status: p.status,
            ...(p.reason ? { reason: p.reason } : {}),
          }
        : {
            transaction: {
              id: p.reference,
              message: p.reason ?? "Paid",
              status_code: p.status === "SUCCESSFUL" ? "TS" : "TF",
              airtel_money_id: p.transactionId,
            },
          };
    p.callbacks += 1;
    await fetch(url, { method: p.provider === "momo" ? "PUT" : "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(
      () => undefined,
    );
  }

  async function settle(p: FakePrompt, decision: "approve" | "decline", reason?: string) {
    if (p.status !== "PENDING") return false;
    Object.assign(
      p,
      decision === "approve"
        ? { status: "SUCCESSFUL" }
        : { status: "FAILED", reason: reason ?? (p.provider === "momo" ? "APPROVAL_REJECTED" : "Transaction declined by the payer") },
    );
    const s = scenario(p.msisdn);
    if (s === "04") return true;
    setTimeout(() => {
      void callBack(p).then(() => (s === "05" ? callBack(p) : undefined));
    }, callbackDelayMs);
    return true;
  }

  function prompt(provider: "momo" | "airtel", reference: string, msisdn: string, amount: number, currency: string, callbackUrl?: string): FakePrompt {
    const p: FakePrompt = {
      provider,
      reference,
      msisdn,
      amount,
      currency,
      status: "PENDING",
      transactionId: provider === "momo" ? String(Math.floor(Math.random() * 1e9)) : `MP${randomBytes(5).toString("hex").toUpperCase()}`,
      callbackUrl,
      callbacks: 0,
      createdAt: Date.now(),
    };
    prompts.set(reference, p);
    const s = scenario(msisdn);
    if (s === "01" || s === "04" || s === "05") setTimeout(() => void settle(p, "approve"), 200);
    if (s === "02") setTimeout(() => void settle(p, "decline"), 200);
    if (s === "08") setTimeout(() => void settle(p, "decline", provider === "momo" ? "PAYER_NOT_FOUND" : "Invalid msisdn"), 100);
    return p;
  }

  const send = (res: ServerResponse, status: number, body?: unknown, type = "application/json") => {
    res.writeHead(status, { "content-type": type });
    res.end(body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body));
  };
  const bearer = (req: IncomingMessage) => tokens.has(String(req.headers.authorization ?? "").replace(/^Bearer /, ""));

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname;
    const json = () => {
      try {
        return JSON.parse(raw || "{}") as Record<string, unknown>;
      } catch {
        return {};
      }
    };

    // MTN MoMo
    if (req.method === "POST" && (path === "/collection/token/" || path === "/disbursement/token/")) {
      const basic = `Basic ${Buffer.from(`${credentials.momo.apiUser}:${credentials.momo.apiKey}`).toString("base64")}`;
      if (req.headers.authorization !== basic || req.headers["ocp-apim-subscription-key"] !== credentials.momo.subscriptionKey)
        return send(res, 401, { error: "invalid_client" });
      const t = randomBytes(16).toString("hex");
      tokens.add(t);
      return send(res, 200, { access_token: t, token_type: "access_token", expires_in: 3600 });
    }
    if (path.startsWith("/collection/") || path.startsWith("/disbursement/")) {
      if (!bearer(req)) return send(res, 401, { code: "UNAUTHORIZED" });
      if (req.method === "POST" && path === "/collection/v1_0/requesttopay") {
        const ref = String(req.headers["x-reference-id"] ?? "");
        if (!/^[0-9a-f-]{36}$/i.test(ref)) return send(res, 400, { code: "INVALID_REFERENCE_ID" });
        if (prompts.has(ref)) return send(res, 409, { code: "RESOURCE_ALREADY_EXIST", message: "Duplicated reference id" });
        const b = json() as { amount?: string; currency?: string; payer?: { partyId?: string } };
        const msisdn = String(b.payer?.partyId ?? "");
        if (scenario(msisdn) === "06") return send(res, 500, { code: "INTERNAL_PROCESSING_ERROR" });
        if (scenario(msisdn) === "07") await sleep(slowMs);
        prompt("momo", ref, msisdn, Number(b.amount), String(b.currency), req.headers["x-callback-url"] as string | undefined);
        return send(res, 202);
      }
      const status = path.match(/^\/collection\/v1_0\/requesttopay\/([^/]+)$/);
      if (req.method === "GET" && status) {
        const p = prompts.get(decodeURIComponent(status[1]));
        if (!p || p.provider !== "momo") return send(res, 404, { code: "RESOURCE_NOT_FOUND" });
        if (scenario(p.msisdn) === "07") await sleep(slowMs);
        expire(p);
        return send(res, 200, {
          amount: String(p.amount),
          currency: p.currency,
          ...(p.status === "SUCCESSFUL" ? { financialTransactionId: p.transactionId } : {}),
          externalId: p.reference,
          payer: { partyIdType: "MSISDN", partyId: p.msisdn },
          status: p.status,
          ...(p.reason ? { reason: p.reason } : {}),
        });
      }
      if (req.method === "POST" && path === "/disbursement/v1_0/refund") {
        const ref = String(req.headers["x-reference-id"] ?? "");
        if (momoRefunds.has(ref)) return send(res, 409, { code: "RESOURCE_ALREADY_EXIST" });
        const b = json() as { amount?: string; currency?: string; referenceIdToRefund?: string };
        const paid = prompts.get(String(b.referenceIdToRefund));
        const ok = !refusal && paid?.status === "SUCCESSFUL" && Number(b.amount) <= paid.amount;
        const r: FakeRefund = {
          provider: "momo",
          reference: ref,
          refunded: String(b.referenceIdToRefund),
          amount: Number(b.amount),
          currency: String(b.currency),
          msisdn: paid?.msisdn ?? "",
          status: ok ? "SUCCESSFUL" : "FAILED",
        };
        momoRefunds.set(ref, r);
        if (ok) refunds.push(r);
        return send(res, 202);
      }
      const refund = path.match(/^\/disbursement\/v1_0\/refund\/([^/]+)$/);
      if (req.method === "GET" && refund) {
        const r = momoRefunds.get(decodeURIComponent(refund[1]));
        if (!r) return send(res, 404, { code: "RESOURCE_NOT_FOUND" });
        return send(res, 200, {
          amount: String(r.amount),
          currency: r.currency,
          status: r.status,
          ...(r.status === "FAILED" ? { reason: refusal ?? "NOT_ALLOWED" } : {}),
        });
      }
      return send(res, 404, { code: "RESOURCE_NOT_FOUND" });
    }

    // Airtel Money
    if (req.method === "POST" && path === "/auth/oauth2/token") {
      const b = json();
      if (b.client_id !== credentials.airtel.clientId || b.client_secret !== credentials.airtel.clientSecret || b.grant_type !== "client_credentials")
        return send(res, 401, { error: "invalid_client" });
      const t = randomBytes(16).toString("hex");
      tokens.add(t);
      return send(res, 200, { access_token: t, expires_in: "180", token_type: "bearer" });
    }
    if (path.startsWith("/merchant/") || path.startsWith("/standard/")) {
      if (!bearer(req)) return send(res, 401, { status: { success: false, message: "Unauthorized" } });
      if (req.method === "POST" && path === "/merchant/v1/payments/") {
        const b = json() as { subscriber?: { msisdn?: string }; transaction?: { id?: string; amount?: number; currency?: string } };
        const ref = String(b.transaction?.id ?? "");
        const msisdn = String(b.subscriber?.msisdn ?? "");
        if (!ref) return send(res, 400, { status: { success: false, message: "transaction.id is required" } });
        if (prompts.has(ref)) return send(res, 400, { status: { success: false, code: "DP00800001006", message: "Duplicate transaction id" } });
        if (scenario(msisdn) === "06") return send(res, 500, { status: { success: false, message: "Internal error" } });
        if (scenario(msisdn) === "07") await sleep(slowMs);
        prompt(
          "airtel",
          ref,
          `250${msisdn}`,
          Number(b.transaction?.amount),
          String(b.transaction?.currency ?? req.headers["x-currency"]),
          opts.airtelCallbackUrl,
        );
        return send(res, 200, {
          data: { transaction: { id: ref, status: "Success." } },
          status: { code: "200", success: true, message: "SUCCESS", result_code: "ESB000010" },
        });
      }
      if (req.method === "POST" && path === "/standard/v1/payments/refund") {
        const b = json() as { transaction?: { airtel_money_id?: string } };
        const paid = [...prompts.values()].find((p) => p.provider === "airtel" && p.transactionId === b.transaction?.airtel_money_id);
        if (refusal || !paid || paid.status !== "SUCCESSFUL" || refunds.some((r) => r.refunded === paid.reference))
          return send(res, 200, {
            data: { transaction: { status: "TF" } },
            status: { success: false, message: refusal ?? "Transaction not refundable", code: "DP00900001012" },
          });
        refunds.push({
          provider: "airtel",
          reference: randomUUID(),
          refunded: paid.reference,
          amount: paid.amount,
          currency: paid.currency,
          msisdn: paid.msisdn,
          status: "SUCCESSFUL",
        });
        return send(res, 200, {
          data: { transaction: { airtel_money_id: `RF${paid.transactionId}`, status: "SUCCESS" } },
          status: { success: true, message: "SUCCESS", code: "200" },
        });
      }
      const status = path.match(/^\/standard\/v1\/payments\/([^/]+)$/);
      if (req.method === "GET" && status) {
        const p = prompts.get(decodeURIComponent(status[1]));
        if (!p || p.provider !== "airtel") return send(res, 404, { status: { success: false, message: "Transaction not found" } });
        if (scenario(p.msisdn) === "07") await sleep(slowMs);
        expire(p);
        const code = p.status === "SUCCESSFUL" ? "TS" : p.status === "FAILED" ? "TF" : "TIP";
        return send(res, 200, {
          data: {
            transaction: {
              id: p.reference,
              amount: p.amount,
              currency: p.currency,
              status: code,
              message: p.reason ?? (code === "TS" ? "Paid" : "In process"),
              ...(code === "TS" ? { airtel_money_id: p.transactionId } : {}),
            },
          },
          status: { code: "200", success: true, message: "SUCCESS" },
        });
      }
      return send(res, 404, { status: { success: false, message: "Not found" } });
    }

    // The payer's phone
    if (req.method === "GET" && path === "/phone")
      return send(res, 200, phonePage(prompts, refunds, url.searchParams.get("msisdn")), "text/html; charset=utf-8");
    const decision = path.match(/^\/phone\/([^/]+)$/);
    if (req.method === "POST" && decision) {
      const choice = new URLSearchParams(raw).get("decision") === "approve" ? "approve" : "decline";
      const p = prompts.get(decodeURIComponent(decision[1]));
      if (p) await settle(p, choice);
      res.writeHead(303, { location: `/phone?msisdn=${p?.msisdn ?? ""}&done=${choice}` });
      return res.end();
    }
    return send(res, 404, { error: "not found" });
  }

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      handle(req, res, raw).catch((err) => send(res, 500, { error: String(err) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    prompts,
    refunds,
    credentials,
    async decide(reference, d) {
      const p = prompts.get(reference);
      return p ? settle(p, d) : false;
    },
    refuseRefunds(reason) {
      refusal = reason;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const francs = (n: number, currency: string) => new Intl.NumberFormat("en-RW", { style: "currency", currency, maximumFractionDigits: 0 }).format(n);

/** The payer's phone: the prompts waiting for an answer, and what came back to the wallet. */
function phonePage(prompts: Map<string, FakePrompt>, refunds: FakeRefund[], msisdn: string | null): string {
  const mine = [...prompts.values()].filter((p) => !msisdn || p.msisdn === msisdn).reverse();
  const back = refunds.filter((r) => !msisdn || r.msisdn === msisdn);
  const rows = mine
    .map((p) => {
      const what = `${p.provider === "momo" ? "MTN MoMo" : "Airtel Money"}: pay ${francs(p.amount, p.currency)} to Ikaze from ${p.msisdn}`;
      if (p.status !== "PENDING") return `<li><p>${esc(what)}: ${p.status === "SUCCESSFUL" ? "approved" : `declined (${esc(p.reason ?? "")})`}</p></li>`;
      return `<li><p>${esc(what)}</p><form method="post" action="/phone/${p.reference}"><button name="decision" value="approve">Approve</button> <button name="decision" value="decline">Decline</button></form></li>`;
    })
    .join("");
  const refundRows = back.map((r) => `<li>${esc(francs(r.amount, r.currency))} refunded to ${esc(r.msisdn)}</li>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Test phone</title></head><body style="font-family:sans-serif;max-width:28rem;margin:1rem auto;padding:0 1rem"><h1>Test phone (not a real wallet)</h1><h2>Payment requests</h2><ul>${rows || "<li>No payment request.</li>"}</ul><h2>Refunds received</h2><ul>${refundRows || "<li>None.</li>"}</ul></body></html>`;
}
