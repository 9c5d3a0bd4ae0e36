import type { Locale } from "@/lib/content/i18n/locales";
import { messagesOf, translator } from "@/lib/content/i18n/messages";
import { Carousel, type Slide } from "../carousel";
import { CoverImage } from "../cover-image";
import { HeroIntro } from "./hero-intro";

const pictures = [
  { key: "hills", src: "/site/hero-hills.jpg" },
  { key: "volcanoes", src: "/site/hero-volcanoes.jpg" },
  { key: "lake", src: "/site/hero-lake.jpg" },
] as const;

/** The home page's opening: the fading carousel with the headline and the call to action to the services. */
export function HomeHero({ locale = "en" }: { locale?: Locale }) {
  const t = translator(locale, "home");
  const slides: Slide[] = pictures.map((p, i) => ({
    key: p.key,
    caption: t(`hero.${p.key}Caption`),
    image: <CoverImage src={p.src} alt={t(`hero.${p.key}Alt`)} sizes="100vw" preload={i === 0} />,
  }));
  return (
    <Carousel slides={slides} label={t("hero.label")} {...(locale === "en" ? {} : { words: messagesOf(locale, "home").carousel })}>
      <HeroIntro />
    </Carousel>
  );
}
