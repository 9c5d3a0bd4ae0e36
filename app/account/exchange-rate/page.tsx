import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/access/auth/guards";
import { formatDateTime } from "@/lib/platform/dates";
import { RATE_MAX_AGE_DAYS, rateState } from "@/lib/booking/payments/exchange-rate";
import { PageHeader } from "@/components/account/page-header";
import { ExchangeRateForm } from "@/components/account/payments/exchange-rate-form";
import { Alert } from "@/components/ui/alert";
import { formatRwf } from "@/lib/platform/format";

export const metadata: Metadata = { title: "Exchange rate" };

/**
 * /account/exchange-rate (administrators): the US dollar's rate in Rwandan francs that mobile money
 * payments use, with its date. A rate older than the limit pauses mobile money until a new one is set.
 */
export default async function ExchangeRatePage() {
  await requireAdminPage();
  const { rate, usable, problem } = await rateState();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kigali" }).format(new Date());
  return (
    <>
      <PageHeader
        title="Exchange rate"
        description={`Mobile money is paid in Rwandan francs: the price in dollars times this rate, rounded up to a whole franc. A rate more than ${RATE_MAX_AGE_DAYS} days old is not used.`}
      />
      <div className="space-y-6">
        {rate ? (
          <p className="text-lg tabular-nums">
            In force: one US dollar = {formatRwf(rate.rate)}
            {Number.isInteger(Number(rate.rate)) ? "" : ` (${Number(rate.rate)})`}, rate of {rate.ratedOn}, set by {rate.setBy} on{" "}
            {formatDateTime(rate.createdAt)}.
          </p>
        ) : null}
        {usable ? null : (
          <Alert tone="warning" title="Mobile money is paused">
            {problem}
          </Alert>
        )}
        <ExchangeRateForm today={today} />
      </div>
    </>
  );
}
