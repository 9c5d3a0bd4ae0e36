import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { container } from "@/components/site/layout-classes";
import { TestGatewayButtons } from "@/components/site/payment/test-gateway-buttons";
import { formatUsd } from "@/lib/platform/format";
import { getTestSession } from "@/lib/booking/payments/service";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "TEST MODE — payment page", robots: { index: false, follow: false } };

/**
 * The built-in test gateway's payment page (no card is charged). It exists only while the test
 * gateway is active: never in production unless PAYMENTS_TEST_MODE is set.
 */
export default async function TestGatewayPage({ params }: PageProps<"/[locale]/pay/test-gateway/[sessionId]">) {
  const { sessionId } = await params;
  const session = await getTestSession(sessionId);
  if (!session) notFound();
  return (
    <div className={`${container} max-w-xl pb-16 pt-32`}>
      <div className="site-panel space-y-4 border-4 border-dashed border-amber-500">
        <p className="inline-block rounded bg-amber-500 px-3 py-1 text-sm font-bold uppercase tracking-wide text-black">Test mode</p>
        <h1 className="font-display text-2xl font-semibold text-brand-900">TEST MODE — payment page</h1>
        <p>
          This page stands in for the card payment page of the gateway. No card is charged. Amount:{" "}
          <strong className="tabular-nums">{formatUsd(session.amount)}</strong> ({session.currency}
          {session.method ? `, ${session.method === "visa" ? "Visa card" : "Mastercard"}` : ""}).
        </p>
        {session.used ? <p role="status">This payment session has already been used.</p> : <TestGatewayButtons sessionId={sessionId} />}
      </div>
    </div>
  );
}
