import type { Metadata } from "next";
import Link from "next/link";
import { notFoundMetadata } from "@/lib/content/seo/metadata";
import { container } from "@/components/site/layout-classes";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { segmentLocale } from "@/lib/content/i18n/segment-locale";

/**
 * Next writes this file's metadata into the head of the 404's HTML; the page's own only arrives with
 * the streamed payload. Next resolves it with the [locale] segment's params (this file's level), so
 * the head is in the page's language before any script runs.
 */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return notFoundMetadata(toLocale((await params).locale));
}

/**
 * The public 404 (unknown paths, slugs, drafts, unknown list pages), inside the site's header and
 * footer, in the page's language (Next gives it no params: the layout has recorded it).
 */
export default function SiteNotFound() {
  const locale = segmentLocale();
  const t = translator(locale, "notFoundPage");
  const links = [
    { href: "/tours", label: t("tours") },
    { href: "/blogs", label: t("blogs") },
    { href: "/services", label: t("services") },
    { href: "/contact", label: t("contact") },
  ];
  return (
    // Next writes this fallback into every public page's payload: short classes (globals.css).
    <section className={`${container} site-404`}>
      <div>
        <p className="site-404-code">404</p>
        <h1 className="site-404-title">{t("title")}</h1>
        <p className="site-404-text">{t("text")}</p>
        <ul>
          {links.map((l) => (
            <li key={l.href}>
              <Link href={localePath(locale, l.href)} className="site-btn site-btn-sm site-btn-outline">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
