import Link from "next/link";
import { requireStaffPage } from "@/lib/auth/guards";
import { getDashboardCounts } from "@/lib/dashboard/queries";
import { countNewMessages } from "@/lib/inquiries/queries";

export default async function DashboardPage() {
  const actor = await requireStaffPage();
  const [counts, newMessages] = await Promise.all([getDashboardCounts(), countNewMessages()]);
  const cards = [
    { label: "Publications", value: counts.publications, href: "/account/publications" },
    { label: "Events", value: counts.events, href: "/account/events" },
    { label: "Blogs", value: counts.blogs, href: "/account/news" },
    { label: "Tours", value: counts.tours, href: "/account/tours" },
    { label: "New bookings", value: counts.bookings, href: "/account/tour-bookings?status=PENDING" },
    { label: "New messages", value: newMessages, href: "/account/inbox?status=new" },
  ];
  return (
    <>
      <h1 className="font-display text-2xl font-semibold text-brand-900">Dashboard</h1>
      <p className="mt-1 text-sm text-ink-soft">Welcome back, {actor.firstName}.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {cards.map((c) => (
          <li key={c.label}>
            <Link href={c.href} className="block rounded-xl border border-stone-200 bg-white p-5 shadow-card hover:border-brand-300">
              <p className="text-sm font-medium text-ink-soft">{c.label}</p>
              <p className="mt-2 text-3xl font-semibold text-brand-900">
                {c.value}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
