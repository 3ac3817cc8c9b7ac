/**
 * CSV as Excel opens it (docs/owner-inbox.md#exporting-the-leads): RFC 4180 (a field holding a
 * comma, a quote or a line break is quoted, its quotes doubled; every record, the last too, ends
 * with CRLF), UTF-8 with a byte-order mark so that Excel reads Devanagari as Devanagari and not as
 * Latin-1, and no cell Excel would run as a formula: one starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return gets a `'` in front (the visitor typed it; the owner opens the file).
 */

export type Cell = string | number | null | undefined;

/** The byte-order mark Excel looks for to read a CSV file as UTF-8. */
export const BOM = '\uFEFF';
export const CRLF = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: guarded against formulas (unless `guard` is false), quoted where RFC 4180 needs. */
export function csvField(value: Cell, guard = true): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (guard && typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Records as CSV text, each line ended by CRLF. */
export function csvText(records: Cell[][], { guard = true }: { guard?: boolean } = {}): string {
  return records.map((record) => record.map((v) => csvField(v, guard)).join(',') + CRLF).join('');
}
