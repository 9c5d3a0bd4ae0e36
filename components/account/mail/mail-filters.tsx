import { SelectField, TextField } from "@/components/ui/field";
import type { MailStatus } from "@/lib/mail/queries";

/** Search by recipient or subject and narrow by status; a GET form that keeps both in the URL. */
export function MailFilters({ q, status }: { q?: string; status?: MailStatus }) {
  return (
    <form action="/account/mail" role="search" aria-label="Search the outbox" className="mb-4 flex flex-wrap items-end gap-3">
      <TextField label="Recipient or subject" name="q" type="search" defaultValue={q} className="min-w-64 flex-1 sm:max-w-sm" />
      <SelectField label="Status" name="status" defaultValue={status ?? ""} className="min-w-40">
        <option value="">Any status</option>
        <option value="pending">Pending</option>
        <option value="sent">Sent</option>
        <option value="failed">Failed</option>
      </SelectField>
      <button type="submit" className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100">
        Search
      </button>
    </form>
  );
}
