import { CANCELLATION_RULES } from "@/lib/participants/policy";

/** Spec §9's cancellation policy, shown beside the registration form. */
export function CancellationPolicy() {
  return (
    <section aria-labelledby="cancellation-title" className="site-panel">
      <h2 id="cancellation-title" className="font-display text-xl font-semibold text-brand-900">
        Cancellation policy
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-ink-soft">
        {CANCELLATION_RULES.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </section>
  );
}
