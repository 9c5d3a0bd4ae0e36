import type { RowAction } from "@/components/ui/row-actions-menu";
import type { DepartureState } from "@/lib/booking/terms/departure-rules";

type Row = { id: string; state: DepartureState; when: string; tourSlug: string; booked: number };

/**
 * The administrator's actions on a departure: edit seats or note (on its page), close or reopen it
 * for booking, cancel it (its travellers are told by e-mail), delete one nobody has booked.
 */
export function departureActions({ id, state, when, tourSlug, booked }: Row): RowAction[] {
  const url = `/api/tours/${tourSlug}/departures/${id}`;
  const patch = (to: DepartureState) => ({ kind: "request" as const, method: "PATCH" as const, url, body: { state: to }, delayMs: 0 });
  if (state === "cancelled") return [];
  const actions: RowAction[] = [{ kind: "link", label: "Edit seats or note", href: `/account/departures/${id}#edit` }];
  if (state === "open") {
    actions.push({
      ...patch("closed"),
      label: "Close for booking",
      confirm: {
        title: "Close this departure for booking?",
        message: `No new bookings for ${when}; those made stay.`,
        confirmLabel: "Close",
        cancelLabel: "Back",
        tone: "primary",
      },
    });
  } else {
    actions.push({ ...patch("open"), label: "Reopen for booking" });
  }
  actions.push({
    ...patch("cancelled"),
    label: "Cancel departure",
    danger: true,
    confirm: {
      title: "Cancel this departure?",
      message: booked
        ? `The departure of ${when} will not run. Its unpaid bookings are cancelled, paid ones are marked for a refund, and every booked traveller is told by e-mail. This cannot be undone.`
        : `The departure of ${when} will not run. Nobody holds a seat on it. This cannot be undone.`,
      confirmLabel: "Cancel departure",
      cancelLabel: "Back",
      tone: "danger",
    },
  });
  if (booked === 0) {
    actions.push({
      kind: "request",
      method: "DELETE",
      url,
      delayMs: 0,
      label: "Delete departure",
      danger: true,
      confirm: {
        title: "Delete this departure?",
        message: `The departure of ${when} is removed (one that was ever booked is cancelled instead).`,
        confirmLabel: "Delete",
        cancelLabel: "Back",
        tone: "danger",
      },
    });
  }
  return actions;
}
