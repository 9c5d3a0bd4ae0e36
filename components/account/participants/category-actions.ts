import type { RowAction } from "@/components/ui/row-actions-menu";
import { PARTICIPANT_CATEGORIES } from "@/lib/platform/db/schema";
import { CATEGORY_LABELS } from "@/lib/booking/terms/fees";
import type { ParticipantRow } from "@/lib/booking/participants/queries";

/** Registrations whose fee can still change: free, or an order not paid, cancelled or refunded. */
const OPEN = new Set(["FREE", "PENDING", "FAILED"]);

/**
 * The administrator's "Move to …" actions on a registration (the country decides the category;
 * this is the way around it), each confirmed first. The server recomputes the fee, checks that no
 * payment is under way and records the change in the audit log.
 */
export function categoryActions(p: Pick<ParticipantRow, "id" | "category" | "paymentStatus" | "firstName" | "familyName">): RowAction[] {
  if (!OPEN.has(p.paymentStatus)) return [];
  const who = `${p.firstName} ${p.familyName}`;
  return PARTICIPANT_CATEGORIES.filter((c) => c !== p.category).map((c) => ({
    kind: "request" as const,
    method: "PUT" as const,
    url: `/api/participant/category/${p.id}`,
    body: { category: c },
    delayMs: 0,
    label: `Move to ${CATEGORY_LABELS[c]}`,
    confirm: {
      title: `Move ${who} to ${CATEGORY_LABELS[c]}?`,
      message: `Their country placed them among ${CATEGORY_LABELS[p.category]}. The fee is worked out again from the event's table for ${CATEGORY_LABELS[c]}, and the change is recorded in the audit log.`,
      confirmLabel: `Move to ${CATEGORY_LABELS[c]}`,
      cancelLabel: "Back",
      tone: "primary" as const,
    },
  }));
}
