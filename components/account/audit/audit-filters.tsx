import Link from "next/link";

/** A GET form (works without JavaScript) narrowing the audit log by who acted and what they did. */
export function AuditFilters({ actors, actions, actor, action }: { actors: string[]; actions: string[]; actor?: string; action?: string }) {
  const select =
    "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
  return (
    <form action="/account/audit" role="search" aria-label="Filter the audit log" className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-56">
        <label htmlFor="audit-actor" className="mb-1 block text-sm font-medium text-ink">
          Actor
        </label>
        <select id="audit-actor" name="actor" defaultValue={actor ?? ""} className={select}>
          <option value="">All actors</option>
          {actors.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-48">
        <label htmlFor="audit-action" className="mb-1 block text-sm font-medium text-ink">
          Action
        </label>
        <select id="audit-action" name="action" defaultValue={action ?? ""} className={select}>
          <option value="">All actions</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
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
