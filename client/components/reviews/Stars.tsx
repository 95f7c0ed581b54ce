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
  // To the nearest half star, as a class: the page's CSP allows no style attributes.
  const halves = Math.max(0, Math.min(10, Math.round(rating * 2)));
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label}>
      <span className="stars__track" aria-hidden="true">
        ★★★★★
      </span>
      <span className={`stars__fill stars__fill--${halves}`} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
