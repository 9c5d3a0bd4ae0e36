import { getHealth } from "@/lib/platform/health/status";

export const dynamic = "force-dynamic";

/**
 * For load balancers, operators and test harnesses: 200 while this instance serves (the database
 * answers and it is not shutting down), 503 when it cannot. The cache does not decide the status:
 * with Redis unreachable an instance still serves pages from its local copy ("degraded"). The
 * outbox's last error stays on the staff dashboard: it may name mail hosts.
 */
export async function GET() {
  const { outbox, ...report } = await getHealth();
  const body = {
    ...report,
    outbox: outbox && { delivery: outbox.delivery, backlog: outbox.backlog, failed: outbox.failed, oldestFailureAt: outbox.oldestFailureAt },
  };
  return Response.json(body, { status: report.ok ? 200 : 503, headers: report.ok ? undefined : { "Retry-After": "10" } });
}
