"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * The honeypot of every public form: a text input people never see (off-screen, out of the tab
 * order, hidden from assistive technology) named `website`. Bots that fill every field fill it.
 */
export function HoneypotField({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value ?? ""} onChange={(e) => onChange?.(e.target.value)} />
      </label>
    </div>
  );
}

/**
 * When the visitor started filling the form: a getter to call at submit time. The time is taken
 * in the browser after mount, so a page served from cache does not carry a stale one.
 */
export function useFormStartedAt(): () => number | undefined {
  const startedAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  return useCallback(() => startedAt.current, []);
}
