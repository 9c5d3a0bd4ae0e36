import { AirTicketSlot } from "@/components/site/slots/air-ticket-slot";
import { TravelServicePage } from "@/components/site/travel-service-page";
import { airTicketFormWords } from "@/lib/audience/inquiries/air-ticket-words";
import { toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { pageMetadata } from "@/lib/content/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/airticket">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "airTicket");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: "/airticket",
    image: { url: "/site/page-airticket.jpg", alt: t("coverAlt") },
    locale,
    translated: true,
  });
}

const FEATURES = [1, 2, 3, 4] as const;

export default async function AirTicketPage({ params }: PageProps<"/[locale]/airticket">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "airTicket");
  return (
    <TravelServicePage
      locale={locale}
      eyebrow={t("eyebrow")}
      hero={{ image: "/site/page-airticket.jpg", title: t("title"), intro: t("intro") }}
      heading={t("heading")}
      body={<p>{t("body")}</p>}
      features={FEATURES.map((n) => ({ title: t(`f${n}Title`), text: t(`f${n}Text`) }))}
      card={{ title: t("cardTitle"), text: t("cardText"), action: <AirTicketSlot words={airTicketFormWords(locale)} /> }}
      contactHeading={t("contactHeading")}
    />
  );
}
