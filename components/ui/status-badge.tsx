type Tone = "green" | "grey" | "amber" | "red" | "blue";
const tones: Record<Tone, string> = {
  green: "bg-brand-100 text-brand-800 ring-brand-600/20",
  grey: "bg-stone-100 text-stone-700 ring-stone-500/20",
  amber: "bg-amber-100 text-amber-900 ring-amber-600/20",
  red: "bg-red-100 text-red-800 ring-red-600/20",
  blue: "bg-sky-100 text-sky-800 ring-sky-600/20",
};

/** A small pill for a state (Published, Draft, Active, Blocked, PAID …). */
export function StatusBadge({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}
