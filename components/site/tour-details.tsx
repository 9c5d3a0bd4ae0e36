import type { TourDetail } from "@/lib/content/tours/public-queries";

/** The tour's itinerary day by day, as a vertical timeline. */
export function Itinerary({ days, title = "Itinerary" }: { days: TourDetail["itinerary"]; title?: string }) {
  if (days.length === 0) return null;
  return (
    <section aria-labelledby="itinerary-title">
      <h2 id="itinerary-title" className="font-display text-2xl font-semibold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      <ol className="mt-6 space-y-0">
        {days.map((d, i) => (
          <li key={`${d.day}-${i}`} className="relative flex gap-5 pb-8 last:pb-0">
            {i < days.length - 1 ? <span aria-hidden="true" className="site-day-line" /> : null}
            <span className="site-day-number">{i + 1}</span>
            <div className="pt-1.5">
              <h3 className="text-lg font-semibold text-brand-900">
                <span className="text-earth-700">{d.day}</span> · {d.title}
              </h3>
              {d.body ? <p className="mt-2 leading-relaxed text-ink-soft">{d.body}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-0.5 h-5 w-5 shrink-0 text-brand-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <path d="M5 10.5l3 3 7-7" />
    </svg>
  );
}

function Cross() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-0.5 h-5 w-5 shrink-0 text-earth-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <path d="M6 6l8 8M14 6l-8 8" />
    </svg>
  );
}

/** What the price includes and excludes, side by side on wide screens. */
export function IncludesExcludes({
  includes,
  excludes,
  words = { includes: "Includes", excludes: "Excludes" },
}: {
  includes: string[];
  excludes: string[];
  words?: { includes: string; excludes: string };
}) {
  if (includes.length === 0 && excludes.length === 0) return null;
  const block = (title: string, items: string[], Icon: () => React.ReactElement, tone: string) =>
    items.length ? (
      <div className={`rounded-2xl p-6 ${tone}`}>
        <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <li key={item} className="site-list-item">
              <Icon />
              {item}
            </li>
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {block(words.includes, includes, Check, "bg-brand-50")}
      {block(words.excludes, excludes, Cross, "bg-earth-50")}
    </div>
  );
}

/** Practical tips from our guides. */
export function Tips({ tips, title = "Tips from our guides" }: { tips: string[]; title?: string }) {
  if (tips.length === 0) return null;
  return (
    <section aria-labelledby="tips-title" className="rounded-2xl border border-earth-200 p-6">
      <h2 id="tips-title" className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-ink-soft marker:text-earth-500">
        {tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}
