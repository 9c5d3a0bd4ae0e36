import type { RequestAction } from "@/components/ui/row-actions-menu";

/**
 * An admin's publish / approve / activate switch as a row-menu item: sends the new state as the
 * string the API expects; the list reloads 500 ms after the server's message (spec §9).
 */
export function toggleAction({ url, field, value, onLabel, offLabel }: { url: string; field: "isPublished" | "isApproved" | "status"; value: boolean; onLabel: string; offLabel: string }): RequestAction {
  return { kind: "request", label: value ? offLabel : onLabel, method: "PUT", url, body: { [field]: String(!value) }, delayMs: 500 };
}
