import type { UseFormRegisterReturn } from "react-hook-form";

/** Staff's "show first" mark on a tour or blog: featured items lead the home page and the public lists. */
export function FeaturedField({ registration, noun }: { registration: UseFormRegisterReturn; noun: string }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2.5">
      <input id={`featured-${noun}`} type="checkbox" {...registration} aria-describedby={`featured-${noun}-hint`} className="mt-0.5 size-4 accent-brand-700" />
      <div>
        <label htmlFor={`featured-${noun}`} className="text-sm font-medium text-ink">
          Featured
        </label>
        <p id={`featured-${noun}-hint`} className="text-xs text-ink-faint">
          Shown before other {noun}s on the home page and in the {noun} list.
        </p>
      </div>
    </div>
  );
}
