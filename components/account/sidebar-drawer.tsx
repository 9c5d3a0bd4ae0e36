"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/**
 * Below lg the sidebar is a drawer opened by the header's Menu button. It is a modal <dialog>:
 * the page behind is inert (focus stays in the drawer), Escape or a tap outside closes it, and the
 * page does not scroll behind it. Following a link closes it.
 */
export function SidebarDrawer({ brand, children }: { brand: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pathname = usePathname();
  // The path the drawer was opened on: a followed link lands on another path and so closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (to: boolean) => setOpenOn(to ? pathname : null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, [open]);

  // Wider than lg the static sidebar shows: a drawer left open would cover it.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 64rem)");
    const shut = () => wide.matches && setOpenOn(null);
    wide.addEventListener("change", shut);
    return () => wide.removeEventListener("change", shut);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-stone-100 lg:hidden"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ☰
        </span>
        Menu
      </button>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onCancel={(e) => {
          e.preventDefault();
          setOpen(false);
        }}
        // A tap on the backdrop lands on the dialog element itself.
        onClick={(e) => e.target === e.currentTarget && setOpen(false)}
        // Tab and Shift+Tab wrap around inside the drawer instead of leaving for the browser's UI.
        onKeyDown={(e) => {
          if (e.key !== "Tab") return;
          const stops = Array.from(e.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"));
          const edge = e.shiftKey ? stops[0] : stops.at(-1);
          if (document.activeElement === edge) {
            e.preventDefault();
            (e.shiftKey ? stops.at(-1) : stops[0])?.focus();
          }
        }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto bg-brand-900 p-0 text-white backdrop:bg-black/50 lg:hidden"
      >
        <div className="min-h-full">
          <h2 id={titleId} className="sr-only">
            Dashboard menu
          </h2>
          <div className="flex items-center justify-between pr-3">
            {brand}
            <button type="button" autoFocus onClick={() => setOpen(false)} aria-label="Close menu" className="rounded-md p-2 text-brand-50 hover:bg-brand-800">
              <span aria-hidden="true" className="block text-xl leading-none">
                ×
              </span>
            </button>
          </div>
          {open ? children : null}
        </div>
      </dialog>
    </>
  );
}
