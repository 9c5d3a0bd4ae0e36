"use client";

import { useEffect, useRef } from "react";

/**
 * The order's state as the page's first heading. After a payment the page opens with this heading
 * focused, so a screen reader says "Payment received" at once (a live region that exists before
 * its text would stay silent).
 */
export function ArrivalHeading({ id, children, focus, className }: { id: string; children: React.ReactNode; focus: boolean; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} id={id} tabIndex={focus ? -1 : undefined} className={`${className ?? ""} focus:outline-none`}>
      {children}
    </h2>
  );
}
