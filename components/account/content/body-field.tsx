"use client";

import type { ComponentProps } from "react";
import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { RichTextEditor } from "@/components/account/editor/rich-text-editor";

type Props<T extends FieldValues> = Omit<ComponentProps<typeof RichTextEditor>, "value" | "onChange" | "error"> & {
  control: Control<T>;
  name: FieldPathByValue<T, string | undefined>;
};

/** A content form's rich-text body (a post's body, a tour's or event's description) bound to one form field. */
export function BodyField<T extends FieldValues>({ control, name, ...editor }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return <RichTextEditor {...editor} value={typeof field.value === "string" ? field.value : ""} onChange={field.onChange} error={fieldState.error?.message} />;
}
