import Link from "next/link";
import { site } from "@/lib/platform/site";
import { Carousel, type Slide } from "../carousel";
import { CoverImage } from "../cover-image";
import { container } from "../layout-classes";

const pictures = [
  { key: "hills", src: "/site/hero-hills.jpg", caption: "Terraced hills in the Land of a Thousand Hills", alt: "Green terraced hills under a bright sky" },
  {
    key: "volcanoes",
    src: "/site/hero-volcanoes.jpg",
    caption: "Dawn over the Virunga volcanoes, home of the mountain gorillas",
    alt: "Three volcanoes rising above morning mist and forest",
  },
  { key: "lake", src: "/site/hero-lake.jpg", caption: "Sunset over the islands of Lake Kivu", alt: "The sun setting behind islands on a calm lake" },
];

/** The home page's opening: the fading carousel with the headline and the call to action to the services. */
export function HomeHero() {
  const slides: Slide[] = pictures.map((p, i) => ({
    key: p.key,
    caption: p.caption,
    image: <CoverImage src={p.src} alt={p.alt} sizes="100vw" preload={i === 0} />,
  }));
  return (
    <Carousel slides={slides} label="Highlights of Rwanda">
      <div className={`${container} pb-32 pt-36 sm:pb-36`}>
        <p className="site-hero-eyebrow">Rwanda-based · consultancy and travel</p>
        <h1 className="mt-4 max-w-4xl font-display text-4xl font-semibold leading-[1.05] tracking-tight text-white text-balance sm:text-6xl lg:text-7xl">
          Climate-smart consultancy and unforgettable journeys
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">
          {site.name} helps organisations act on climate and the environment, and welcomes travellers to the gorillas, forests, lakes and hills of Rwanda.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/services" className="site-btn site-btn-accent shadow-lg">
            Explore our services
          </Link>
          <Link href="/tours" className="site-btn site-btn-glass">
            Browse tours
          </Link>
        </div>
      </div>
    </Carousel>
  );
}
