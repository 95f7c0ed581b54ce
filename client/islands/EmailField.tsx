import { useState } from "react";
import { TextField } from "../components/TextField";
import { useTypedForm } from "../hooks/useTypedForm";
import { useI18n } from "../i18n/translate";
import { validateEmail } from "../lib/validation";

export interface EmailFieldProps {
  id: string;
  name: string;
  label: string;
  required?: boolean;
}

/** An e-mail input with inline validation after the shopper leaves the field (SPEC §5 message). */
export default function EmailField({ id, name, label, required = false }: EmailFieldProps) {
  const { t } = useI18n();
  // What was typed before the island hydrated is adopted (issue 35.1).
  const [{ value }, setField] = useTypedForm({ value: "" }, { value: id });
  const setValue = (next: string) => setField("value", next);
  const [touched, setTouched] = useState(false);
  const problem = touched ? validateEmail(value, required) : null;
  return (
    <TextField
      id={id}
      name={name}
      type="email"
      autoComplete="email"
      label={label}
      required={required}
      optionalLabel={t("form.optional")}
      value={value}
      error={problem ? t(problem) : null}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => setTouched(true)}
    />
  );
}
