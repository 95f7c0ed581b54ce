import type { InputHTMLAttributes } from "react";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Explicit id: useId() would differ between the page render and an island's own root. */
  id: string;
  label: string;
  /** Inline validation message (SPEC §8 wording), shown under the field and announced. */
  error?: string | null;
  hint?: string;
  optionalLabel?: string;
}

/** A labelled input with an optional hint and inline validation message. */
export function TextField({ id, label, error, hint, optionalLabel, required, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["field", error ? "field--invalid" : "", className ?? ""].join(" ").trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
        {!required && optionalLabel && <span className="field__optional"> ({optionalLabel})</span>}
      </label>
      <input
        id={id}
        className="field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
