import type { Order, OrderItem } from "@/lib/platform/db/schema";
import { orderDateJson } from "./dates";

/** The short reference a visitor quotes on a bank transfer (the id's first block, upper case). */
export const orderReference = (id: string) => `IKZ-${id.slice(0, 8).toUpperCase()}`;

export type ApiOrder = {
  id: string;
  amount: number;
  /** Money given back so far (refunds through the gateway, bank refunds staff recorded). */
  refundedAmount: number;
  currency: string;
  status: Order["status"];
  isPaid: boolean;
  /** Paid through the built-in test gateway: no money moved. */
  testMode: boolean;
  /** ISO instants, or zone-less wall-clock times as the client sent them (then the *Local flag is true). */
  needDate: string | null;
  deadline: string | null;
  needDateLocal: boolean;
  deadlineLocal: boolean;
  itemType: Order["itemType"];
  /** The departure a tour is booked on; null when booked on request (or an event). */
  departureId: string | null;
  itemsArray: { id: string; itemNumber: number; title: string }[];
  client: { names: string; phoneNumber: string; email: string; address: string; location: string };
  clientEmail: string;
  reference: string;
  paidAt: string | null;
  /**
   * Mobile money is paid in francs: the amount and rate locked when its payment started, beside
   * the dollar `amount`, while that payment is open or once it paid; null otherwise.
   */
  payIn: { currency: string; amount: number; rate: number } | null;
  createdAt: string;
};

/** An order in the contract's shape (api-contract.md "Item fields clients read": Order). */
export function toApiOrder(order: Order, items: Pick<OrderItem, "itemId" | "itemNumber" | "title">[]): ApiOrder {
  return {
    id: order.id,
    amount: Number(order.amount),
    refundedAmount: Number(order.refundedAmount),
    currency: order.currency,
    status: order.status,
    isPaid: order.status === "PAID",
    testMode: order.testMode,
    needDate: orderDateJson(order.needDate, order.needDateLocal),
    deadline: orderDateJson(order.deadline, order.deadlineLocal),
    needDateLocal: order.needDateLocal,
    deadlineLocal: order.deadlineLocal,
    itemType: order.itemType,
    departureId: order.departureId,
    itemsArray: items.map((i) => ({ id: i.itemId, itemNumber: i.itemNumber, title: i.title })),
    client: {
      names: order.clientNames,
      phoneNumber: order.clientPhone,
      email: order.clientEmail,
      address: order.clientAddress,
      location: order.clientLocation,
    },
    clientEmail: order.clientEmail,
    reference: orderReference(order.id),
    paidAt: order.paidAt?.toISOString() ?? null,
    payIn: order.payCurrency ? { currency: order.payCurrency, amount: Number(order.payAmount), rate: Number(order.payRate) } : null,
    createdAt: order.createdAt.toISOString(),
  };
}
