import type { ReactNode } from "react";
import { UntranslatedNotice } from "@/components/site/english-content";
import { toLocale } from "@/lib/content/i18n/locales";
import type { TranslatedKind } from "@/lib/content/translations/fields";
import { hasVersion } from "@/lib/content/translations/public";

type Props = { params: Promise<{ locale: string; slug: string }>; children: ReactNode };

/**
 * The layout of a content item's page: in a language the item has a version in, the page is that
 * language's own; otherwise one line says its content is English. The page marks each English
 * field lang="en" (translatedItem's `english`), so its own words keep the page's language.
 */
export function translatedContentLayout(kind: TranslatedKind) {
  return async function TranslatedContent({ params, children }: Props) {
    const { locale, slug } = await params;
    const language = toLocale(locale);
    if (language === "en" || (await hasVersion(kind, slug, language))) return children;
    return (
      <>
        <UntranslatedNotice locale={language} />
        {children}
      </>
    );
  };
}

/** A field a translated page still shows in English (its version left it empty): marked lang="en". */
export function InEnglish({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <div lang="en">{children}</div> : children;
}
