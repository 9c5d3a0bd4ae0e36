import { testGatewayActive } from "@/lib/payments/gateway";

/**
 * While the built-in test gateway takes "payments", every public page says so,
 * so nobody mistakes a test booking for a real one.
 */
export function TestModeBanner() {
  if (!testGatewayActive()) return null;
  return (
    <div role="region" aria-label="Test mode" className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-stone-950">
      TEST MODE: payments on this site are simulated. No money is taken, and no booking paid here is real.
    </div>
  );
}
