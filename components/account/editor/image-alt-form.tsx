"use client";

import { useId, useState } from "react";
import NextImage from "next/image";

/**
 * Asks for the alt text of an image just uploaded into the rich text, before it is inserted: people
 * who cannot see the image hear this instead. A file name ("IMG_2041", "gorilla-trek.jpg") is not a
 * description and is refused; an image that only decorates may be marked so (empty alt).
 */
export function ImageAltForm({ src, fileName, onInsert, onCancel }: { src: string; fileName: string; onInsert: (alt: string) => void; onCancel: () => void }) {
  const id = useId();
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState("");

  function insert() {
    if (decorative) return onInsert("");
    const text = alt.trim();
    if (!text) return setError("Describe what the image shows, or mark it as decorative.");
    if (looksLikeFileName(text, fileName)) return setError("A file name is not a description: say what the image shows.");
    if (text.length > 300) return setError("Keep the description under 300 characters.");
    onInsert(text);
  }

  return (
    <div
      className="flex flex-wrap items-end gap-3 border-t border-stone-200 px-3 py-2"
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      {/* Unoptimized: a fresh upload the image optimizer has not seen yet. */}
      <NextImage src={src} alt="" width={56} height={56} unoptimized className="size-14 rounded-md object-cover ring-1 ring-stone-200" />
      <div className="min-w-60 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink-soft">
          Image description (alt text)
        </label>
        <input
          id={id}
          autoFocus
          value={alt}
          disabled={decorative}
          maxLength={300}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(e) => {
            setAlt(e.target.value);
            setError("");
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              insert();
            }
          }}
          className="block w-full rounded-md border border-stone-300 px-2 py-1 text-sm focus:border-brand-600 disabled:bg-stone-100"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-faint">
          What the image shows, for people who cannot see it (not the file name).
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
        <label className="mt-1 flex items-center gap-2 text-xs text-ink-soft">
          <input
            type="checkbox"
            checked={decorative}
            onChange={(e) => {
              setDecorative(e.target.checked);
              setError("");
            }}
            className="size-4 accent-brand-700"
          />
          Decorative only (says nothing the text does not)
        </label>
      </div>
      <button type="button" onClick={insert} className="rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800">
        Place image
      </button>
      <button type="button" onClick={onCancel} className="rounded-md border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100">
        Cancel
      </button>
    </div>
  );
}

/** "gorilla-trek.jpg", "gorilla_trek", "IMG_2041" … typed as if it were a description. */
function looksLikeFileName(text: string, fileName: string): boolean {
  const plain = (s: string) =>
    s
      .toLowerCase()
      .replace(/\.[a-z0-9]{2,5}$/, "")
      .replace(/[\s_.-]+/g, " ")
      .trim();
  if (plain(text) === plain(fileName)) return true;
  return /\.(jpe?g|png|webp|gif|avif|heic)$/i.test(text) || /^(img|dsc|pxl|screenshot)[\s_-]?\d/i.test(text);
}
