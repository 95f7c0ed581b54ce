/** A form-level outcome: a refusal (alert) or a confirmation (status). */
export function FormMessage({ text, tone }: { text: string | null; tone: "danger" | "success" }) {
  if (!text) return null;
  return (
    <p className={`form-message form-message--${tone}`} role={tone === "danger" ? "alert" : "status"}>
      {text}
    </p>
  );
}
