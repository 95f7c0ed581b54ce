/** A rating as five stars (decorative; `label` says it in words for assistive technology). */
export function Stars({
  rating,
  label,
  size = "regular",
}: {
  rating: number;
  label: string;
  size?: "small" | "regular";
}) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label}>
      <span className="stars__track" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__fill" style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
