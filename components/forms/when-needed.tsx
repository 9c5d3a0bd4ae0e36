"use client";

import { Suspense, use, useCallback, useEffect, useRef, useState } from "react";

type Gate = { opened: Promise<void>; open: () => void };

function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * The loader of a component's code for WhenNeeded, in the browser: the import starts on the first
 * call (the gate opened) and is made once. (On the server the component is required at once, see
 * components/site/forms/lazy-forms.tsx: a component that suspends on the server is streamed into a
 * hidden block that only script reveals, and the form must be in the page without script.)
 */
export function loadWhenNeeded<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** Suspends in the browser until the gate opens; on the server it renders at once. */
function Held({ until, children }: { until: Promise<void>; children: React.ReactNode }) {
  if (typeof window !== "undefined") use(until);
  return children;
}

/** Renders nothing; tells its parent once the content beside it has hydrated. */
function Hydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** How long a submit waits for the form's script before the form posts itself after all. */
const HOLD_SUBMIT_MS = 8000;

/**
 * Server-rendered content whose code loads only when it is needed (issue 27): when it comes near
 * the screen or something in it gets the focus. Until then React leaves the server's HTML as it is
 * (a Suspense boundary that has not hydrated), so a form below the fold shows, takes typing and
 * posts as a plain HTML form (its method and action), and its script (react-hook-form, the form
 * itself) is not among the page's scripts. `children` reads its code in the browser with
 * `use(load())` (a loadWhenNeeded loader): the import runs once the gate opens, and hydration then picks up what the
 * visitor may already have typed. `eager`: checked once in the browser; true opens the gate at once.
 *
 * The gate is a promise, not state: an update above a boundary that is still dehydrated would make
 * React throw the server's HTML away and render the (empty) fallback instead.
 */
export function WhenNeeded({ children, className, eager }: { children: React.ReactNode; className?: string; eager?: () => boolean }) {
  const [{ opened, open }] = useState(gate);
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useRef(false);
  const heldSubmit = useRef<(() => void) | null>(null);
  const onHydrated = useCallback(() => {
    hydrated.current = true;
    heldSubmit.current?.();
    heldSubmit.current = null;
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (eager?.()) open();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: "300px 0px" });
    observer.observe(el);
    el.addEventListener("focusin", open, { once: true });
    el.addEventListener("pointerdown", open, { once: true });
    // Sent in the moment between the page's script and the form's: held until the form's own
    // handler is there (it checks the fields in place), then sent again. Should that script never
    // come, the form posts itself as it would without script.
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const onSubmit = (e: SubmitEvent) => {
      if (hydrated.current || !(e.target instanceof HTMLFormElement)) return;
      e.preventDefault();
      open();
      const form = e.target;
      const submitter = e.submitter instanceof HTMLElement ? e.submitter : null;
      heldSubmit.current = () => {
        clearTimeout(fallback);
        form.requestSubmit(submitter);
      };
      clearTimeout(fallback);
      fallback = setTimeout(() => {
        heldSubmit.current = null;
        form.submit();
      }, HOLD_SUBMIT_MS);
    };
    el.addEventListener("submit", onSubmit, true);
    return () => {
      observer.disconnect();
      clearTimeout(fallback);
      el.removeEventListener("focusin", open);
      el.removeEventListener("pointerdown", open);
      el.removeEventListener("submit", onSubmit, true);
    };
  }, [open, eager]);

  return (
    <div ref={ref} className={className}>
      <Suspense fallback={null}>
        <Held until={opened}>
          {children}
          <Hydrated then={onHydrated} />
        </Held>
      </Suspense>
    </div>
  );
}
