import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { services } from "@/lib/content/services";

/** Spec §2.1 / §8: any id other than 1 to 4 shows 'Services not found' (with a 404 status). */
export default function ServiceNotFound() {
  return (
    <section className={`${container} py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-earth-700">404</p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-brand-900">Services not found</h1>
        <p className="mt-4 text-lg text-ink-soft">We offer these four services — pick one to read more.</p>
        <ul className="mt-8 grid gap-3 text-left sm:grid-cols-2">
          {services.map((s) => (
            <li key={s.id}>
              <Link href={`/services/${s.id}`} className="block rounded-xl bg-brand-50 px-5 py-4 font-semibold text-brand-800 hover:bg-brand-100">
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
