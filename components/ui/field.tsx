import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

// The control's and the label's looks are named in app/globals.css: a form page repeats them for
// every field, in its HTML and again in its payload.
const control = "site-field";

type FieldShell = { label: ReactNode; error?: string; hint?: ReactNode; required?: boolean; className?: string };

/** A labelled control with its hint and inline error, wired with aria-describedby / aria-invalid. */
function Shell({ label, error, hint, required, className = "", id, children }: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="site-field-label">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-faint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function a11y(id: string, error?: string, hint?: ReactNode) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

type InputProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, "className">;

export function TextField({ label, error, hint, required, className, ref, ...props }: InputProps & { ref?: React.Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <input ref={ref} className={control} aria-required={required || undefined} {...a11y(id, error, hint)} {...props} />
    </Shell>
  );
}

type TextAreaProps = FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">;

export function TextAreaField({ label, error, hint, required, className, ref, ...props }: TextAreaProps & { ref?: React.Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea ref={ref} className={`${control} min-h-28`} aria-required={required || undefined} {...a11y(id, error, hint)} {...props} />
    </Shell>
  );
}

type SelectProps = FieldShell & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & { children: ReactNode };

export function SelectField({ label, error, hint, required, className, ref, children, ...props }: SelectProps & { ref?: React.Ref<HTMLSelectElement> }) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <select ref={ref} className={control} aria-required={required || undefined} {...a11y(id, error, hint)} {...props}>
        {children}
      </select>
    </Shell>
  );
}

/** A radio or checkbox with its label: the whole label is a 44 px tall target (WCAG 2.5.8, phones first). */
export const choiceLabel = "inline-flex min-h-11 cursor-pointer items-center gap-3 text-base";
export const choiceInput = "h-5 w-5 shrink-0 accent-brand-700";
