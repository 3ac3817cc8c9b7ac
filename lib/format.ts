/** `125000` -> `₹1,25,000` (Indian digit grouping). */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return '₹—';
  return `₹${Math.round(amount).toLocaleString('en-IN')}`;
}

/** `1250` -> `1,250`: Indian digit grouping, in both languages (Hindi pages use these digits too). */
export function formatNumber(n: number): string {
  return Math.round(n).toLocaleString('en-IN');
}
