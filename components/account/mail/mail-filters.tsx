import type { MailStatus } from "@/lib/mail/queries";

/** Search by recipient or subject and narrow by status; a GET form that keeps both in the URL. */
export function MailFilters({ q, status }: { q?: string; status?: MailStatus }) {
  const control =
    "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
  return (
    <form action="/account/mail" role="search" aria-label="Search the outbox" className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1 sm:max-w-sm">
        <label htmlFor="mail-q" className="mb-1 block text-sm font-medium text-ink">
          Recipient or subject
        </label>
        <input id="mail-q" name="q" type="search" defaultValue={q} className={control} />
      </div>
      <div className="min-w-40">
        <label htmlFor="mail-status" className="mb-1 block text-sm font-medium text-ink">
          Status
        </label>
        <select id="mail-status" name="status" defaultValue={status ?? ""} className={control}>
          <option value="">Any status</option>
          <option value="pending">Pending</option>
          <option value="sent">Sent</option>
          <option value="failed">Failed</option>
        </select>
      </div>
      <button type="submit" className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100">
        Search
      </button>
    </form>
  );
}
