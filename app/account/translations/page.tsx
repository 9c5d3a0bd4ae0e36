import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { readFilters } from "@/lib/platform/list-filters";
import { readPageQuery } from "@/lib/platform/pagination";
import { TRANSLATION_LOCALE_NAMES, type TranslatedKind, type TranslationLocale } from "@/lib/content/translations/fields";
import { itemEditPath } from "@/lib/content/translations/items";
import { readTranslationStatus, type TranslationState } from "@/lib/content/translations/queries";
import { isFiltered, ListPage } from "@/components/account/list/list-page";
import { KIND_LABELS, TranslationStatusTable } from "@/components/account/translations/status-table";

export const metadata: Metadata = { title: "Translations" };

const PAGE_SIZE = 25;

const filters = {
  kind: { label: "Kind", any: "Every kind", options: KIND_LABELS as Record<TranslatedKind, string> },
  locale: { label: "Language", any: "Every language", options: TRANSLATION_LOCALE_NAMES as Record<TranslationLocale, string> },
  state: {
    label: "State",
    any: "Any state",
    options: { missing: "Missing", "needs-review": "Needs review", translated: "Translated" } as Record<TranslationState, string>,
    width: "min-w-40",
  },
};

export default async function TranslationsPage({ searchParams }: PageProps<"/account/translations">) {
  await requireStaffPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, PAGE_SIZE);
  const values = readFilters(sp, filters);
  const { rows, total } = await readTranslationStatus(values, query);
  return (
    <ListPage
      title="Translations"
      description="The French and Kinyarwanda versions of blogs, tours, events and publications: which are missing, which need a native speaker's review."
      basePath="/account/translations"
      query={query}
      total={total}
      filters={{ label: "Filter the translations", selects: filters, values }}
    >
      <TranslationStatusTable rows={rows} filtered={isFiltered(values)} editPath={(r) => itemEditPath(r.kind, r)} />
    </ListPage>
  );
}
