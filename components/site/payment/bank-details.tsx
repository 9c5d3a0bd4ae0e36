import { formatUsd } from "@/lib/platform/format";
import { site } from "@/lib/platform/site";

/** The company's bank account and the order reference to quote (shown on /pay and /myorder). */
export function BankDetails({ reference, amount }: { reference: string; amount: number }) {
  const b = site.bank;
  const rows: [string, string][] = [
    ["Amount", formatUsd(amount)],
    ["Bank", b.bankName],
    ["Account name", b.accountName],
    ["Account number", b.accountNumber],
    ["SWIFT", b.swift],
    ["Branch", b.branch],
    ["Reference", reference],
  ];
  return (
    <section aria-label="Bank transfer details" className="rounded-xl bg-stone-50 p-5 ring-1 ring-stone-200">
      <h3 className="font-semibold text-brand-900">Bank transfer details</h3>
      <p className="mt-1 text-sm text-ink-soft">Quote the reference so that we can match your payment. We confirm by e-mail when it arrives.</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-ink-faint">{k}</dt>
            <dd className="font-medium text-ink">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
