import { expect } from "vitest";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { POST as decide } from "@/app/api/v1/payments/test-gateway/route";
import { POST as bankTransfer } from "@/app/api/v1/payments/bank-transfer/route";
import { PUT as putOrder } from "@/app/api/order/[id]/route";
import { apiRequest, params } from "./factories";
import { read } from "./content";
import { freshIp } from "./orders";

/** Pays an order as its traveller would on the TEST MODE page: session, Approve, back through the return route. */
export async function payWithTestGateway(orderId: string) {
  const s = await read(await session(apiRequest("/api/v1/payments/session", { body: { orderId, method: "visa" }, headers: freshIp() }), undefined));
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  const approved = await read(
    await decide(apiRequest("/api/v1/payments/test-gateway", { body: { sessionId: s.body.sessionId, decision: "approve" } }), undefined),
  );
  const back = await paymentReturn(apiRequest(approved.body.redirect), undefined);
  expect(back.headers.get("location")).toContain("payment=paid");
}

/** The traveller chooses a bank transfer and an administrator marks the money received. */
export async function payByBankTransfer(orderId: string, adminToken: string) {
  expect((await bankTransfer(apiRequest("/api/v1/payments/bank-transfer", { body: { orderId }, headers: freshIp() }), undefined)).status).toBe(200);
  const res = await read(
    await putOrder(apiRequest(`/api/order/${orderId}`, { method: "PUT", body: { status: "PAID" }, token: adminToken }), params({ id: orderId })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
