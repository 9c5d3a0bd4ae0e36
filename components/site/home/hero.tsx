import Link from "next/link";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import { messagesOf, translator } from "@/lib/content/i18n/messages";
import { site } from "@/lib/platform/site";
import { Carousel, type Slide } from "../carousel";
import { CoverImage } from "../cover-image";
import { container } from "../layout-classes";

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
      <div className={`${container} pb-32 pt-36 sm:pb-36`}>
        <p className="site-hero-eyebrow">{t("hero.eyebrow")}</p>
        <h1 className="mt-4 max-w-4xl font-display text-4xl font-semibold leading-[1.05] tracking-tight text-white text-balance sm:text-6xl lg:text-7xl">
          {t("hero.title")}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">{t("hero.intro", { name: site.name })}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={localePath(locale, "/services")} className="site-btn site-btn-accent shadow-lg">
            {t("hero.explore")}
          </Link>
          <Link href={localePath(locale, "/tours")} className="site-btn site-btn-glass">
            {t("hero.browse")}
          </Link>
        </div>
      </div>
    </Carousel>
  );
}
