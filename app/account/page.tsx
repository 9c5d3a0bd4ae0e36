import Link from "next/link";
import { requireStaffPage } from "@/lib/auth/guards";
import { listPendingCommentItems } from "@/lib/comments/queries";
import { moderationPath } from "@/lib/comments/schema";
import { getDashboardCounts } from "@/lib/dashboard/queries";
import { countNewMessages } from "@/lib/inquiries/queries";

export default async function DashboardPage() {
  const actor = await requireStaffPage();
  const [counts, newMessages, pending] = await Promise.all([getDashboardCounts(), countNewMessages(), listPendingCommentItems()]);
  const cards = [
    { label: "Publications", value: counts.publications, href: "/account/publications" },
    { label: "Events", value: counts.events, href: "/account/events" },
    { label: "Blogs", value: counts.blogs, href: "/account/news" },
    { label: "Tours", value: counts.tours, href: "/account/tours" },
    { label: "New bookings", value: counts.bookings, href: "/account/tour-bookings?status=PENDING" },
    { label: "New messages", value: newMessages, href: "/account/inbox?status=new" },
    { label: "Comments awaiting moderation", value: pending.total, href: "#awaiting-moderation" },
  ];
  return (
    <>
      <h1 className="font-display text-2xl font-semibold text-brand-900">Dashboard</h1>
      <p className="mt-1 text-sm text-ink-soft">Welcome back, {actor.firstName}.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map((c) => (
          <li key={c.label}>
            <Link href={c.href} className="block h-full rounded-xl border border-stone-200 bg-white p-5 shadow-card hover:border-brand-300">
              <p className="text-sm font-medium text-ink-soft">{c.label}</p>
              <p className="mt-2 text-3xl font-semibold text-brand-900">
                {c.value}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      <section id="awaiting-moderation" aria-labelledby="awaiting-moderation-title" className="mt-10 scroll-mt-24">
        <h2 id="awaiting-moderation-title" className="font-display text-lg font-semibold text-brand-900">
          Comments awaiting moderation
        </h2>
        {pending.items.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">No comments are awaiting moderation.</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white shadow-card">
            {pending.items.map((item) => (
              <li key={`${item.kind}:${item.slug}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <Link href={moderationPath(item.kind, item.slug)} className="font-medium text-brand-700 hover:underline">
                  {item.title}
                </Link>
                <span className="text-ink-soft">
                  {item.kind === "news" ? "Blog" : "Tour"} · {item.pending} awaiting
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
