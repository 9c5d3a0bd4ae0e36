import type { Metadata } from "next";
import { readablePhone } from "@/lib/booking/orders/phone";
import Link from "@/components/account/dashboard-link";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { orderActions } from "@/components/account/bookings/order-actions";
import { PageHeader } from "@/components/account/page-header";
import { MobilePaymentNote } from "@/components/account/orders/mobile-payment-note";
import { latestMobilePayments } from "@/lib/booking/payments/attempts";
import { OrderStatusBadge } from "@/components/site/payment/order-status";
import { DataTable } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { ORDER_STATUSES } from "@/lib/platform/db/schema";
import { formatUsd } from "@/lib/platform/format";
import { formatDate, formatDayTime } from "@/lib/platform/dates";
import { orderDay } from "@/lib/booking/orders/dates";
import { isOrderStatus, listOrders, type BookingRow } from "@/lib/booking/orders/queries";
import { STATUS_LABELS } from "@/lib/booking/orders/status";
import { readPageQuery } from "@/lib/platform/pagination";

export const metadata: Metadata = { title: "Bookings" };

const PAGE_SIZE = 20;

/**
 * /account/tour-bookings (spec §2.3, §6: every tour order): filter, search, export; admins mark paid
 * or cancel. The client's contact details sit under the name and the booking date under the tour
 * date, so the list fits a laptop screen.
 */
export default async function TourBookingsPage({ searchParams }: PageProps<"/account/tour-bookings">) {
  const actor = await requireStaffPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, PAGE_SIZE);
  const status = [sp.status].flat()[0];
  const filter = isOrderStatus(status) ? status : undefined;
  const { rows, total } = await listOrders({ ...query, itemType: "tour", status: filter });
  const mobile = await latestMobilePayments(rows.map((r) => r.id));
  const isAdmin = actor.role === "admin";
  const exportQuery = new URLSearchParams(Object.entries({ status: filter, q: query.q }).filter((e): e is [string, string] => !!e[1])).toString();
  const offset = (query.page - 1) * query.limit;

  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Bookings" }]} />
      <PageHeader
        title="Bookings"
        description={`${total} ${total === 1 ? "booking" : "bookings"}`}
        action={
          <a
            href={`/account/tour-bookings/export${exportQuery ? `?${exportQuery}` : ""}`}
            className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100"
            download
          >
            Export CSV
          </a>
        }
      />
      <form action="/account/tour-bookings" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="bookings-q" className="mb-1 block text-sm font-medium">
            Search by name or e-mail
          </label>
          <input
            id="bookings-q"
            name="q"
            type="search"
            defaultValue={query.q}
            className="block w-64 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor="bookings-status" className="mb-1 block text-sm font-medium">
            Status
          </label>
          <select
            id="bookings-status"
            name="status"
            defaultValue={filter ?? ""}
            className="block rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100">
          Filter
        </button>
      </form>
      <DataTable<BookingRow>
        caption="Bookings"
        rows={rows}
        rowKey={(r) => r.id}
        empty={query.q || filter ? "No bookings match." : "No bookings yet."}
        columns={[
          { header: "#", cell: (_r, i) => offset + i + 1, className: "w-12 min-w-12", stickyLeft: "md:left-0" },
          {
            header: "Name",
            stickyLeft: "md:left-12",
            // The client's contact details under the name (the spec's Phone, Email and Address columns), so
            // the list fits a laptop without hiding them.
            cell: (r) => (
              <div className="min-w-44 max-w-52 whitespace-normal">
                <Link href={`/account/orders/${r.id}`} className="font-medium text-brand-800 hover:underline">
                  {r.client.names}
                </Link>
                <p className="break-all text-ink-soft">{r.clientEmail}</p>
                <p className="text-ink-soft">{readablePhone(r.client.phoneNumber)}</p>
                {r.client.address ? <p className="text-ink-soft">{r.client.address}</p> : null}
              </div>
            ),
          },
          {
            header: "Tour name",
            cell: (r) => (
              <div className="min-w-44 max-w-56 whitespace-normal">
                <p>{r.tourName ?? "Tour Not Found"}</p>
                <p className="text-ink-soft">
                  {r.itemsArray[0]?.itemNumber === 1 ? "1 person" : `${r.itemsArray[0]?.itemNumber ?? 1} people`}
                  {r.client.location ? `, pick-up at ${r.client.location}` : ""}
                </p>
              </div>
            ),
          },
          {
            header: "Tour date",
            cell: (r) => (
              <div>
                <p>{r.departsAt ? formatDayTime(r.departsAt) : r.needDate ? orderDay(r.needDate) : "—"}</p>
                {r.departsAt ? <p className="text-ink-soft">Departure</p> : null}
                <p className="text-ink-soft">Booked {formatDate(r.createdAt)}</p>
              </div>
            ),
          },
          { header: "Booking Status", cell: (r) => <OrderStatusBadge status={r.status} test={r.testMode} /> },
          {
            header: "Amount",
            cell: (r) => (
              <div>
                <p>{formatUsd(r.amount)}</p>
                {r.refundedAmount > 0 ? <p className="text-ink-soft">Refunded {formatUsd(r.refundedAmount)}</p> : null}
                <MobilePaymentNote payment={mobile.get(r.id)} />
              </div>
            ),
            className: "text-right tabular-nums",
          },
          ...(isAdmin
            ? [
                {
                  header: "Actions",
                  srOnlyHeader: true,
                  cell: (r: BookingRow) => (
                    <RowActionsMenu
                      label={`Actions for the booking of ${r.client.names}`}
                      actions={[
                        { kind: "link", label: "Open booking", href: `/account/orders/${r.id}` },
                        ...orderActions({ id: r.id, status: r.status, client: r.client.names }),
                      ]}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <Pagination page={query.page} limit={query.limit} total={total} basePath="/account/tour-bookings" params={{ q: query.q, status: filter }} />
    </>
  );
}
