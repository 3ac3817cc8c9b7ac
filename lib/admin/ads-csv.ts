/**
 * Booked moves for Google Ads' offline conversion import, "conversions from clicks"
 * (docs/owner-inbox.md#sending-bookings-to-google-ads): Google's file template, a row per lead that
 * is booked now and came from an ad click whose id the site kept, the conversion time being when
 * the owner moved it to booked.
 *
 * The template: a first row `Parameters:TimeZone=…` setting the time zone of every conversion time
 * (a time zone ID, or a GMT offset such as `+0530`: India has no summer time, so the offset is
 * exact), then the header row `Google Click ID,Conversion Name,Conversion Time,Conversion Value,
 * Conversion Currency`, then a row per conversion, its time as `yyyy-MM-dd HH:mm:ss`. The value and
 * currency are left empty: the site knows an estimate, not the price agreed, so Google counts the
 * conversion action's own value. Google matches the name to a conversion action of that exact
 * name; it is GOOGLE_ADS_CONVERSION_NAME, `Booked move` by default.
 *
 * Google's template has one id column, for a gclid. Clicks from iPhones may carry a gbraid or a
 * wbraid instead; the `ios` file adds GBRAID and WBRAID columns for those (one id per row, the
 * others empty), for an account whose own template (Goals -> Conversions -> Uploads -> View
 * templates) shows those columns; the plain file leaves such bookings out rather than putting an
 * iPhone id where Google expects a gclid.
 */
import type { D1Like } from '../leads/d1';
import { CRLF, csvText, type Cell } from './csv';
import { INDIA_OFFSET, indiaDayEnd, indiaDayStart, indiaStamp } from './india-time';

export const DEFAULT_CONVERSION_NAME = 'Booked move';
export const ADS_TIME_ZONE_LINE = `Parameters:TimeZone=${INDIA_OFFSET}`;
export const ADS_HEADER = [
  'Google Click ID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
];
export const ADS_HEADER_IOS = [
  'Google Click ID',
  'GBRAID',
  'WBRAID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
];

/** A click id as Google writes them (letters, digits, `-` and `_`); anything else is not one. */
const CLICK_ID = /^[A-Za-z0-9_-]{8,300}$/;

export interface BookedClick {
  ref: string;
  clickId: string;
  kind: 'gclid' | 'gbraid' | 'wbraid';
  /** When the lead was moved to booked, seconds since 1970. */
  bookedAt: number;
}

/** The conversion action's name: the edge variable's, else the default. */
export function conversionName(configured: string | undefined): string {
  const name = (configured ?? '').trim();
  return name && !/[\r\n]/.test(name) ? name.slice(0, 100) : DEFAULT_CONVERSION_NAME;
}

/**
 * Leads booked now with a stored click id, booked between the days `from` and `to` (India time,
 * both included, either open), oldest booking first. The time is the lead's status_at, set when its
 * status last changed (a note added later does not move it; a lead booked, lost and booked again
 * converted when it was booked again).
 */
export async function bookedClicks(
  db: D1Like,
  from: string | null,
  to: string | null,
): Promise<BookedClick[]> {
  const { results } = await db
    .prepare(
      `SELECT ref, click_id, click_id_kind, status_at AS booked_at FROM leads
       WHERE status = 'booked' AND COALESCE(click_id, '') <> ''
         AND click_id_kind IN ('gclid', 'gbraid', 'wbraid')
         AND status_at >= ? AND status_at < ?
       ORDER BY booked_at, ref`,
    )
    .bind(from ? indiaDayStart(from) : 0, to ? indiaDayEnd(to) : 1e12)
    .all<{
      ref: string;
      click_id: string;
      click_id_kind: BookedClick['kind'];
      booked_at: number;
    }>();
  return results
    .filter((r) => CLICK_ID.test(r.click_id))
    .map((r) => ({
      ref: r.ref,
      clickId: r.click_id,
      kind: r.click_id_kind,
      bookedAt: r.booked_at,
    }));
}

/** The import file: with `ios`, the GBRAID and WBRAID columns too. */
export function adsCsv(clicks: BookedClick[], name: string, { ios = false } = {}): string {
  const rows: Cell[][] = clicks
    .filter((c) => ios || c.kind === 'gclid')
    .map((c) => {
      const ids = ios
        ? [
            c.kind === 'gclid' ? c.clickId : '',
            c.kind === 'gbraid' ? c.clickId : '',
            c.kind === 'wbraid' ? c.clickId : '',
          ]
        : [c.clickId];
      return [...ids, name, indiaStamp(c.bookedAt), '', ''];
    });
  // No byte-order mark and no formula guard: the file is for Google's import, not for Excel, and a
  // `'` would change a click id (ids are checked above) or the action's name.
  return (
    ADS_TIME_ZONE_LINE +
    CRLF +
    csvText([ios ? ADS_HEADER_IOS : ADS_HEADER, ...rows], { guard: false })
  );
}
