"use client";

import { useContext, useEffect, useState } from "react";
import { get, set, type FieldValues, type UseFormSetValues } from "react-hook-form";
import { edited, namedFields, ServerHtml } from "./when-needed";

type Snapshot = { type: string; value: string; checked: boolean; selected: string[]; edited: boolean };

/** The named fields inside `root` as the visitor left them, by name. */
function snapshot(root: HTMLElement | null) {
  const fields = new Map<string, Snapshot[]>();
  namedFields(root).forEach((el) => {
    const selected = el instanceof HTMLSelectElement ? [...el.selectedOptions].map((o) => o.value) : [];
    const checked = el instanceof HTMLInputElement && el.checked;
    fields.set(el.name, [...(fields.get(el.name) ?? []), { type: el.type, value: el.value, checked, selected, edited: edited(el) }]);
  });
  return fields;
}

/** A field's snapshot as react-hook-form holds that field, judged by the value it holds now. */
function asFormValue(els: Snapshot[], now: unknown): unknown {
  const [first] = els;
  if (first.type === "radio") return els.find((e) => e.checked)?.value ?? null;
  if (first.type === "checkbox") {
    if (els.length > 1 || Array.isArray(now)) return els.filter((e) => e.checked).map((e) => e.value);
    return typeof now === "string" ? (first.checked ? first.value : false) : first.checked;
  }
  if (first.type === "select-multiple") return first.selected;
  return typeof now === "number" ? Number(first.value) : first.value;
}

/**
 * For a form hydrated late by WhenNeeded (components/forms/when-needed.tsx): what the visitor typed,
 * chose or ticked in the server's HTML before the form's code arrived becomes the form's value,
 * and everything that follows from it (a watched party size and its amount, an event and its fee)
 * is worked out again. react-hook-form's register keeps most of what was typed in the field
 * itself, but tells no watcher, and sets a radio group back to its default.
 *
 * The fields are read while the form first renders in the browser (the server's HTML is still
 * untouched then) and given to the form once it has mounted: the first render matches the
 * server's HTML, so hydration has nothing to correct.
 */
export function useKeptTyping<T extends FieldValues>(setValues: UseFormSetValues<T>) {
  const serverHtml = useContext(ServerHtml);
  const [typed] = useState(() => (typeof window === "undefined" ? [] : [...snapshot(serverHtml())].filter(([, els]) => els.some((e) => e.edited))));
  useEffect(() => {
    if (typed.length === 0) return;
    // After every effect of this commit: react-hook-form's own (it sets a radio group back to its
    // default once the form has mounted) and its watchers' subscriptions. setValues, unlike
    // setValue, tells every watcher even of a value the form already holds.
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled) return;
      setValues(
        (now) => {
          const next = structuredClone(now);
          for (const [name, els] of typed) {
            const held = get(now, name);
            // A field the form does not hold (the spam trap's own state, a hidden field) is left to its owner.
            if (held !== undefined) set(next, name, asFormValue(els, held));
          }
          return next;
        },
        { shouldDirty: true },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [typed, setValues]);
}
