import { FormPage } from "@/components/site/form-page";
import { TicketForm } from "@/components/site/forms/ticket-form";
import { ticketFormWords } from "@/lib/audience/inquiries/ticket-words";
import { toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { pageMetadata } from "@/lib/content/seo/metadata";
import { site } from "@/lib/platform/site";

export async function generateMetadata({ params }: PageProps<"/[locale]/ticket">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "ticketPage");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: "/ticket",
    image: { url: "/site/page-airticket.jpg", alt: t("coverAlt") },
    locale,
    translated: true,
  });
}

export default async function TicketPage({ params }: PageProps<"/[locale]/ticket">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "ticketPage");
  return (
    <FormPage
      hero={{ image: "/site/page-airticket.jpg", eyebrow: t("eyebrow"), title: t("title"), intro: t("intro") }}
      title={t("formTitle")}
      titleId="ticket-form-title"
      note={t("note")}
      email={site.emails.bookings}
      talk={t("preferToTalk")}
      locale={locale}
    >
      <TicketForm words={ticketFormWords(locale)} />
    </FormPage>
  );
}
