/** A colour as a filled circle (a swatch); neutral grey when the colour has no swatch value. */
export function ColorSwatch({
  color,
  size,
  className,
}: {
  color: string | null | undefined;
  size: number;
  className?: string;
}) {
  const r = size / 2;
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true">
      <circle cx={r} cy={r} r={r - 0.5} fill={color ?? "#ddd"} />
    </svg>
  );
}
