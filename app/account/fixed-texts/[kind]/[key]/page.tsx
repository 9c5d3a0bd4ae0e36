import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/components/account/dashboard-link";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { findFixedText } from "@/lib/content/fixed-texts/defaults";
import { FIXED_TEXT_KIND_NAMES, FIXED_TEXT_LOCALE_NAMES, fixedTextState } from "@/lib/content/fixed-texts/fields";
import { readFixedText } from "@/lib/content/fixed-texts/queries";
import { LOCALES } from "@/lib/content/i18n/locales";
import { PageHeader } from "@/components/account/page-header";
import { FixedTextForm } from "@/components/account/fixed-texts/fixed-text-form";
import { FixedTextStateBadge } from "@/components/account/fixed-texts/fixed-text-state";

export async function generateMetadata({ params }: PageProps<"/account/fixed-texts/[kind]/[key]">): Promise<Metadata> {
  const { kind, key } = await params;
  return { title: findFixedText(kind, key)?.label ?? "Fixed text" };
}

/** One fixed text in English, French and Kinyarwanda side by side, each saved or reset on its own (administrators). */
export default async function FixedTextPage({ params }: PageProps<"/account/fixed-texts/[kind]/[key]">) {
  const actor = await requireStaffPage();
  const { kind, key } = await params;
  const entry = findFixedText(kind, key);
  if (!entry) notFound();
  const stored = await readFixedText(entry.kind, entry.key);
  return (
    <>
      <PageHeader
        title={entry.label}
        description={
          <>
            {FIXED_TEXT_KIND_NAMES[entry.kind]} shown on{" "}
            <Link href={entry.path} className="text-brand-700 underline underline-offset-4">
              {entry.path}
            </Link>
            . A saved version replaces the default in its language; reset brings the default back. <Link href="/account/fixed-texts">All fixed texts</Link>
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        {LOCALES.map((locale) => {
          const edit = stored[locale];
          const fallback = entry.defaults[locale];
          const state = fixedTextState(locale, edit, fallback !== null);
          return (
            <section key={locale} aria-labelledby={`text-${locale}`} className="min-w-0 space-y-3">
              <h2 id={`text-${locale}`} className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink">
                {FIXED_TEXT_LOCALE_NAMES[locale]} <FixedTextStateBadge state={state} />
              </h2>
              <FixedTextForm
                kind={entry.kind}
                textKey={entry.key}
                locale={locale}
                stored={edit ? { fields: edit.fields, needsReview: edit.needsReview } : null}
                fallback={fallback}
                readOnly={actor.role !== "admin"}
              />
            </section>
          );
        })}
      </div>
    </>
  );
}
