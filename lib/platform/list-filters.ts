/**
 * The filters of a dashboard list page (inbox, outbox, audit log…), read from the URL: a select
 * filter's value counts only when it is one of its options, so a hand-edited URL can narrow the
 * list but never reach a query with a value the form could not have sent.
 */
export type SelectFilter<V extends string = string> = {
  label: string;
  /** The first option, which filters nothing: "Every kind", "Any status"… */
  any: string;
  options: Readonly<Record<V, string>>;
  /** Tailwind width of the select, for long option labels. */
  width?: string;
};

export type SelectFilters = Record<string, SelectFilter>;
export type FilterValues<F extends SelectFilters> = { [K in keyof F]?: F[K] extends SelectFilter<infer V> ? V : never };
type Params = Record<string, string | string[] | undefined>;

export function readFilters<F extends SelectFilters>(params: Params, filters: F): FilterValues<F> {
  const values: Record<string, string> = {};
  for (const [name, filter] of Object.entries(filters)) {
    const value = [params[name]].flat()[0];
    if (value !== undefined && Object.hasOwn(filter.options, value)) values[name] = value;
  }
  return values as FilterValues<F>;
}

/** Options named by their own values (actors, action names read from the data). */
export const optionsOf = (values: readonly string[]): Record<string, string> => Object.fromEntries(values.map((v) => [v, v]));
