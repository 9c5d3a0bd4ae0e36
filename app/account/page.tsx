import type { Metadata } from "next";
import Link from "@/components/account/dashboard-link";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { getWorkQueue, type QueueLine } from "@/lib/office/dashboard/queries";
import { formatDateTime } from "@/lib/platform/dates";
import { greetingName } from "@/lib/access/users/names";
import { PageHeader } from "@/components/account/page-header";
import { SystemHealth } from "@/components/account/health/system-health";
import { getHealth } from "@/lib/platform/health/status";

// The layout's "%s | Ikaze dashboard" template applies to the pages below it, not to this one.
export const metadata: Metadata = { title: { absolute: "Dashboard | Ikaze dashboard" } };

/** The dashboard home: a work queue, each line linking to the list that shows what waits. */
export default async function DashboardPage() {
  const actor = await requireStaffPage();
  const [{ lines, activity }, health] = await Promise.all([getWorkQueue(actor.role), getHealth()]);
  const name = greetingName(actor);
  return (
    <>
      <PageHeader title="Dashboard" description={name ? `Welcome back, ${name}.` : "Welcome back."} />
      <section aria-labelledby="work-queue-title">
        <h2 id="work-queue-title" className="font-display text-lg font-semibold text-brand-900">
          Waiting for you
        </h2>
        {lines.length === 0 ? (
          <p className="mt-3 rounded-xl border border-stone-200 bg-white px-5 py-6 text-sm text-ink-soft shadow-card">
            Nothing is waiting. New drafts, bookings, visitor messages and comments will appear here.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white shadow-card">
            {lines.map((line) => (
              <QueueEntry key={line.key} line={line} />
            ))}
          </ul>
        )}
      </section>
      {activity.length > 0 ? (
        <section aria-labelledby="activity-title" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="activity-title" className="font-display text-lg font-semibold text-brand-900">
              Recent activity
            </h2>
            <Link href="/account/audit" className="text-sm font-medium text-brand-700 hover:underline">
              Audit log
            </Link>
          </div>
          <ul className="mt-3 divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white text-sm shadow-card">
            {activity.map((e) => (
              <li key={e.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 [overflow-wrap:anywhere]">
                <time dateTime={e.createdAt.toISOString()} className="whitespace-nowrap text-ink-soft">
                  {formatDateTime(e.createdAt)}
                </time>
                <span className="min-w-0 flex-1">
                  {e.item.title && e.item.href ? (
                    <Link href={e.item.href} className="text-brand-700 hover:underline">
                      {e.summary || `${e.item.kind} ${e.item.title}`}
                    </Link>
                  ) : (
                    e.summary || e.action
                  )}
                </span>
                <span className="text-ink-soft">{e.actorEmail}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SystemHealth report={health} isAdmin={actor.role === "admin"} />
    </>
  );
}

function QueueEntry({ line }: { line: QueueLine }) {
  return (
    <li className="px-4 py-3 text-sm [overflow-wrap:anywhere]">
      <Link href={line.href} className="font-medium text-brand-700 hover:underline">
        {line.label}
      </Link>
      {line.items.length > 0 ? (
        <ul className="mt-1.5 space-y-1 pl-4">
          {line.items.map((item) => (
            <li key={item.href} className="flex flex-wrap gap-x-2">
              <Link href={item.href} className="text-ink hover:underline">
                {item.title}
              </Link>
              {item.detail ? <span className="text-ink-soft">{item.detail}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
