"use client";

import { useRef } from "react";
import { useRowAction, type RequestAction } from "./use-row-action";

/**
 * A row's few actions as buttons of their own (Approve, Hide, Delete on a comment), for lists
 * where each row is acted on at once rather than looked into. Same requests, toasts and
 * confirmations as the Actions menu.
 */
export function RowActionButtons({ actions }: { actions: RequestAction[] }) {
  const group = useRef<HTMLDivElement>(null);
  const { busy, choose, dialog } = useRowAction(group);
  return (
    <>
      <div ref={group} tabIndex={-1} className="flex flex-wrap gap-2 focus:outline-none max-md:justify-end">
        {actions.map((a) => (
          <button
            key={a.label}
            type="button"
            aria-label={a.ariaLabel}
            disabled={busy}
            onClick={() => choose(a)}
            className={`rounded-lg border px-3 py-1.5 text-sm font-medium disabled:opacity-60 ${a.danger ? "border-red-200 bg-white text-red-700 hover:bg-red-50" : "border-stone-300 bg-white text-ink hover:bg-stone-100"}`}
          >
            {a.label}
          </button>
        ))}
      </div>
      {dialog}
    </>
  );
}
