import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { localePath } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { segmentLocale } from "@/lib/content/i18n/segment-locale";
import { SERVICES_BY_LANGUAGE } from "@/lib/content/services";

/** Spec §2.1 / §8: any id other than 1 to 4 shows 'Services not found' (with a 404 status), in the page's language. */
export default function ServiceNotFound() {
  const locale = segmentLocale();
  const t = translator(locale, "services");
  return (
    <section className={`${container} py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-earth-700">404</p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-brand-900">{t("notFoundTitle")}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t("notFoundText")}</p>
        <ul className="mt-8 grid gap-3 text-left sm:grid-cols-2">
          {SERVICES_BY_LANGUAGE[locale].map((s) => (
            <li key={s.id}>
              <Link
                href={localePath(locale, `/services/${s.id}`)}
                className="block rounded-xl bg-brand-50 px-5 py-4 font-semibold text-brand-800 hover:bg-brand-100"
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
