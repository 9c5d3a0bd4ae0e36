import type { ReactNode } from "react";
import { EnglishContent } from "@/components/site/english-content";
import { toLocale } from "@/lib/content/i18n/locales";
import type { TranslatedKind } from "@/lib/content/translations/fields";
import { hasVersion } from "@/lib/content/translations/public";

type Props = { params: Promise<{ locale: string; slug: string }>; children: ReactNode };

/**
 * The layout of a content item's page: in a language the item has a version in, the page is that
 * language's own; otherwise its content is English, marked as such (EnglishContent).
 */
export function translatedContentLayout(kind: TranslatedKind) {
  return async function TranslatedContent({ params, children }: Props) {
    const { locale, slug } = await params;
    if (await hasVersion(kind, slug, toLocale(locale))) return children;
    return <EnglishContent params={params}>{children}</EnglishContent>;
  };
}

/** A field a translated page still shows in English (its version left it empty): marked lang="en". */
export function InEnglish({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <div lang="en">{children}</div> : children;
}
