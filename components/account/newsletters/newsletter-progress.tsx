"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { formatAge } from "@/lib/platform/dates";
import { apiFetch } from "@/lib/platform/http/client";
import type { NewsletterJson } from "@/lib/audience/newsletters/queries";

const POLL_MS = 2000;

/**
 * While a newsletter is being sent: a progress bar (sent and failed of the audience), the failures
 * so far and the time left at the configured rate, read again every 2 seconds. When sending ends
 * the page is refreshed, showing the final report.
 */
export function NewsletterProgress({ initial }: { initial: NewsletterJson }) {
  const router = useRouter();
  const [n, setN] = useState(initial);
  const live = n.status === "sending" || n.status === "paused";

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(async () => {
      const res = await apiFetch<{ data: NewsletterJson }>(`/api/newsletters/${n.id}`);
      if (!res.ok) return;
      setN(res.data.data);
      if (res.data.data.status !== "sending" && res.data.data.status !== "paused") router.refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [live, n.id, router]);

  const done = n.sent + n.failed + n.skipped;
  const percent = n.total ? Math.round((done / n.total) * 100) : 100;
  return (
    <section aria-labelledby="progress-heading" className="mb-6 max-w-3xl rounded-xl border border-stone-200 bg-white p-6 shadow-card">
      <h2 id="progress-heading" className="mb-3 text-lg font-semibold text-brand-900">
        {n.status === "paused" ? "Paused" : "Sending"}
      </h2>
      <div
        role="progressbar"
        aria-label="Sending progress"
        aria-valuemin={0}
        aria-valuemax={n.total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${n.total}`}
        className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-700 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite" className="mt-3 text-sm text-ink">
        {n.sent} of {n.total} sent
        {n.failed ? ` · ${n.failed} failed` : ""}
        {n.skipped ? ` · ${n.skipped} skipped` : ""}
        {n.status === "sending" && n.secondsLeft !== null ? ` · about ${formatAge(Math.max(1, n.secondsLeft))} left` : ""}
        {n.status === "paused" ? " · paused: nothing more goes until it is resumed" : ""}
      </p>
    </section>
  );
}
