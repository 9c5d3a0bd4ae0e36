"use client";

import { useState, type ComponentProps } from "react";
import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { UploadField } from "@/components/account/upload-field";
import { coverMessage } from "./cover-message";

type Props<T extends FieldValues> = Omit<ComponentProps<typeof UploadField>, "value" | "onChange" | "onChosenChange" | "error"> & {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  /** Shown when the form is sent without any file chosen ("… cover image is required."). */
  notChosenText: string;
};

/**
 * A content form's uploaded file (a cover image, or a publication's document) bound to one form
 * field. It remembers whether a file was ever chosen so the missing-file error is worded as spec §5
 * asks; a stored file counts as chosen.
 */
export function CoverField<T extends FieldValues>({ control, name, notChosenText, ...upload }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const [chosen, setChosen] = useState(() => Boolean(field.value));
  return (
    <UploadField
      {...upload}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={field.onChange}
      onChosenChange={setChosen}
      error={coverMessage(fieldState.error?.message, chosen, notChosenText)}
    />
  );
}
