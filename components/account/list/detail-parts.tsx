import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";

export type Fact = [label: string, value: ReactNode];

// Whole class names, so that Tailwind finds them.
const LABEL_WIDTHS = { narrow: "sm:grid-cols-[9rem_1fr]", wide: "sm:grid-cols-[11rem_1fr]" };

/** The facts of one item of a list (a message, a mail) as a label/value grid; falsy entries are left out. */
export function FactList({ facts, labels = "wide" }: { facts: (Fact | false | null | undefined)[]; labels?: keyof typeof LABEL_WIDTHS }) {
  return (
    <dl className={`mb-6 grid max-w-3xl gap-x-6 gap-y-3 rounded-xl border border-stone-200 bg-white p-6 shadow-card ${LABEL_WIDTHS[labels]}`}>
      {facts
        .filter((f): f is Fact => !!f)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-ink-soft">{label}</dt>
            <dd className="break-words text-sm text-ink">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A titled part of an item's page (the message body, the HTML of a mail), named by its heading; `wide` for a table. */
export function DetailSection({ id, title, wide = false, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`mb-8 ${wide ? "" : "max-w-3xl"}`}>
      <h2 id={id} className="mb-2 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The page of one item of a list: breadcrumb back to its list, its title, then its parts. */
export function DetailPage({ list, title, children }: { list: { label: string; href: string }; title: string; children: ReactNode }) {
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, list, { label: title }]} />
      <PageHeader title={title} />
      {children}
    </>
  );
}
