import Link from "next/link";
import { container } from "@/components/site/layout-classes";

/** The public 404 (unknown paths, slugs, drafts, unknown list pages), inside the site's header and footer. */
export default function SiteNotFound() {
  const links = [
    { href: "/tours", label: "Browse tours" },
    { href: "/blogs", label: "Read the blog" },
    { href: "/services", label: "Our services" },
    { href: "/contact", label: "Contact us" },
  ];
  return (
    <section className={`${container} py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-earth-700">404</p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-brand-900 sm:text-5xl">Page not found</h1>
        <p className="mt-4 text-lg text-ink-soft">The page you are looking for has moved, is not published, or never existed.</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="site-btn site-btn-sm site-btn-outline">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
