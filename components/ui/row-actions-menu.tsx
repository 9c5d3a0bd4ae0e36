"use client";

// Used by the dashboard only: no prefetch, for the reason given in components/account/dashboard-link.tsx.
import Link from "next/link";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useRowAction, type RequestAction, type RowAction } from "./use-row-action";

export type { LinkAction, RequestAction, RowAction } from "./use-row-action";

const itemClass = "focus-inset block w-full rounded-md px-3 py-2 text-left text-sm whitespace-nowrap focus-visible:bg-brand-50 hover:bg-stone-100";

/**
 * A row's actions behind one "Actions" button (WAI-ARIA menu button): the button says it opens a
 * menu and whether it is open; arrows, Home and End move between items, Escape and Tab close it.
 * The menu is positioned against the viewport so a table's scrolling box cannot clip it.
 */
export function RowActionsMenu({ label, actions }: { /** Whose actions: "Actions for Gorilla trekking". */ label: string; actions: RowAction[] }) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; right: number } | null>(null);
  const { busy, choose: chooseAction, dialog } = useRowAction(buttonRef);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  function close(refocus = true) {
    setOpen(false);
    setPlace(null);
    if (refocus) buttonRef.current?.focus();
  }

  // Under the button, right edges aligned; above it when there is no room below.
  const reposition = useCallback(() => {
    const b = buttonRef.current?.getBoundingClientRect();
    const m = menuRef.current?.getBoundingClientRect();
    if (!b || !m) return;
    const below = b.bottom + 4;
    const top = below + m.height > window.innerHeight && b.top - m.height - 4 > 0 ? b.top - m.height - 4 : below;
    setPlace({ top, right: Math.max(8, window.innerWidth - b.right) });
  }, []);

  useLayoutEffect(() => {
    if (open) reposition();
  }, [open, reposition]);

  // Once the menu is placed (and so visible), its first item takes the focus.
  const placed = place !== null;
  // preventScroll: the menu is fixed to the window, but focusing it would still scroll the table's
  // box towards the Actions column and push the row's title out of view.
  useEffect(() => {
    if (open && placed) items()[0]?.focus({ preventScroll: true });
  }, [open, placed]);

  // A click elsewhere closes the menu; a scroll or a resize moves it along with its button.
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      const t = e.target as Node;
      if (!menuRef.current?.contains(t) && !buttonRef.current?.contains(t)) close(false);
    };
    document.addEventListener("pointerdown", away);
    window.addEventListener("scroll", reposition, true);
    window.addEventListener("resize", reposition);
    return () => {
      document.removeEventListener("pointerdown", away);
      window.removeEventListener("scroll", reposition, true);
      window.removeEventListener("resize", reposition);
    };
  }, [open, reposition]);

  function onMenuKey(e: KeyboardEvent) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => list[(i + list.length) % list.length]?.focus({ preventScroll: true });
    if (e.key === "ArrowDown") go(at + 1);
    else if (e.key === "ArrowUp") go(at - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(list.length - 1);
    else if (e.key === "Escape") close();
    else if (e.key === "Tab") return close(false);
    else return;
    e.preventDefault();
  }

  function choose(a: RequestAction) {
    close(false);
    chooseAction(a);
  }

  if (actions.length === 0) return null;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex items-center gap-1 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-stone-100 disabled:opacity-60"
      >
        {busy ? (
          <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
        ) : null}
        Actions
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          style={place ? { top: place.top, right: place.right } : { top: 0, right: 0, visibility: "hidden" }}
          className="fixed z-30 min-w-40 rounded-xl border border-stone-200 bg-white p-1 text-ink shadow-lg"
        >
          {actions.map((a) =>
            a.kind === "link" ? (
              <Link key={a.label} href={a.href} prefetch={false} role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
                {a.label}
              </Link>
            ) : (
              <button
                key={a.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`${itemClass} ${a.danger ? "text-red-700" : ""}`}
                onClick={() => choose(a)}
              >
                {a.label}
              </button>
            ),
          )}
        </div>
      ) : null}
      {dialog}
    </>
  );
}
