"use client";

import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { formatDayTime } from "@/lib/platform/dates";
import { errorMessages, postJson } from "@/lib/platform/http/client";
import { checkInSchema } from "@/lib/booking/tickets/code";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { qrDetector } from "./detector";

type In = z.input<typeof checkInSchema>;
type Out = z.output<typeof checkInSchema>;
type Admission = {
  reference: string;
  traveller: string;
  partySize: number;
  title: string;
  startsAt: string | null;
  checkedInAt?: string;
  checkedInBy?: string;
  notToday?: { opens: string; closes: string };
};
/**
 * `then`: what an administrator may do next with `code`, giving a reason: check in a code refused
 * for its day, or undo a check-in.
 */
type Outcome = { tone: "ok" | "warn" | "bad"; heading: string; text: string; who?: Admission; code?: string; then?: "override" | "undo" };

const TONES = {
  ok: "border-green-700 bg-green-50 text-green-950",
  warn: "border-amber-600 bg-amber-50 text-amber-950",
  bad: "border-red-700 bg-red-50 text-red-950",
} as const;

/**
 * The check-in desk: camera, a photo, or the typed code; the answer in large type, read out to
 * screen readers. A code for another day is refused with the day it is for; an administrator may
 * check it in anyway, giving a reason.
 */
export function CheckInDesk({ isAdmin }: { isAdmin: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [scanning, setScanning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [cameraError, setCameraError] = useState("");
  const [reason, setReason] = useState("");
  const { register, handleSubmit, formState, reset } = useForm<In, unknown, Out>({ resolver: zodResolver(checkInSchema), defaultValues: { code: "" } });

  useEffect(() => () => stopCamera(), []);
  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  function stopCamera() {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    setScanning(false);
  }

  async function send(code: string, overrideReason?: string) {
    setBusy(true);
    // The answer's body matters on a 409 too (when and by whom), so it is read whatever the status.
    const res = await fetch("/api/check-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code, overrideReason }),
      credentials: "same-origin",
    }).catch(() => null);
    const body = res ? ((await res.json().catch(() => ({}))) as Partial<Admission> & { message?: string }) : null;
    setBusy(false);
    if (!res || !body)
      return setOutcome({ tone: "bad", heading: "Not checked in", text: "We could not reach the server. Check the connection and try again." });
    if (res.ok) {
      reset({ code: "" });
      setReason("");
      return setOutcome({ tone: "ok", heading: "Checked in", text: body.message ?? "", who: body as Admission });
    }
    if (res.status === 409 && body.notToday)
      return setOutcome({ tone: "bad", heading: "Not today", text: errorMessages(body).join(" "), who: body as Admission, code, then: "override" });
    if (res.status === 409 && body.checkedInAt)
      return setOutcome({ tone: "warn", heading: "Already checked in", text: errorMessages(body).join(" "), who: body as Admission, code, then: "undo" });
    setOutcome({
      tone: "bad",
      heading: res.status === 404 ? "Unknown code" : "Not checked in",
      text: errorMessages(body).join(" ") || `The check-in failed (${res.status}).`,
    });
  }

  async function undo(code: string, why: string) {
    setBusy(true);
    const res = await postJson<{ message: string }>("/api/check-in/undo", { code, reason: why });
    setBusy(false);
    if (!res.ok) return setOutcome({ tone: "bad", heading: "Not undone", text: res.error });
    setReason("");
    setOutcome({ tone: "ok", heading: "Check-in undone", text: res.data.message });
  }

  async function startCamera() {
    setCameraError("");
    setOutcome(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
      streamRef.current = stream;
      setScanning(true);
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play();
      const detector = await qrDetector();
      while (streamRef.current === stream) {
        const [found] = await detector.detect(video).catch(() => []);
        if (found?.rawValue) {
          stopCamera();
          await send(found.rawValue);
          return;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    } catch {
      stopCamera();
      setCameraError("The camera could not be opened. Allow camera access for this site, take a photo of the code instead, or type it.");
    }
  }

  async function scanPhoto(file: File | undefined) {
    if (!file) return;
    setOutcome(null);
    setCameraError("");
    try {
      const [found] = await (await qrDetector()).detect(await createImageBitmap(file));
      if (found?.rawValue) await send(found.rawValue);
      else
        setOutcome({
          tone: "bad",
          heading: "No QR code found",
          text: "No QR code could be read in this photo. Try again closer and in good light, or type the code.",
        });
    } catch {
      setOutcome({ tone: "bad", heading: "No QR code found", text: "This picture could not be read. Try another photo, or type the code." });
    }
  }

  const onSubmit = handleSubmit((v) => send(v.code));

  return (
    <div className="grid max-w-3xl gap-6">
      <section aria-labelledby="scan-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-card">
        <h2 id="scan-title" className="text-lg font-semibold text-brand-900">
          Scan
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          {scanning ? (
            <Button variant="secondary" onClick={stopCamera}>
              Stop the camera
            </Button>
          ) : (
            <Button onClick={() => void startCamera()} disabled={busy}>
              Scan with the camera
            </Button>
          )}
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100 focus-within:outline focus-within:outline-2">
            Scan a photo of the code
            <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={(e) => void scanPhoto(e.target.files?.[0])} />
          </label>
        </div>
        {/* The preview: what the camera sees, so the code can be aimed at. */}
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera preview"
          className={scanning ? "mt-4 aspect-square w-full max-w-sm rounded-lg bg-black object-cover" : "hidden"}
        />
        {cameraError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {cameraError}
          </p>
        ) : null}
      </section>

      <form onSubmit={onSubmit} noValidate aria-labelledby="type-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-card">
        <h2 id="type-title" className="text-lg font-semibold text-brand-900">
          Or type the code
        </h2>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <TextField
            label="Check-in code"
            hint="12 letters and digits, as printed under the QR code."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="min-w-0 flex-1 basis-56"
            error={formState.errors.code?.message}
            {...register("code")}
          />
          <Button type="submit" disabled={busy}>
            {busy ? "Checking..." : "Check in"}
          </Button>
        </div>
      </form>

      <div role="status" aria-live="polite">
        {outcome ? (
          <div className={`rounded-xl border-2 p-5 ${TONES[outcome.tone]}`}>
            <h2 ref={resultRef} tabIndex={-1} className="text-2xl font-bold">
              {outcome.heading}
            </h2>
            <p className="mt-2 text-base">{outcome.text}</p>
            {outcome.who ? (
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
                <dt className="font-semibold">Traveller</dt>
                <dd>{outcome.who.traveller}</dd>
                <dt className="font-semibold">Party</dt>
                <dd>{outcome.who.partySize === 1 ? "1 person" : `${outcome.who.partySize} people`}</dd>
                <dt className="font-semibold">For</dt>
                <dd>
                  {outcome.who.title}
                  {outcome.who.startsAt ? `, ${formatDayTime(outcome.who.startsAt)}` : ""}
                </dd>
                <dt className="font-semibold">Reference</dt>
                <dd>{outcome.who.reference}</dd>
              </dl>
            ) : null}
          </div>
        ) : null}
      </div>
      {outcome?.code && outcome.then && isAdmin ? (
        <form
          aria-labelledby="override-title"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-card"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return;
            if (outcome.then === "undo") void undo(outcome.code!, reason.trim());
            else void send(outcome.code!, reason.trim());
          }}
        >
          <h2 id="override-title" className="text-lg font-semibold text-brand-900">
            {outcome.then === "undo" ? "Undo this check-in" : "Check in on another day"}
          </h2>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <TextField
              label="Reason"
              hint="Recorded in the audit log."
              required
              maxLength={300}
              className="min-w-0 flex-1 basis-56"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={busy || !reason.trim()}>
              {outcome.then === "undo" ? "Undo check-in" : "Check in anyway"}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
