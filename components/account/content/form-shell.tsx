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
  /** An existing item is updated; a new one is saved. */
  editing: boolean;
  /** Wider spacing for forms made of grouped sections (tours, events). */
  spacious?: boolean;
  children: ReactNode;
};

/** The frame every content form shares: the server's errors, the fields and the Save / Update button. */
export function FormShell({ legend, onSubmit, errors, readOnly, busy, editing, spacious = false, children }: Props) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border border-stone-200 bg-white p-6 shadow-card">
      <FormErrors errors={errors} />
      <fieldset disabled={readOnly} className={spacious ? "space-y-6" : "space-y-5"}>
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? (editing ? "Updating..." : "Saving...") : editing ? "Update" : "Save"}
          </Button>
        </div>
      )}
    </form>
  );
}
