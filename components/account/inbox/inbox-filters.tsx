import { SelectField } from "@/components/ui/field";
import { KIND_LABELS, type MessageKind, type MessageStatus } from "@/lib/inquiries/queries";

/** Narrow the inbox by kind and status; a GET form that keeps both in the URL. */
export function InboxFilters({ kind, status }: { kind?: MessageKind; status?: MessageStatus }) {
  return (
    <form action="/account/inbox" role="search" aria-label="Filter the inbox" className="mb-4 flex flex-wrap items-end gap-3">
      <SelectField label="Kind" name="kind" defaultValue={kind ?? ""} className="min-w-48">
        <option value="">Every kind</option>
        {Object.entries(KIND_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" name="status" defaultValue={status ?? ""} className="min-w-40">
        <option value="">Any status</option>
        <option value="new">New</option>
        <option value="handled">Handled</option>
      </SelectField>
      <button type="submit" className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100">
        Filter
      </button>
    </form>
  );
}
