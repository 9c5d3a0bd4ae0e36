/*
 * On a first visit, the headings' web font waits until the page has loaded.
 *
 * On a phone over a slow mobile network, the font (17 KB, requested at the highest priority as soon
 * as the first heading is laid out) shares the connection with the hero picture and the page's
 * scripts, and pushed the largest paint back by one round trip. So on a visit without the font in
 * the browser's cache, an inline script in the head marks <html> `font-later` before anything is
 * drawn: headings are set in the metric-matched fallback (next/font sizes it to Fraunces' metrics,
 * app/fonts.ts), and once the page has loaded (and been painted) the mark goes and Fraunces is
 * fetched and swapped in. The visit is remembered (localStorage), so the next page view uses the cached font at
 * once. Without script nothing is marked and the font loads as usual.
 */
export const FONT_LATER_CLASS = "font-later";
export const FONT_SEEN_KEY = "ikaze-font-seen";

/** The inline script (the CSP allows inline scripts: docs/security.md "Content-Security-Policy"). */
// After the load event, at the browser's first idle moment (at most 1 s later; Safari, without
// requestIdleCallback: 200 ms): by then the hero has been painted, not merely downloaded.
export const fontLaterScript = `try{if(!localStorage.getItem("${FONT_SEEN_KEY}")){var h=document.documentElement;h.classList.add("${FONT_LATER_CLASS}");var later=window.requestIdleCallback||function(f){return setTimeout(f,200)};addEventListener("load",function(){later(function(){h.classList.remove("${FONT_LATER_CLASS}");localStorage.setItem("${FONT_SEEN_KEY}","1")},{timeout:1000})})}}catch(e){}`;
