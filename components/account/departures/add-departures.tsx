"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import { FormErrors } from "@/components/account/content/form-errors";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { postJson } from "@/lib/platform/http/client";
import { departureSchema, seriesSchema, type DepartureInput, type SeriesInput } from "@/lib/booking/departures/schema";
import { seriesMoments, WEEKDAYS } from "@/lib/booking/departures/series";

type Added = { message: string };

/** After a success: the server's message, the page's data again. */
function useAdded(reset: () => void) {
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>([]);
  async function send(url: string, body: unknown) {
    setErrors([]);
    const res = await postJson<Added>(url, body);
    if (!res.ok) return setErrors(res.errors.length ? res.errors : [res.error]);
    toast.success(res.data.message);
    reset();
    router.refresh();
  }
  return { errors, send };
}

/**
 * The administrator's "Add departures": one departure, or a weekly series (chosen days
 * at one time, from a day to a day, leaving out days to skip), checked with the API's schemas.
 * Times are Kigali time.
 */
export function AddDepartures({ slug }: { slug: string }) {
  const [kind, setKind] = useState<"one" | "series">("one");
  return (
    <section aria-labelledby="add-departures" className="rounded-xl border border-stone-200 bg-white p-5 shadow-card">
      <h3 id="add-departures" className="text-base font-semibold text-brand-900">
        Add departures
      </h3>
      <fieldset className="mt-3 flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">What to add</legend>
        {(["one", "series"] as const).map((k) => (
          <label key={k} className="inline-flex items-center gap-2">
            <input type="radio" name="departure-kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
            {k === "one" ? "One departure" : "A weekly series"}
          </label>
        ))}
      </fieldset>
      {kind === "one" ? <OneDeparture slug={slug} /> : <Series slug={slug} />}
    </section>
  );
}

function OneDeparture({ slug }: { slug: string }) {
  const { register, handleSubmit, formState, reset } = useForm<DepartureInput>({
    resolver: zodResolver(departureSchema),
    defaultValues: { startsAt: "", seats: "", note: "" },
  });
  const { errors, send } = useAdded(() => reset());
  const e = formState.errors;
  return (
    <form
      noValidate
      aria-label="Add one departure"
      className="mt-4 grid gap-4 sm:grid-cols-3"
      onSubmit={handleSubmit((v) => send(`/api/tours/${slug}/departures`, v))}
    >
      <TextField label="Starts" type="datetime-local" required hint="Kigali time" error={e.startsAt?.message} {...register("startsAt")} />
      <TextField label="Seats" type="number" inputMode="numeric" min={1} max={500} required error={e.seats?.message} {...register("seats")} />
      <TextField label="Note" hint="Shown to travellers, e.g. English-speaking guide" error={e.note?.message} {...register("note")} />
      <div className="sm:col-span-3">
        <FormErrors errors={errors} />
        <Button type="submit" className="mt-2" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Adding…" : "Add departure"}
        </Button>
      </div>
    </form>
  );
}

const splitDays = (v: unknown) =>
  String(v ?? "")
    .split(/[\s,;]+/)
    .filter(Boolean);

function Series({ slug }: { slug: string }) {
  const { register, handleSubmit, formState, reset, control } = useForm<SeriesInput>({
    resolver: zodResolver(seriesSchema),
    defaultValues: { series: { from: "", to: "", weekdays: ["6"], time: "07:00", skip: [] }, seats: "", note: "" },
  });
  const { errors, send } = useAdded(() => reset());
  const e = formState.errors;
  const s = useWatch({ control, name: "series" });
  // How many the series would add, before it is sent (the server leaves out moments that exist).
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(s.from ?? "") && /^\d{4}-\d{2}-\d{2}$/.test(s.to ?? "") && s.to >= s.from && /^\d{2}:\d{2}$/.test(s.time ?? "");
  const count = valid
    ? seriesMoments({ from: s.from, to: s.to, time: s.time, weekdays: (s.weekdays ?? []).map(Number), skip: splitDays(s.skip) }).length
    : null;
  return (
    <form
      noValidate
      aria-label="Add a weekly series"
      className="mt-4 grid gap-4 sm:grid-cols-3"
      onSubmit={handleSubmit((v) => send(`/api/tours/${slug}/departures`, v))}
    >
      <TextField label="First day" type="date" required error={e.series?.from?.message} {...register("series.from")} />
      <TextField label="Last day" type="date" required error={e.series?.to?.message} {...register("series.to")} />
      <TextField label="Time" type="time" required hint="Kigali time" error={e.series?.time?.message} {...register("series.time")} />
      <fieldset className="sm:col-span-3" aria-describedby={e.series?.weekdays ? "series-weekdays-error" : undefined}>
        <legend className="mb-1 text-sm font-medium text-ink">
          Every{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {WEEKDAYS.map((name, i) => (
            <label key={name} className="inline-flex items-center gap-1.5">
              <input type="checkbox" value={String(i)} {...register("series.weekdays")} />
              {name}
            </label>
          ))}
        </div>
        {e.series?.weekdays ? (
          <p id="series-weekdays-error" role="alert" className="mt-1 text-sm text-red-700">
            {e.series.weekdays.message}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Days to skip"
        className="sm:col-span-3"
        hint="Dates as YYYY-MM-DD, separated by commas (holidays, for instance)"
        error={e.series?.skip?.message ?? e.series?.skip?.[0]?.message}
        {...register("series.skip", { setValueAs: splitDays })}
      />
      <TextField label="Seats" type="number" inputMode="numeric" min={1} max={500} required error={e.seats?.message} {...register("seats")} />
      <TextField label="Note" className="sm:col-span-2" hint="Shown to travellers" error={e.note?.message} {...register("note")} />
      <div className="sm:col-span-3">
        {e.series?.message ? <FormErrors errors={[e.series.message]} /> : null}
        <FormErrors errors={errors} />
        <p className="text-sm text-ink-soft" aria-live="polite">
          {count === null ? "" : `This series has ${count} ${count === 1 ? "departure" : "departures"}.`}
        </p>
        <Button type="submit" className="mt-2" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Adding…" : "Add series"}
        </Button>
      </div>
    </form>
  );
}
