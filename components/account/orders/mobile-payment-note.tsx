import { formatAge } from "@/lib/platform/dates";
import type { AttemptRow } from "@/lib/booking/payments/attempts";

/** Under a booking's amount in staff lists: its latest mobile money payment, wallet masked, with the provider's reference. */
export function MobilePaymentNote({ payment }: { payment: AttemptRow | undefined }) {
  if (!payment) return null;
  return (
    <div className="mt-1 text-ink-soft">
      <p>
        {payment.amount} by {payment.method}, {payment.status.toLowerCase()}
        {payment.pendingFor !== null ? ` for ${formatAge(payment.pendingFor)}` : ""}
      </p>
      {payment.wallet ? <p>{payment.wallet}</p> : null}
      {payment.reference ? <p className="max-w-48 break-all whitespace-normal text-xs">{payment.reference}</p> : null}
    </div>
  );
}
