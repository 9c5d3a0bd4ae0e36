"use client";

import { useId, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { TRANSLATION_LOCALE_NAMES } from "@/lib/content/translations/fields";
import { TranslationForm } from "./translation-form";

/**
 * One language's form, opened on demand: the item's page stays short, and its English form stays the
 * only one with its editors and save bar until staff choose to work on a version.
 */
export function TranslationDisclosure(props: ComponentProps<typeof TranslationForm>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const language = TRANSLATION_LOCALE_NAMES[props.locale];
  const verb = props.readOnly ? "Show" : props.stored ? "Edit" : "Add";
  return (
    <div className="space-y-3">
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? `Close the ${language} version` : `${verb} the ${language} version`}
      </Button>
      <div id={id}>{open ? <TranslationForm {...props} /> : null}</div>
    </div>
  );
}
