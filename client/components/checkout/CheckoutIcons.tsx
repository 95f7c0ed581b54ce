/** Small icons the checkout needs beyond the shared set (drawn like `Icon`: 24×24, 1.5 px line). */
const PATHS = {
  lock: "M6 11h12v9H6v-9Zm2.5 0V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2.5",
  pin: "M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  card: "M3 6.5h18v11H3v-11Zm0 4h18M6.5 14.5h4",
  bank: "M3 10l9-5 9 5M5 10v8m4.67-8v8m4.66-8v8M19 10v8M3 20h18",
  cash: "M3 7h18v10H3V7Zm9 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
} as const;

export function CheckoutIcon({ name, size = 20 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
