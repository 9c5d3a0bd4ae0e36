import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { EnglishContent } from "@/components/site/english-content";
import { LegalPage } from "@/components/site/legal-page";
import { toLocale } from "@/lib/content/i18n/locales";
import { pageLanguages, pageText } from "@/lib/content/fixed-texts/public";
import { notFoundMetadata, pageMetadata } from "@/lib/content/seo/metadata";

type LegalKey = "terms" | "policy";
type Params = Promise<{ locale: string; rest?: string[] }>;

/**
 * The layout of /terms and /policy: in a language the page has a version in (a default or a staff
 * edit), the page is that language's own; otherwise its content is English, marked as such.
 */
export function fixedPageLayout(key: LegalKey) {
  return async function FixedPageLayout({ params, children }: { params: Promise<{ locale: string }>; children: ReactNode }) {
    if (await pageText(key, toLocale((await params).locale))) return children;
    return <EnglishContent params={params}>{children}</EnglishContent>;
  };
}

/**
 * /terms or /policy as a page: its metadata and its body. The languages it has a version in decide
 * its canonical and hreflang (and the sitemap's entries), so a saved French version joins them.
 */
export function legalPage(key: LegalKey, description: string) {
  async function generateMetadata({ params }: { params: Params }) {
    const { rest, locale: segment } = await params;
    if (rest?.length) return notFoundMetadata(toLocale(segment));
    const locale = toLocale(segment);
    const languages = await pageLanguages(key);
    const own = languages.includes(locale);
    const text = (await pageText(key, own ? locale : "en"))!;
    return pageMetadata({
      title: text.title,
      description: own && locale !== "en" ? text.intro : description,
      path: `/${key}`,
      ...(own && languages.length > 1 ? { locale, translated: true, languages } : {}),
    });
  }
  async function Page({ params }: { params: Params }) {
    const { rest, locale: segment } = await params;
    if (rest?.length) notFound();
    const locale = toLocale(segment);
    const own = await pageText(key, locale);
    const text = own ?? (await pageText(key, "en"))!;
    return <LegalPage {...text} locale={own ? locale : "en"} />;
  }
  return { generateMetadata, Page };
}
