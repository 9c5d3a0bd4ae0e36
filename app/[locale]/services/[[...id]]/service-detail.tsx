import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import type { Service } from "@/lib/content/services";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

/** /services/{id}: one service, and links to the others. */
export function ServiceDetail({ locale, service, others }: { locale: Locale; service: Service; others: Service[] }) {
  const t = translator(locale, "services");
  return (
    <>
      <PageHero
        image={service.image}
        imageAlt={service.imageAlt}
        eyebrow={
          <Link href={localePath(locale, "/services")} className="hover:underline">
            {t("title")}
          </Link>
        }
        title={service.title}
        intro={service.summary}
      />
      <div className={`${container} grid gap-12 py-12 sm:py-16 lg:grid-cols-3 lg:gap-16`}>
        <article className="min-w-0 lg:col-span-2">
          <p className="text-xl leading-relaxed text-ink">{service.intro}</p>
          <div className="mt-10 space-y-10">
            {service.sections.map((s) => (
              <section key={s.heading}>
                <h2 className="font-display text-2xl font-semibold text-brand-900">{s.heading}</h2>
                <p className="mt-3 text-lg leading-relaxed text-ink-soft">{s.text}</p>
              </section>
            ))}
          </div>
        </article>
        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <section aria-labelledby="deliverables-title" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="deliverables-title" className="font-display text-xl font-semibold text-brand-900">
              {t("typicalWork")}
            </h2>
            <ul className="mt-4 space-y-3">
              {service.deliverables.map((d) => (
                <li key={d} className="flex gap-3 text-ink">
                  <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-earth-500" />
                  {d}
                </li>
              ))}
            </ul>
            <Link href={`${localePath(locale, "/contact")}?service=${service.id}`} className="site-btn site-btn-accent mt-6 flex">
              {t("talkTeam")}
            </Link>
          </section>
          <nav aria-label={t("others")} className="site-panel">
            <h2 className="font-display text-xl font-semibold text-brand-900">{t("others")}</h2>
            <ul className="mt-4 space-y-2">
              {others.map((s) => (
                <li key={s.id}>
                  <Link href={localePath(locale, `/services/${s.id}`)} className="block rounded-lg px-3 py-2 font-medium text-brand-800 hover:bg-brand-50">
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}
