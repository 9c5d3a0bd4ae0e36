/**
 * A GET search box for dashboard lists (works without JavaScript; keeps ?q= in the URL). The label
 * is visible: a placeholder alone fades (3.2:1) and disappears as soon as one types (WCAG 3.3.2).
 */
export function SearchForm({ action, q, label }: { action: string; q?: string; label: string }) {
  return (
    <form action={action} role="search" className="mb-4 flex max-w-md items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor="list-search" className="mb-1 block text-sm font-medium text-ink">
          {label}
        </label>
        <input
          id="list-search"
          name="q"
          type="search"
          defaultValue={q}
          className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink focus:border-brand-600"
        />
      </div>
      <button type="submit" className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100">
        Search
      </button>
    </form>
  );
}
