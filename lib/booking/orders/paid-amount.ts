import { formatMoney, formatUsd } from "@/lib/platform/format";

/** What an order was paid with: francs by mobile money (locked when the payment started), or its dollar price. */
export type PaidIn = { currency: string; amount: number } | null;

export const paidInOf = (order: { payCurrency: string | null; payAmount: number | null }): PaidIn =>
  order.payCurrency && order.payAmount !== null ? { currency: order.payCurrency, amount: Number(order.payAmount) } : null;

/** "RF 187,000 ($129.00) by mobile money", or "$129.00": what was paid, in the currency it was paid in. */
export function paidAmountText(usd: number, paidIn: PaidIn): string {
  return paidIn ? `${formatMoney(paidIn.amount, paidIn.currency)} (${formatUsd(usd)}) by mobile money` : formatUsd(usd);
}
