/**
 * The report (docs/owner-inbox.md#the-report): the leads received between two days (India time,
 * both included, either open), counted by the page they were sent from, by city and by source,
 * with how many of them are booked now.
 */
import type { D1Like } from '../leads/d1';
import { CITY_SQL, NOT_SET, PAGE_SQL, SOURCE_SQL, whereOf, type LeadFilters } from './filters';
import type { AdminReport, ReportRow } from './types';

async function countBy(db: D1Like, key: string, filters: LeadFilters): Promise<ReportRow[]> {
  const where = whereOf(filters);
  const { results } = await db
    .prepare(
      `SELECT COALESCE(NULLIF(${key}, ''), '${NOT_SET}') AS key, COUNT(*) AS leads,
         SUM(l.status = 'booked') AS booked
       FROM leads l ${where.sql} GROUP BY 1 ORDER BY leads DESC, booked DESC, key`,
    )
    .bind(...where.values)
    .all<ReportRow>();
  return results.map((r) => ({ key: r.key, leads: r.leads, booked: r.booked ?? 0 }));
}

export async function leadReport(
  db: D1Like,
  from: string | null,
  to: string | null,
): Promise<AdminReport> {
  const filters: LeadFilters = {
    status: null,
    city: null,
    source: null,
    from,
    to,
    q: null,
    offset: 0,
    limit: 1,
  };
  const [byPage, byCity, bySource] = await Promise.all([
    countBy(db, PAGE_SQL, filters),
    countBy(db, CITY_SQL, filters),
    countBy(db, SOURCE_SQL, filters),
  ]);
  const sum = (rows: ReportRow[], field: 'leads' | 'booked') =>
    rows.reduce((n, r) => n + r[field], 0);
  return {
    ok: true,
    from,
    to,
    total: { leads: sum(byPage, 'leads'), booked: sum(byPage, 'booked') },
    byPage,
    byCity,
    bySource,
  };
}
