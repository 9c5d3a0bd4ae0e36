"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { container } from "@/components/site/layout-classes";
import { localePath, splitLocalePath, type Locale } from "@/lib/platform/locales";

export type ServiceNotFoundWords = { title: string; text: string; services: { id: number; title: string }[] };

/**
 * 'Services not found' in the language of the address asked for: a not-found page gets no params,
 * so the server sends each language's few words and the path picks one.
 */
export function ServiceNotFoundView({ words }: { words: Record<Locale, ServiceNotFoundWords> }) {
  const locale = splitLocalePath(usePathname() ?? "/").locale;
  const { title, text, services } = words[locale];
  return (
    <section className={`${container} py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-earth-700">404</p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-brand-900">{title}</h1>
        <p className="mt-4 text-lg text-ink-soft">{text}</p>
        <ul className="mt-8 grid gap-3 text-left sm:grid-cols-2">
          {services.map((s) => (
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
