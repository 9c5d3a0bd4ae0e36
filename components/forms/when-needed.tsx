"use client";

import { Activity, createContext, Suspense, use, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

type Gate = { opened: Promise<void>; open: () => void };

function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * The loader of a component's code for WhenNeeded, in the browser: the import starts on the first
 * call (the gate opened) and is made once. (On the server the component is required at once, see
 * components/site/forms/lazy-forms.tsx: a component that suspended on the server would be streamed
 * later, into a hidden block that only script reveals, and the form must be in place without script.)
 */
export function loadWhenNeeded<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** Suspends in the browser until the gate opens; on the server it renders at once. */
function Gated({ until, children }: { until: Promise<void>; children: React.ReactNode }) {
  if (typeof window !== "undefined") use(until);
  return children;
}

const noSubscription = () => () => {};

/**
 * Hydrating the server's HTML (React reads the server snapshot only then), the content waits for
 * its gate inside the Activity boundary, which keeps that HTML meanwhile. Rendered in the browser
 * instead (a client-side navigation to the page), there is no HTML to keep, and a suspension would
 * climb past the Activity boundary and hold the whole page: there it waits in a Suspense boundary
 * of its own, showing nothing until the gate opens. Which of the two is fixed at the first render.
 */
function Held({ until, children }: { until: Promise<void>; children: React.ReactNode }) {
  const hydratingNow = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [hydrating] = useState(hydratingNow);
  const gated = <Gated until={until}>{children}</Gated>;
  return hydrating ? gated : <Suspense fallback={null}>{gated}</Suspense>;
}

/**
 * The element around the content of a WhenNeeded, for the forms in it to read what the visitor
 * typed into the server's HTML (components/forms/kept-typing.ts). A getter, so that the context's
 * value never changes: an update flowing into a boundary still dehydrated would drop its HTML.
 */
export const ServerHtml = createContext<() => HTMLElement | null>(() => null);

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const namedFields = (root: HTMLElement | null) => [...(root?.querySelectorAll<Field>("input[name], select[name], textarea[name]") ?? [])];

/** Whether the visitor changed the field from what the server's HTML said. */
export function edited(el: Field) {
  if (el instanceof HTMLSelectElement) {
    // Without a `selected` option, a single select shows its first one.
    const shown = el.multiple ? null : ([...el.options].find((o) => o.defaultSelected) ?? el.options[0]);
    return shown ? !shown.selected : [...el.options].some((o) => o.selected !== o.defaultSelected);
  }
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}

/** Renders nothing; tells its parent once the content beside it has hydrated. */
function Hydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** How long a submit waits for the form's script before the form posts itself after all. */
const HOLD_SUBMIT_MS = 8000;

/**
 * Server-rendered content whose code loads only when it is needed: when it comes near
 * the screen (once the page has loaded) or something in it gets the focus, a tap, a change or a submit. Until then React leaves the server's HTML as it is
 * (an Activity boundary that has not hydrated), so a form below the fold shows, takes typing and
 * posts as a plain HTML form (its method and action), and its script (react-hook-form, the form
 * itself) is not among the page's scripts. `children` reads its code in the browser with
 * `use(load())` (a loadWhenNeeded loader): the import runs once the gate opens, and hydration then picks up what the
 * visitor may already have typed. `eager`: checked once in the browser; true opens the gate at once.
 *
 * Why Activity and not Suspense: React's server renderer moves a finished Suspense boundary of
 * more than 500 bytes, once about 12.8 KB of the page has been sent, out of its place into a hidden
 * block at the end of the body that an inline script moves back; with script turned off the form
 * was invisible. An Activity boundary is written in place (it has no fallback to show instead),
 * and in the browser it hydrates on its own like a Suspense boundary: while something in it
 * suspends during hydration, React keeps the server's HTML.
 *
 * The gate is a promise, not state: an update flowing into a boundary that is still dehydrated
 * would make React drop the server's HTML and render the form anew (losing what was typed).
 */
export function WhenNeeded({ children, className, eager }: { children: React.ReactNode; className?: string; eager?: () => boolean }) {
  const [{ opened, open }] = useState(gate);
  const ref = useRef<HTMLDivElement>(null);
  const [serverHtml] = useState(() => () => ref.current);
  const hydrated = useRef(false);
  const heldSubmit = useRef<(() => void) | null>(null);
  const heldClick = useRef<HTMLButtonElement | null>(null);
  const onHydrated = useCallback(() => {
    hydrated.current = true;
    heldClick.current?.click();
    heldClick.current = null;
    heldSubmit.current?.();
    heldSubmit.current = null;
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A form the visitor has already started on (before the page's script had run) is needed now.
    if (eager?.() || namedFields(el).some(edited)) open();
    // Near the screen counts only once the page has loaded: a form in the first screen (the booking
    // box, the registration form) would otherwise fetch its code among the page's first scripts,
    // which Lighthouse counts against the hero's paint. Focus, a tap and a submit open it at once.
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: "300px 0px" });
      observer.observe(el);
    };
    if (document.readyState === "complete") observe();
    else window.addEventListener("load", observe, { once: true });
    // Heard on the window, capturing: React stops an event aimed into a boundary it has not
    // hydrated yet as soon as it reaches the page's root, so the wrapper itself would never hear
    // it (a change made without a focus or a tap first, by autofill or a script, was lost so).
    const starts = ["focusin", "pointerdown", "input", "change"] as const;
    const onStart = (e: Event) => e.target instanceof Node && el.contains(e.target) && open();
    for (const type of starts) window.addEventListener(type, onStart, true);
    // A tap on one of the form's own buttons ("Show later dates") before its code came would be
    // dropped (React does not replay it): clicked again once the form has hydrated.
    const onClick = (e: MouseEvent) => {
      const button = e.target instanceof Element ? e.target.closest("button") : null;
      if (hydrated.current || !button || button.type !== "button" || !el.contains(button)) return;
      heldClick.current = button;
      open();
    };
    window.addEventListener("click", onClick, true);
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
      // Only a form with an action of its own can post without script: one without (the booking
      // form) would send the visitor's details to the page itself in the query string.
      if (form.hasAttribute("action")) {
        fallback = setTimeout(() => {
          heldSubmit.current = null;
          form.submit();
        }, HOLD_SUBMIT_MS);
      }
    };
    el.addEventListener("submit", onSubmit, true);
    return () => {
      window.removeEventListener("load", observe);
      observer?.disconnect();
      clearTimeout(fallback);
      for (const type of starts) window.removeEventListener(type, onStart, true);
      window.removeEventListener("click", onClick, true);
      el.removeEventListener("submit", onSubmit, true);
    };
  }, [open, eager]);

  return (
    <div ref={ref} className={className}>
      <ServerHtml value={serverHtml}>
        <Activity>
          <Held until={opened}>
            {children}
            <Hydrated then={onHydrated} />
          </Held>
        </Activity>
      </ServerHtml>
    </div>
  );
}
