import type { Locale } from "@/lib/platform/locales";

export type ErrorPageWords = { eyebrow: string; title: string; text: string; retry: string; home: string };

/**
 * The error page's words in French and Kinyarwanda (messages/*.json "errorPage", checked by a
 * test). An error boundary is a client component that gets no params, and it is in every page's
 * script: it loads these only on a page in one of these languages, and only when it shows.
 */
export const ERROR_PAGE_WORDS: Record<Exclude<Locale, "en">, ErrorPageWords> = {
  fr: {
    eyebrow: "De retour dans un instant",
    title: "Cette page est momentanément indisponible",
    text: "Nous n’avons pas pu la charger. Réessayez dans une minute : rien de ce que vous avez réservé ou envoyé n’est perdu.",
    retry: "Réessayer",
    home: "Page d’accueil",
  },
  rw: {
    eyebrow: "Tugaruka vuba",
    title: "Iyi paji ntiboneka muri aka kanya",
    text: "Ntitwashoboye kuyifungura ubu. Ongera ugerageze nyuma y’umunota: nta na kimwe wabitse cyangwa wohereje cyatakaye.",
    retry: "Ongera ugerageze",
    home: "Ahabanza",
  },
};
