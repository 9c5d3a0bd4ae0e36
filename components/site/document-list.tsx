import { truncate } from "@/lib/platform/format";
import type { PublicDocument } from "@/lib/content/publications/public-queries";
import { CoverImage } from "./cover-image";
import { cardWords } from "@/lib/content/i18n/card-words";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

/** Spec §9: publication titles are cut at 80 characters. Each entry opens its document. */
export function DocumentList({ items, locale = "en" }: { items: PublicDocument[]; locale?: Locale }) {
  const w = cardWords(locale);
  const t = translator(locale, "lists");
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {items.map((doc) => (
        <li key={doc.id} className="site-card">
          <div className={`site-media aspect-[4/3] ${doc.isImage ? "bg-brand-950" : "bg-earth-50"}`}>
            {doc.isImage ? (
              <CoverImage src={doc.url} alt="" fit="contain" sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" />
            ) : (
              <div aria-hidden="true" className="flex h-full items-center justify-center">
                <svg viewBox="0 0 64 80" className="h-28 w-24 drop-shadow-md">
                  <path d="M4 4h40l16 16v56H4z" fill="#fff" stroke="#d9b077" strokeWidth="2" />
                  <path d="M44 4v16h16" fill="#f4e8d6" stroke="#d9b077" strokeWidth="2" />
                  <rect x="10" y="48" width="44" height="18" rx="3" fill="#1b5238" />
                  <text x="32" y="61" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff" fontFamily="sans-serif">
                    {doc.isPdf ? "PDF" : "DOC"}
                  </text>
                  <path d="M12 18h22M12 26h40M12 34h40M12 42h28" stroke="#e8cfa9" strokeWidth="3" strokeLinecap="round" />
                </svg>
              </div>
            )}
          </div>
          <div className="site-card-body">
            <p className="site-kicker">
              <time dateTime={doc.createdAt}>{w.date(doc.createdAt)}</time>
            </p>
            <h2 className="mt-2 font-display text-lg font-semibold leading-snug text-brand-900">
              <a href={doc.url} target="_blank" rel="noopener" title={doc.title} className="site-stretched">
                {truncate(doc.title, 80)}
                <span className="sr-only">{doc.isPdf ? t("opensPdf") : t("opensDocument")}</span>
              </a>
            </h2>
            <span aria-hidden="true" className="site-card-cta mt-auto pt-4">
              {doc.isPdf ? t("openPdf") : t("openDocument")}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
