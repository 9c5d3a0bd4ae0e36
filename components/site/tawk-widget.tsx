"use client";

import { useEffect } from "react";

declare global {
  interface Window {
    Tawk_API?: Record<string, unknown>;
    Tawk_LoadStart?: Date;
  }
}

/**
 * The Tawk.to chat (spec §7: a property id and a widget id). Rendered only when both are
 * configured, and loaded lazily — after the visitor first interacts or once the browser is idle —
 * so it never competes with the page's own content.
 */
export function TawkWidget({ propertyId, widgetId }: { propertyId: string; widgetId: string }) {
  useEffect(() => {
    let loaded = false;
    const load = () => {
      if (loaded || document.getElementById("tawk-script")) return;
      loaded = true;
      window.Tawk_API = window.Tawk_API ?? {};
      window.Tawk_LoadStart = new Date();
      const s = document.createElement("script");
      s.id = "tawk-script";
      s.async = true;
      s.src = `https://embed.tawk.to/${encodeURIComponent(propertyId)}/${encodeURIComponent(widgetId)}`;
      s.charset = "UTF-8";
      s.setAttribute("crossorigin", "*");
      document.body.appendChild(s);
    };
    const events = ["pointerdown", "keydown", "scroll", "touchstart"] as const;
    events.forEach((e) => window.addEventListener(e, load, { once: true, passive: true }));
    // Safari has no requestIdleCallback: fall back to a timer there.
    const onIdle = (window as Partial<Window>).requestIdleCallback;
    const handle = onIdle ? onIdle(load, { timeout: 8000 }) : window.setTimeout(load, 5000);
    return () => {
      events.forEach((e) => window.removeEventListener(e, load));
      if (onIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [propertyId, widgetId]);
  return null;
}
