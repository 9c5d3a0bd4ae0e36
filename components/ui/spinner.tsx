"use client";

import { useEffect, useState } from "react";

/** Shown only after 500 ms (spec §9), so quick loads do not flash a spinner. */
export function Spinner({ label = "Loading…", delayMs = 500 }: { label?: string; delayMs?: number }) {
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    const t = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(t);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-ink-soft">
      <span className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
