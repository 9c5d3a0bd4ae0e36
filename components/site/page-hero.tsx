import { CoverImage } from "./cover-image";
import { container } from "./layout-classes";

/**
 * The full-bleed picture band that opens every inner page; `data-hero` lets the header float over
 * it. The picture is the page's largest element, so it is preloaded.
 */
export function PageHero({
  image,
  imageAlt = "",
  eyebrow,
  title,
  intro,
  children,
  tall = false,
  titleLang,
}: {
  image: string;
  imageAlt?: string;
  eyebrow?: React.ReactNode;
  title: string;
  /** "en" when the title is English content under another language's page. */
  titleLang?: string;
  intro?: React.ReactNode;
  children?: React.ReactNode;
  tall?: boolean;
}) {
  return (
    <section
      data-hero
      className={`relative isolate flex items-end overflow-hidden bg-brand-950 pb-10 pt-32 sm:pb-14 ${tall ? "min-h-[28rem] sm:min-h-[34rem] lg:min-h-[40rem]" : "min-h-[22rem] sm:min-h-[26rem]"}`}
    >
      <CoverImage src={image} alt={imageAlt} sizes="100vw" preload className="-z-10" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950/95 via-brand-950/55 to-brand-950/25" />
      <div className={container}>
        {eyebrow ? <div className="site-hero-eyebrow mb-3">{eyebrow}</div> : null}
        <h1
          lang={titleLang}
          className="max-w-4xl font-display text-4xl font-semibold leading-[1.1] tracking-tight text-white text-balance sm:text-5xl lg:text-6xl"
        >
          {title}
        </h1>
        {intro ? <div className="mt-4 max-w-2xl text-base leading-relaxed text-white/85 sm:text-lg">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}
