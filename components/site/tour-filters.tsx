import type { TourListFilters } from "@/lib/content/tours/list-filters";
import type { TourFilterWords } from "@/lib/content/tours/list-words";
import { localePath, type Locale } from "@/lib/content/i18n/locales";

const control = "mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink focus:border-brand-600";

/**
 * The /tours filter form: a plain GET form, so it works without JavaScript. The proxy turns its
 * query string into the list's canonical path (`/tours/duration/…/price/…/sort/…`, under the
 * page's language prefix), which is cached.
 */
export function TourFilters({ filters, words: w, locale = "en" }: { filters: TourListFilters; words: TourFilterWords; locale?: Locale }) {
  const selects = [
    { name: "duration", label: w.duration, options: w.durations, value: filters.duration },
    { name: "price", label: w.price, options: w.prices, value: filters.price },
    { name: "sort", label: w.sort, options: w.sorts, value: filters.sort },
  ] as const;
  return (
    <form
      action={localePath(locale, "/tours")}
      method="get"
      aria-label={w.form}
      className="mb-8 grid gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      {selects.map((s) => (
        <div key={s.name}>
          <label htmlFor={`tour-${s.name}`} className="block text-sm font-medium text-ink">
            {s.label}
          </label>
          <select id={`tour-${s.name}`} name={s.name} defaultValue={s.value} className={control}>
            {Object.entries(s.options).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <button type="submit" className="site-btn site-btn-sm site-btn-primary h-11">
        {w.submit}
      </button>
    </form>
  );
}
