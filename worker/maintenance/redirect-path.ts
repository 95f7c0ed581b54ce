/**
 * Only a same-site path may be remembered: `/x?y`, never `//evil.example`, a full URL, or a path
 * with control characters or backslashes (browsers drop tabs and newlines from URLs, so `/\t/evil.com`
 * would become `//evil.com`). The path must also resolve to this origin when parsed as a URL.
 */
export function safeRedirectPath(value: string | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith("/") || value.startsWith("//")) return null;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return null;
  }
  const probe = new URL(value, "https://same-site.invalid");
  return probe.origin === "https://same-site.invalid" ? value : null;
}
