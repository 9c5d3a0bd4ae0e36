import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { site } from "@/lib/platform/site";

/** Phone, e-mails and address as tappable cards (contact, air tickets, accommodation, car rental). */
export function ContactDetails({ email = site.emails.info, compact = false, locale = "en" }: { email?: string; compact?: boolean; locale?: Locale }) {
  const t = translator(locale, "contactDetails");
  const items = [
    { label: t("phone"), value: site.phone, href: site.phoneHref },
    { label: t("email"), value: email, href: `mailto:${email}` },
    ...(compact ? [] : [{ label: t("bookings"), value: site.emails.bookings, href: `mailto:${site.emails.bookings}` }]),
    { label: t("office"), value: `${site.address.street}, ${site.address.city}, ${site.address.country}`, href: null },
  ];
  return (
    // Compact lists sit in a narrow side column: one card per row keeps an e-mail address whole
    // (three columns there left ~70 px per card and split "bookings@ikaze.rw" mid-word).
    <ul className={`grid gap-4 ${compact ? "" : "sm:grid-cols-2"}`}>
      {items.map((i) => (
        <li key={i.label} className="site-panel">
          <p className="site-kicker">{i.label}</p>
          {i.href ? (
            <a href={i.href} className="mt-1 block break-words text-lg font-semibold text-brand-900 hover:text-brand-700 hover:underline">
              {i.value}
            </a>
          ) : (
            <p className="mt-1 text-lg font-semibold text-brand-900">{i.value}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
