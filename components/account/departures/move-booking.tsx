"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { putJson } from "@/lib/platform/http/client";
import type { MOVE_REFUND_TERMS } from "@/lib/booking/departures/schema";

export type MoveTarget = { id: string; label: string; left: number; open: boolean };
type RefundTerms = (typeof MOVE_REFUND_TERMS)[number];

/**
 * Moves a booking to another departure of the same tour (administrators), or places a booking taken
 * on request on one (`place`). Departures closed or without room for the party are offered greyed
 * out; the server checks again under its lock, and mails the traveller. A paid booking that moves
 * keeps the refund terms it was paid under unless the administrator chooses the new departure's.
 */
export function MoveBooking({
  orderId,
  names,
  people,
  paid,
  targets,
  place = false,
}: {
  orderId: string;
  names: string;
  people: number;
  paid: boolean;
  targets: MoveTarget[];
  place?: boolean;
}) {
  const title = `${place ? "Place" : "Move"} the booking of ${names}`;
  const askTerms = paid && !place;
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = targets.find((t) => t.open && t.left >= people)?.id ?? "";
  const [target, setTarget] = useState(first);
  const [terms, setTerms] = useState<RefundTerms>("as-paid");

  async function move() {
    setBusy(true);
    setError(null);
    const res = await putJson<{ message: string }>(`/api/order/${orderId}/departure`, { departureId: target, ...(askTerms ? { refundTerms: terms } : {}) });
    setBusy(false);
    if (!res.ok) return setError(res.error);
    setOpen(false);
    toast.success(res.data.message);
    router.refresh();
  }

  return (
    <>
      <Button variant="secondary" size="sm" className="print:hidden" onClick={() => setOpen(true)} aria-label={title}>
        {place ? "Place" : "Move"}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        {targets.length === 0 ? (
          <p className="text-sm text-ink-soft">
            {place ? "This tour has no upcoming departure: add one first." : "This tour has no other upcoming departure."}
          </p>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void move();
            }}
            className="space-y-4"
          >
            <SelectField
              label={place ? "Place on departure" : "Move to departure"}
              required
              hint={`For ${people} ${people === 1 ? "traveller" : "travellers"}; Kigali time. The traveller is told by e-mail.`}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            >
              {targets.map((t) => (
                <option key={t.id} value={t.id} disabled={!t.open || t.left < people}>
                  {t.label}
                </option>
              ))}
            </SelectField>
            {askTerms ? (
              <fieldset className="space-y-2 text-sm">
                <legend className="font-medium">If the traveller cancels later, refund</legend>
                <label className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={`terms-${orderId}`}
                    value="as-paid"
                    checked={terms === "as-paid"}
                    onChange={() => setTerms("as-paid")}
                    className="mt-1"
                  />
                  <span>As booked and paid (counted from the original departure&apos;s date)</span>
                </label>
                <label className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={`terms-${orderId}`}
                    value="new-departure"
                    checked={terms === "new-departure"}
                    onChange={() => setTerms("new-departure")}
                    className="mt-1"
                  />
                  <span>As for the new departure (counted from its date)</span>
                </label>
              </fieldset>
            ) : null}
            {error ? <Alert>{error}</Alert> : null}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Back
              </Button>
              <Button type="submit" disabled={busy || !target}>
                {busy ? (place ? "Placing…" : "Moving…") : place ? "Place booking" : "Move booking"}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
