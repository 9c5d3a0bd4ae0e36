import Link from "next/link";

/** What a list shows when it has nothing yet, with the next best thing to do. */
export function EmptyState({ title, text, action }: { title: string; text: string; action: { href: string; label: string } }) {
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-brand-200 bg-brand-50/50 px-6 py-14 text-center">
      <h2 className="font-display text-2xl font-semibold text-brand-900">{title}</h2>
      <p className="mt-3 text-ink-soft">{text}</p>
      <Link href={action.href} className="site-btn site-btn-sm site-btn-primary mt-6">
        {action.label}
      </Link>
    </div>
  );
}
