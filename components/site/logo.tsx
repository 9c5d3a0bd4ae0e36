import { site } from "@/lib/platform/site";

/** The brand mark (sun over two hills) with the name; colours follow the surrounding text. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-9 w-9 shrink-0">
        <circle cx="32" cy="32" r="32" fill="#1b5238" />
        <circle cx="40" cy="25" r="9" fill="#d9b077" />
        <path d="M4 44 C16 30 26 32 36 40 C44 34 54 32 62 38 L62 44 A30 30 0 0 1 4 44 Z" fill="#4c9d72" />
        <path d="M2 40 C14 44 24 50 34 48 C44 46 52 42 62 46 A31 31 0 0 1 2 40 Z" fill="#acd8bd" />
      </svg>
      <span className="font-display text-2xl font-semibold tracking-tight">{site.name}</span>
    </span>
  );
}
