import Link from "@/components/account/dashboard-link";
import { SelectField } from "@/components/ui/field";

const option = (value: string) => (
  <option key={value} value={value}>
    {value}
  </option>
);

/** A GET form (works without JavaScript) narrowing the audit log by who acted and what they did. */
export function AuditFilters({ actors, actions, actor, action }: { actors: string[]; actions: string[]; actor?: string; action?: string }) {
  return (
    <form action="/account/audit" role="search" aria-label="Filter the audit log" className="mb-4 flex flex-wrap items-end gap-3">
      <SelectField label="Actor" name="actor" defaultValue={actor ?? ""} className="min-w-56">
        <option value="">All actors</option>
        {actors.map(option)}
      </SelectField>
      <SelectField label="Action" name="action" defaultValue={action ?? ""} className="min-w-48">
        <option value="">All actions</option>
        {actions.map(option)}
      </SelectField>
      <button type="submit" className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100">
        Filter
      </button>
      {actor || action ? (
        <Link href="/account/audit" className="px-2 py-2 text-sm font-medium text-brand-700 underline underline-offset-4">
          Clear filters
        </Link>
      ) : null}
    </form>
  );
}
