import type { ReactNode, Ref } from "react";

type Tone = "danger" | "warning" | "success" | "info";
const tones: Record<Tone, string> = {
  danger: "border-red-200 bg-red-50 text-red-800",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  success: "border-brand-200 bg-brand-50 text-brand-900",
  info: "border-sky-200 bg-sky-50 text-sky-900",
};

/** A message box. Danger and warning are announced at once (role=alert); the others politely. */
export function Alert({ tone = "danger", title, children, ref }: { tone?: Tone; title?: string; children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  const urgent = tone === "danger" || tone === "warning";
  return (
    // With a ref the message is meant to take the focus (tabIndex -1: focusable, not in the tab order).
    <div ref={ref} tabIndex={ref ? -1 : undefined} role={urgent ? "alert" : "status"} className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
