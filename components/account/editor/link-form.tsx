"use client";

import { useId, useState } from "react";
import type { Editor } from "@tiptap/react";

/** Adds, changes or removes the link on the selected text. Enter applies, Escape cancels. */
export function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(() => editor.getAttributes("link").href ?? "");
  const [error, setError] = useState("");

  function apply() {
    const url = href.trim();
    if (!url) return remove();
    if (!/^(https?:\/\/|mailto:|\/(?!\/))/i.test(url)) {
      setError("Links must start with https://, http://, mailto: or /.");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  }

  return (
    <div
      className="flex flex-wrap items-end gap-2 border-t border-stone-200 px-3 py-2"
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          editor.commands.focus();
          onClose();
        }
      }}
    >
      <div className="min-w-60 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink-soft">
          Link address
        </label>
        <input
          id={id}
          type="url"
          autoFocus
          value={href}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setHref(e.target.value);
            setError("");
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              apply();
            }
          }}
          className="block w-full rounded-md border border-stone-300 px-2 py-1 text-sm focus:border-brand-600"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <button type="button" onClick={apply} className="rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800">
        Apply link
      </button>
      <button type="button" onClick={remove} className="rounded-md border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100">
        Remove link
      </button>
    </div>
  );
}
