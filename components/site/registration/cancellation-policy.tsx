/** A tour's or event's cancellation policy in words (lib/booking/terms/cancellation-policy.ts policyLines). */
export function CancellationPolicy({ lines, note, heading = "Cancellation policy" }: { lines: string[]; note?: string; heading?: string }) {
  return (
    <section aria-labelledby="cancellation-title" className="site-panel">
      <h2 id="cancellation-title" className="font-display text-xl font-semibold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-ink-soft">
        {lines.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {note ? <p className="mt-3 text-sm text-ink-soft">{note}</p> : null}
    </section>
  );
}
