import type { Metadata } from "next";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { StoredBookingRedirect } from "@/components/site/payment/stored-booking-redirect";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

export async function generateMetadata({ params }: PageProps<"/[locale]/pay">): Promise<Metadata> {
  const t = translator(toLocale((await params).locale), "pay");
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /pay without an id (the old client's link): the booking id is read from browser storage. */
export default async function PayWithoutId({ params }: PageProps<"/[locale]/pay">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "pay");
  return (
    <>
      <PageHero image="/site/hero-lake.jpg" eyebrow={t("eyebrow")} title={t("title")} />
      <div className={`${container} max-w-2xl py-12`}>
        <StoredBookingRedirect words={{ loading: t("loading"), notFound: t("noStoredBooking"), seeTours: t("seeTours") }} pathPrefix={localePath(locale, "")} />
      </div>
    </>
  );
}
