"use client";

import { useId, useRef, useState, type DragEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { uploadWithProgress } from "@/lib/content/uploads/client";
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT, precheckFile, type UploadFolder } from "@/lib/content/uploads/rules";

type Props = {
  label: string;
  folder: UploadFolder;
  /** The stored file's URL ("" when none yet). */
  value: string;
  /** The accepted file's URL and, for a file chosen here, its name. */
  onChange: (url: string, name: string) => void;
  /** Tells the form whether a file has been chosen, to word its "required" message (spec §5). */
  onChosenChange?: (chosen: boolean) => void;
  allowPdf?: boolean;
  /** A drag-and-drop area around the file input (publication documents). */
  dropArea?: boolean;
  error?: string;
  disabled?: boolean;
  hint?: string;
  /** Empty the file input after each upload (a field that adds one file after another). */
  clearAfterUpload?: boolean;
  /** Marked with * (most uploads are a cover the item needs); false for an optional picture. */
  required?: boolean;
};

type State = { phase: "idle" } | { phase: "uploading"; percent: number } | { phase: "done" } | { phase: "failed"; message: string };

/**
 * Uploads a file as soon as it is chosen, showing progress from 0 to 100 %, 'Wait While We're
 * uploading...', then a success message. A failure shows the server's reason and a Try again
 * button; the form only ever receives the URL of a file the server accepted. After an upload the
 * field keeps naming the file (the input keeps it, and the current file shows its name), since the
 * stored file has a random name that means nothing to the person who chose it.
 */
export function UploadField({
  label,
  folder,
  value,
  onChange,
  onChosenChange,
  allowPdf = false,
  dropArea = false,
  error,
  disabled,
  hint,
  clearAfterUpload = false,
  required = true,
}: Props) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ phase: "idle" });
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  /** The name of the file this field uploaded, with the URL it was stored at. */
  const [uploaded, setUploaded] = useState<{ url: string; name: string } | null>(null);
  const busy = state.phase === "uploading";

  async function start(chosen: File) {
    setFile(chosen);
    onChosenChange?.(true);
    const refused = precheckFile(chosen, allowPdf);
    if (refused) {
      clearInput();
      setState({ phase: "failed", message: refused });
      return;
    }
    setState({ phase: "uploading", percent: 0 });
    try {
      const url = await uploadWithProgress(chosen, folder, (percent) => setState({ phase: "uploading", percent })).promise;
      onChange(url, chosen.name);
      setUploaded({ url, name: chosen.name });
      if (clearAfterUpload) clearInput();
      setState({ phase: "done" });
    } catch (err) {
      // Choosing the same file again after a failure must fire onChange again.
      clearInput();
      // A failed upload resets the upload-started state (spec §4): the previous file stays in place.
      setState({ phase: "failed", message: (err as Error).message });
    }
  }

  function clearInput() {
    if (inputRef.current) inputRef.current.value = "";
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (disabled || busy) return;
    const dropped = e.dataTransfer.files?.[0];
    if (dropped) void start(dropped);
  }

  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const input = (
    <input
      ref={inputRef}
      id={id}
      type="file"
      accept={allowPdf ? DOCUMENT_ACCEPT : IMAGE_ACCEPT}
      disabled={disabled || busy}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      onChange={(e) => {
        const chosen = e.target.files?.[0];
        if (chosen) void start(chosen);
      }}
      className="block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
    />
  );

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {dropArea ? (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`rounded-xl border-2 border-dashed px-4 py-6 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-stone-300 bg-white"}`}
        >
          <p className="mb-3 text-sm text-ink-soft">Drag and drop one {allowPdf ? "image or PDF" : "image"} here, or choose a file:</p>
          {input}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-faint">
          {hint}
        </p>
      ) : null}

      {state.phase === "uploading" ? (
        <div className="mt-3" aria-live="polite">
          <p className="text-sm font-medium text-brand-800">Wait While We&apos;re uploading... {state.percent}%</p>
          <div
            role="progressbar"
            aria-label={`Uploading ${file?.name ?? "file"}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
            className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${state.percent}%` }} />
          </div>
        </div>
      ) : null}
      {state.phase === "done" ? (
        <p role="status" className="mt-2 text-sm font-medium text-brand-800">
          {file?.name ?? "File"} uploaded successfully!
        </p>
      ) : null}
      {state.phase === "failed" ? (
        <div className="mt-3 space-y-2">
          <Alert>{state.message}</Alert>
          {file && !precheckFile(file, allowPdf) ? (
            <Button variant="secondary" size="sm" onClick={() => void start(file)}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}

      {value ? <CurrentFile url={value} name={uploaded?.url === value ? uploaded.name : undefined} /> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CurrentFile({ url, name }: { url: string; name?: string }) {
  const isPdf = /\.pdf($|\?)/i.test(url);
  return (
    <div className="mt-3 flex items-center gap-3 text-sm">
      {isPdf ? (
        <span aria-hidden="true" className="grid size-14 place-items-center rounded-lg bg-red-50 font-semibold text-red-800">
          PDF
        </span>
      ) : (
        // A plain <img>: the URL may be a fresh upload that next/image has not seen yet.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={url} alt="" className="size-14 rounded-lg object-cover ring-1 ring-stone-200" />
      )}
      <div className="min-w-0">
        {name ? <p className="break-all font-medium text-ink">{name}</p> : null}
        <a href={url} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline">
          {isPdf ? "Open the current document" : "Open the current image"}
        </a>
      </div>
    </div>
  );
}
