import { TRANSLATION_LOCALE_NAMES, TRANSLATION_LOCALES, type TranslatedKind } from "@/lib/content/translations/fields";
import { readItemTranslations } from "@/lib/content/translations/queries";
import { stateOf, TranslationStateBadge } from "./translation-state";
import { TranslationDisclosure } from "./translation-disclosure";

/**
 * An item's French and Kinyarwanda versions on its dashboard page, below the English form: each its
 * own form (saved and deleted on its own), editable by those who may edit the item.
 */
export async function TranslationsSection({ kind, itemId, isAdmin }: { kind: TranslatedKind; itemId: string; isAdmin: boolean }) {
  const versions = await readItemTranslations(kind, itemId);
  return (
    <section id="translations" aria-labelledby="translations-title" className="mt-10 scroll-mt-20 space-y-6">
      <h2 id="translations-title" className="text-lg font-semibold text-brand-900">
        Translations
      </h2>
      <p className="text-sm text-ink-soft">
        A field left empty shows the English one, marked as English. Without a version, the {TRANSLATION_LOCALE_NAMES.fr} and {TRANSLATION_LOCALE_NAMES.rw}{" "}
        pages show the English content.
      </p>
      {TRANSLATION_LOCALES.map((locale) => {
        const stored = versions[locale];
        return (
          <section key={locale} aria-labelledby={`translation-${locale}`} className="space-y-3">
            <h3 id={`translation-${locale}`} className="flex flex-wrap items-center gap-2 text-base font-semibold text-ink">
              {TRANSLATION_LOCALE_NAMES[locale]} version <TranslationStateBadge state={stateOf(stored)} />
            </h3>
            <TranslationDisclosure
              kind={kind}
              itemId={itemId}
              locale={locale}
              stored={stored ? { fields: stored.fields, needsReview: stored.needsReview } : null}
              readOnly={!isAdmin}
            />
          </section>
        );
      })}
    </section>
  );
}
