/**
 * The list the inbox shows (docs/owner-inbox.md#reading-the-list): the leads the filters pick,
 * newest first, a page at a time, how many there are in all, and the cities and sources any lead
 * has, for the filters' choices.
 */
import type { D1Like } from '../leads/d1';
import { CITY_SQL, SOURCE_SQL, whereOf, type LeadFilters } from './filters';
import { leadOf, selectLeads } from './rows';
import type { LeadList } from './types';

export async function listLeads(
  db: D1Like,
  filters: LeadFilters,
  origin: string,
): Promise<LeadList> {
  const where = whereOf(filters);
  const [rows, total, cities, sources] = await Promise.all([
    selectLeads(db, where, filters.limit, filters.offset),
    db
      .prepare(`SELECT COUNT(*) AS n FROM leads l ${where.sql}`)
      .bind(...where.values)
      .first<{ n: number }>(),
    db
      .prepare(
        `SELECT DISTINCT city AS name FROM (SELECT ${CITY_SQL} AS city FROM leads l)
         WHERE COALESCE(city, '') <> '' ORDER BY city COLLATE NOCASE`,
      )
      .all<{ name: string }>(),
    db
      .prepare(`SELECT DISTINCT ${SOURCE_SQL} AS name FROM leads l ORDER BY name COLLATE NOCASE`)
      .all<{ name: string }>(),
  ]);
  return {
    ok: true,
    leads: rows.map((row) => leadOf(row, origin)),
    total: total?.n ?? 0,
    cities: cities.results.map((r) => r.name),
    sources: sources.results.map((r) => r.name),
  };
}
