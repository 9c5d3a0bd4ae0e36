"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

export type Slide = { key: string; caption: string; image: ReactNode };

/** The controls' words ({n}, {count}, {caption} filled in here); English's when left out (messages/en.json "home.carousel"). */
export type CarouselWords = { slide: string; show: string; previous: string; pause: string; play: string; next: string };
export const CAROUSEL_ENGLISH: CarouselWords = {
  slide: "{n} of {count}: {caption}",
  show: "Show slide {n} of {count}",
  previous: "Previous slide",
  pause: "Pause slideshow",
  play: "Play slideshow",
  next: "Next slide",
};
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

/**
 * The home page's fading picture carousel (spec §9: 3000 ms, fade). It pauses while the pointer
 * is over it or focus is inside it, has previous / next / pause buttons and one button per slide,
 * and stays still when the visitor prefers reduced motion (the buttons still work). `children` is
 * the text laid over the pictures.
 */
export function Carousel({
  slides,
  label,
  interval = 3000,
  words: w = CAROUSEL_ENGLISH,
  children,
}: {
  slides: Slide[];
  label: string;
  interval?: number;
  words?: CarouselWords;
  children: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  // null until the visitor presses pause or play: then their choice wins over the motion preference.
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  // Only the first picture is in the server's HTML: the others would download beside the hero and
  // slow its paint (the largest on the page). They are added once the page has loaded.
  const [restLoaded, setRestLoaded] = useState(false);
  const root = useRef<HTMLElement>(null);
  const count = slides.length;

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => setReducedMotion(query.matches);
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, []);

  useEffect(() => {
    const load = () => setRestLoaded(true);
    if (document.readyState === "complete") {
      load();
      return;
    }
    window.addEventListener("load", load, { once: true });
    return () => window.removeEventListener("load", load);
  }, []);

  const rotating = (playing ?? !reducedMotion) && count > 1;
  const advancing = rotating && !hovered && !focused;

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [advancing, index, interval, count]);

  const go = (i: number) => setIndex((i + count) % count);
  const button = "site-round-btn";

  return (
    <section
      ref={root}
      data-hero
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className="relative isolate flex min-h-[36rem] items-end overflow-hidden bg-brand-950 sm:min-h-[40rem] lg:min-h-[min(100svh,56rem)]"
    >
      <div aria-live={advancing ? "off" : "polite"} className="absolute inset-0 -z-10">
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(w.slide, { n: i + 1, count, caption: slide.caption })}
            aria-hidden={i !== index}
            className={`site-slide ${i === index ? "opacity-100" : "opacity-0"}`}
          >
            {i === 0 || i === index || restLoaded ? slide.image : null}
          </div>
        ))}
        <div className="absolute inset-0 bg-gradient-to-t from-brand-950/90 via-brand-950/40 to-brand-950/20" />
      </div>

      <div className="w-full">{children}</div>

      <div className="absolute inset-x-0 bottom-0 z-10">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-3 px-4 pb-6 sm:px-6 lg:px-8">
          <p className="text-sm font-medium text-white/90" aria-hidden="true">
            {slides[index]?.caption}
          </p>
          <div className="flex items-center gap-2">
            <div className="mr-2 flex items-center gap-1">
              {slides.map((slide, i) => (
                <button
                  key={slide.key}
                  type="button"
                  onClick={() => go(i)}
                  aria-label={fill(w.show, { n: i + 1, count })}
                  aria-current={i === index ? "true" : undefined}
                  className="group inline-flex h-11 w-7 items-center justify-center"
                >
                  <span className={`block h-2 rounded-full transition-all ${i === index ? "w-6 bg-white" : "w-2 bg-white/50 group-hover:bg-white/80"}`} />
                </button>
              ))}
            </div>
            <button type="button" onClick={() => go(index - 1)} className={button} aria-label={w.previous}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M15 18l-6-6 6-6" />
              </svg>
            </button>
            <button type="button" onClick={() => setPlaying(!rotating)} className={button} aria-label={rotating ? w.pause : w.play}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
                {rotating ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
              </svg>
            </button>
            <button type="button" onClick={() => go(index + 1)} className={button} aria-label={w.next}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M9 6l6 6-6 6" />
              </svg>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
