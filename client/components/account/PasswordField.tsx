import { useState } from "react";
import { useI18n } from "../../i18n/translate";

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  autoComplete: "current-password" | "new-password";
}

/** A password input with a show/hide toggle, its hint and its SPEC §5 message beside it. */
export function PasswordField({ id, label, value, onChange, error, hint, autoComplete }: PasswordFieldProps) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="password-field">
        <input
          id={id}
          name={id}
          className="field__input"
          type={shown ? "text" : "password"}
          value={value}
          required
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown(!shown)}
        >
          {shown ? t("account.hidePassword") : t("account.showPassword")}
        </button>
      </div>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
