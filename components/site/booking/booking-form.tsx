"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { HoneypotField, useFormStartedAt } from "@/components/forms/spam-trap";
import { SelectField, TextField } from "@/components/ui/field";
import { postJson } from "@/lib/platform/http/client";
import { formatUsd } from "@/lib/platform/format";
import { site } from "@/lib/platform/site";
import type { OrderInput, OrderPayload } from "@/lib/booking/orders/schema";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useKeptTyping } from "@/components/forms/kept-typing";
import { rememberBooking } from "@/lib/booking/orders/browser-storage";
import { partyLabel, priceOf, priceTiers, type PartySize, type TourPrices } from "@/lib/booking/orders/party-prices";
import type { DepartureChoice } from "@/lib/booking/departures/choices";
import { departureFullMessage } from "@/lib/booking/terms/departure-rules";
import type { BookingWords } from "@/lib/content/i18n/booking-words";

// zod and the phone-number rules (about 60 KB gzipped) load on the first check, not with the tour page.
const resolver = lazyZodResolver(async () => (await import("@/lib/booking/orders/schema")).orderSchema);

/**
 * The pick-up field is Kigali time (its hint says so): sent with Kigali's offset, so the server
 * checks it strictly, unlike an old client's zone-less time, which is the traveller's own.
 */
const inKigali = (v: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v) ? `${v}${site.timeZoneOffset}` : v);

/**
 * `departures`: the tour's first upcoming departures (empty: booked on request, for a date the
 * visitor chooses); `later`: how many more there are, listed when the visitor asks for them.
 */
type Props = { tour: TourPrices & { id: string; slug: string; title: string }; departures?: DepartureChoice[]; later?: number; words: BookingWords };

/** A resolved message's `{name}` filled in the browser (counts known only there). */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""));

/**
 * The tour booking box (spec §2.1, §5): party size (tiers at 0 are not offered), the amount for
 * it (read-only, for information: the server prices the order), the client's details and dates.
 * A tour that runs on departures is booked on one of them instead of a date: sold-out
 * and closed ones are shown greyed out, and a party larger than the seats left is stopped here
 * with the server's words. Pay now goes on to /pay/{id}; Pay later shows the order.
 */
export function BookingForm({ tour, departures: first = [], later = 0, words: w }: Props) {
  const router = useRouter();
  const startedAt = useFormStartedAt();
  const tiers = priceTiers(tour);
  // Which button sent the form: Pay now goes on to /pay, Pay later to the order.
  const [intent, setIntent] = useState<"now" | "later">("now");
  const [done, setDone] = useState(false);
  // The first departures, or all of them once "Show later dates" has read them.
  const [departures, setDepartures] = useState(first);
  const scheduled = departures.length > 0;
  const { register, handleSubmit, formState, control, setValue, setValues, setFocus } = useForm<OrderInput, unknown, OrderPayload>({
    resolver,
    defaultValues: {
      names: "",
      email: "",
      phoneNumber: "",
      address: "",
      location: "",
      // A departure gives the date and the pick-up time.
      ...(scheduled ? { departureId: departures.find((d) => d.bookable)?.id } : { needDate: "", deadline: "" }),
      itemType: "tour",
      itemsArray: [{ id: tour.id, itemNumber: String(tiers[0]?.people ?? 1) }],
      website: "",
    },
  });
  useKeptTyping(setValues);
  const people = Number(useWatch({ control, name: "itemsArray.0.itemNumber" })) as PartySize;
  const amount = priceOf(tour, people);
  const departureId = useWatch({ control, name: "departureId" });
  const chosen = departures.find((d) => d.id === departureId);
  // Said as soon as the party or the departure changes, in the server's words.
  const seatError = chosen && people > chosen.seatsLeft ? departureFullMessage(chosen.seatsLeft) : undefined;
  const e = formState.errors;
  // The schema's messages are the API's English ones; shown in the page's language.
  const tr = (message?: string) => (message && w.errors[message]) || message;

  async function refreshDepartures() {
    try {
      const [res, { departureChoices }] = await Promise.all([
        fetch(`/api/tours/${encodeURIComponent(tour.slug)}/departures`),
        import("@/lib/booking/departures/choices"),
      ]);
      if (!res.ok) return;
      const all = departureChoices((await res.json()).departures);
      // The same dates as on screen ("Show later dates" may have added some), with their seats of now.
      setDepartures((shown) => all.filter((d) => shown.some((s) => s.id === d.id)));
    } catch {
      // The list on screen stays; the server still refuses what does not fit.
    }
  }

  const onSubmit = handleSubmit(async (values, event) => {
    const next = (event?.nativeEvent as SubmitEvent | undefined)?.submitter?.getAttribute("value") === "later" ? "later" : "now";
    setIntent(next);
    if (seatError) return setFocus("itemsArray.0.itemNumber");
    const res = await postJson<{ message: string; order: { id: string } }>("/api/order", {
      ...values,
      // Stated, so the amount is never read as the party size (lib/booking/orders/pricing.ts partyOf).
      partySize: people,
      amount,
      appUrl: window.location.origin,
      startedAt: startedAt(),
      lang: w.lang,
    });
    if (!res.ok) {
      toast.error(res.error || w.bookingFailed);
      // Seats may have gone meanwhile: the list is read again, so the counts and the message under the party size are today's.
      if (scheduled) await refreshDepartures();
      return;
    }
    setDone(true);
    rememberBooking({ id: res.data.order.id, email: values.email, amount });
    toast.success(res.data.message);
    router.push(`${w.pathPrefix}${next === "now" ? "/pay" : "/myorder"}/${res.data.order.id}`);
  });

  const busy = formState.isSubmitting || done;
  return (
    // Before its script (or without script) the box posts as a plain form; the server answers with the next page.
    <form action="/api/order" method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={w.formLabel}>
      <input type="hidden" name="itemsArray.0.id" value={tour.id} />
      <input type="hidden" name="lang" value={w.lang} />
      {scheduled ? (
        <SelectField
          label={w.departure}
          required
          hint={chosen?.note ? fill(w.kigaliTimeNote, { note: chosen.note }) : w.kigaliTime}
          error={tr(e.departureId?.message)}
          {...register("departureId")}
        >
          {departures.map((d) => (
            <option key={d.id} value={d.id} disabled={!d.bookable}>
              {d.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      {scheduled && later > 0 ? (
        <LaterDates
          slug={tour.slug}
          count={later}
          words={w}
          shown={departures.length}
          onLoaded={(all) => {
            setDepartures(all);
            setFocus("departureId");
          }}
        />
      ) : null}
      <SelectField label={w.people} required error={seatError ?? tr(e.itemsArray?.[0]?.itemNumber?.message)} {...register("itemsArray.0.itemNumber")}>
        {tiers.map((t) => (
          <option key={t.people} value={String(t.people)}>
            {w.party[t.people] ?? partyLabel(t.people)}
          </option>
        ))}
      </SelectField>
      <TextField label={w.amount} readOnly value={amount ? formatUsd(amount) : ""} hint={w.amountHint} />
      <TextField label={w.names} autoComplete="name" required error={tr(e.names?.message)} {...register("names")} />
      <TextField label={w.email} type="email" autoComplete="email" required error={tr(e.email?.message)} {...register("email")} />
      <TextField label={w.phone} type="tel" autoComplete="tel" required hint={w.phoneHint} error={tr(e.phoneNumber?.message)} {...register("phoneNumber")} />
      <TextField label={w.address} autoComplete="address-line1" required error={tr(e.address?.message)} {...register("address")} />
      <TextField label={w.location} hint={w.locationHint} required error={tr(e.location?.message)} {...register("location")} />
      {scheduled ? null : (
        <>
          <TextField label={w.tourDate} type="date" required error={tr(e.needDate?.message)} {...register("needDate")} />
          <TextField
            label={w.pickUp}
            type="datetime-local"
            required
            hint={w.kigaliTime}
            error={tr(e.deadline?.message)}
            {...register("deadline", { setValueAs: inKigali })}
          />
        </>
      )}
      <HoneypotField onChange={(v) => setValue("website", v)} />
      {e.itemsArray?.message || e.itemsArray?.[0]?.id?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {tr(e.itemsArray?.message ?? e.itemsArray?.[0]?.id?.message)}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 pt-1">
        <button type="submit" className="site-btn site-btn-accent px-4" name="intent" value="now" disabled={busy}>
          {busy && intent === "now" ? w.loading : w.payNow}
        </button>
        <button type="submit" className="site-btn site-btn-outline px-4" name="intent" value="later" disabled={busy}>
          {busy && intent === "later" ? w.loading : w.payLater}
        </button>
      </div>
    </form>
  );
}

/**
 * "Show later dates": the departures after the first few, read from the public list
 * (GET /api/tours/{slug}/departures) and worded as the server words them (the date code loads with
 * the click). Says how many were added, or why none could be.
 */
function LaterDates({
  slug,
  count,
  shown,
  onLoaded,
  words: w,
}: {
  slug: string;
  count: number;
  shown: number;
  onLoaded: (all: DepartureChoice[]) => void;
  words: BookingWords;
}) {
  const [state, setState] = useState<"idle" | "loading" | "done" | "failed">("idle");
  const [added, setAdded] = useState(0);
  const load = async () => {
    setState("loading");
    try {
      const [res, { departureChoices }] = await Promise.all([
        fetch(`/api/tours/${encodeURIComponent(slug)}/departures`),
        import("@/lib/booking/departures/choices"),
      ]);
      if (!res.ok) throw new Error(String(res.status));
      const all = departureChoices((await res.json()).departures);
      setAdded(Math.max(0, all.length - shown));
      setState("done");
      onLoaded(all);
    } catch {
      setState("failed");
    }
  };
  return (
    <div className="-mt-2 text-sm">
      {state === "done" ? null : (
        <button
          type="button"
          onClick={load}
          disabled={state === "loading"}
          className="min-h-11 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 disabled:opacity-60"
        >
          {state === "loading" ? w.laterLoading : fill(w.laterShow, { count })}
        </button>
      )}
      <p role="status" className="text-ink-soft">
        {state === "done" ? fill(added === 1 ? w.laterAddedOne : w.laterAddedOther, { count: added }) : state === "failed" ? w.laterFailed : ""}
      </p>
    </div>
  );
}
