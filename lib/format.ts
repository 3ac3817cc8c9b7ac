const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `2026-12-05` -> `5 Dec 2026` (docs/product.md#voice-and-locale). Returns the input if it is not a
 * date.
 */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return iso;
  return `${Number(m[3])} ${month} ${m[1]}`;
}

/** `125000` -> `₹1,25,000` (Indian digit grouping). */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return '₹—';
  return `₹${Math.round(amount).toLocaleString('en-IN')}`;
}

/** `1250` -> `1,250`: Indian digit grouping, in both languages (Hindi pages use these digits too). */
export function formatNumber(n: number): string {
  return Math.round(n).toLocaleString('en-IN');
}
