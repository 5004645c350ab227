/** An address a link may open: http(s) only (a record's 856 could hold javascript: or data:). */
export function safeUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
