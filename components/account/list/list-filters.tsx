import Link from "@/components/account/dashboard-link";
import { SelectField, TextField } from "@/components/ui/field";
import type { SelectFilters } from "@/lib/platform/list-filters";

type Props = {
  basePath: string;
  /** The form's accessible name: "Filter the inbox". */
  label: string;
  /** The label of the free-text search (`?q=`), when the list has one. */
  search?: string;
  q?: string;
  selects: SelectFilters;
  values: Record<string, string | undefined>;
};

/** The filter bar of a list page: a GET form (works without JavaScript) that keeps its choices in the URL. */
export function ListFilters({ basePath, label, search, q, selects, values }: Props) {
  const filtered = !!q || Object.values(values).some(Boolean);
  return (
    <form action={basePath} role="search" aria-label={label} className="mb-4 flex flex-wrap items-end gap-3">
      {search ? <TextField label={search} name="q" type="search" defaultValue={q} className="min-w-64 flex-1 sm:max-w-sm" /> : null}
      {Object.entries(selects).map(([name, filter]) => (
        <SelectField key={name} label={filter.label} name={name} defaultValue={values[name] ?? ""} className={filter.width ?? "min-w-40"}>
          <option value="">{filter.any}</option>
          {Object.entries(filter.options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
      ))}
      <button type="submit" className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100">
        {search ? "Search" : "Filter"}
      </button>
      {filtered ? (
        <Link href={basePath} className="px-2 py-2 text-sm font-medium text-brand-700 underline underline-offset-4">
          Clear filters
        </Link>
      ) : null}
    </form>
  );
}
