"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal dialog on the native <dialog> element: focus is trapped and restored by the browser,
 * Escape closes it, and it is announced as a dialog with its title.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  className = "",
  closeLabel = "Close",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  /** The close button's name, in the page's language. */
  closeLabel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/50 ${className}`}
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-6 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-brand-900">
          {title}
        </h2>
        <button type="button" onClick={onClose} className="rounded-md p-1 text-ink-soft hover:bg-stone-100" aria-label={closeLabel}>
          <span aria-hidden="true" className="block text-xl leading-none">
            ×
          </span>
        </button>
      </div>
      <div className="max-h-[calc(100vh-120px)] overflow-y-auto px-6 py-5">{open ? children : null}</div>
    </dialog>
  );
}
