/** A GET search box for dashboard lists (works without JavaScript; keeps ?q= in the URL). */
export function SearchForm({ action, q, label }: { action: string; q?: string; label: string }) {
  return (
    <form action={action} role="search" className="mb-4 flex max-w-md gap-2">
      <label htmlFor="list-search" className="sr-only">
        {label}
      </label>
      <input
        id="list-search"
        name="q"
        type="search"
        defaultValue={q}
        placeholder={label}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <button type="submit" className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100">
        Search
      </button>
    </form>
  );
}
