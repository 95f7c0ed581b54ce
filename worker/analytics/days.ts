/** The UTC day (YYYY-MM-DD) of `at`, moved by `offsetDays`. */
export function dayOf(at: Date, offsetDays = 0): string {
  return new Date(at.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
