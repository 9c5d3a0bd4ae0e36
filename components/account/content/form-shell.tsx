import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormErrors } from "./form-errors";

type Props = {
  /** Names the fields for screen readers (the fieldset's hidden legend). */
  legend: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server's refusals of the last save. */
  errors: string[];
  /** Non-admins see an item's fields disabled and no submit button. */
  readOnly: boolean;
  /** Sending, or on the way back to the list after a save. */
  busy: boolean;
  /** Saved, on the way back to the list. */
  leaving?: boolean;
  /** Something was changed since the form was opened. */
  dirty?: boolean;
  /** An existing item is updated; a new one is saved. */
  editing: boolean;
  /** Wider spacing for forms made of grouped sections (tours, events). */
  spacious?: boolean;
  children: ReactNode;
};

/**
 * The frame every content form shares: the server's errors, the fields and a save bar with the
 * Save / Update button. The bar sticks to the bottom of the window, so on long forms (a tour with
 * its itinerary) the button and what the save is doing stay in view wherever one is editing.
 */
export function FormShell({ legend, onSubmit, errors, readOnly, busy, leaving = false, dirty = false, editing, spacious = false, children }: Props) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border border-stone-200 bg-white p-6 shadow-card">
      <FormErrors errors={errors} />
      <fieldset disabled={readOnly} className={spacious ? "space-y-6" : "space-y-5"}>
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
      {readOnly ? null : (
        <div role="group" aria-label="Save" data-save-bar className="sticky bottom-0 z-10 -mx-6 -mb-6 flex flex-wrap items-center justify-end gap-3 rounded-b-xl border-t border-stone-200 bg-white/95 px-6 py-3 shadow-[0_-4px_12px_-8px_rgba(0,0,0,0.2)] backdrop-blur">
          <p aria-live="polite" className="mr-auto flex items-center gap-2 text-sm text-ink-soft">
            {busy ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none" /> : null}
            {saveStatus({ busy, leaving, dirty, failed: errors.length > 0, editing })}
          </p>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? (editing ? "Updating..." : "Saving...") : editing ? "Update" : "Save"}
          </Button>
        </div>
      )}
    </form>
  );
}

/** What the save bar says about the form, read out politely as it changes. */
function saveStatus({ busy, leaving, dirty, failed, editing }: { busy: boolean; leaving: boolean; dirty: boolean; failed: boolean; editing: boolean }): string {
  if (leaving) return "Saved. Returning to the list…";
  if (busy) return editing ? "Sending the update…" : "Saving…";
  if (failed) return "Not saved: see the messages at the top of the form.";
  if (dirty) return "Unsaved changes";
  return editing ? "No changes yet" : "Fields marked * are required.";
}
