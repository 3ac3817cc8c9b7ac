/**
 * The filtered leads as a file for Excel or Google Sheets (docs/owner-inbox.md#exporting-the-leads):
 * every column the owner may want, times in India time, in the CSV of ./csv.ts.
 */
import type { D1Like } from '../leads/d1';
import { whereOf, type LeadFilters } from './filters';
import { BOM, csvText, type Cell } from './csv';
import { indiaTimeText } from './india-time';
import { leadOf, selectLeads } from './rows';
import type { AdminLead } from './types';

/** The most leads one file holds: years of this business's leads, in a few megabytes. */
export const CSV_MAX_ROWS = 20_000;

const COLUMNS: [string, (lead: AdminLead) => Cell][] = [
  ['Reference', (l) => l.ref],
  ['Kind', (l) => l.kind],
  ['Received (India time)', (l) => indiaTimeText(l.createdAt)],
  ['Status', (l) => l.status],
  ['Status changed (India time)', (l) => (l.statusAt ? indiaTimeText(l.statusAt) : '')],
  ['Note', (l) => l.note],
  ['Name', (l) => l.name],
  ['Phone', (l) => l.phone],
  ['E-mail', (l) => l.email],
  ['From', (l) => l.from],
  ['To', (l) => l.to],
  ['City', (l) => l.city],
  ['Moving on', (l) => l.moveTime.replace('T', ' ')],
  ['Service', (l) => l.service],
  ['Size', (l) => l.size],
  ['Estimate', (l) => l.estimate],
  ['Items', (l) => l.items],
  ['Written scope', (l) => l.scopeLink],
  ['Message', (l) => l.message],
  ['Page', (l) => l.page],
  ['Landed on', (l) => l.landing],
  ['Source', (l) => l.source],
  ['Medium', (l) => l.medium],
  ['Campaign', (l) => l.campaign],
  ['Ad click id kind', (l) => l.clickIdKind],
  ['Language', (l) => l.lang],
  ['Looks automated', (l) => l.suspect],
];

export function leadsCsv(leads: AdminLead[]): string {
  return (
    BOM +
    csvText([
      COLUMNS.map(([name]) => name),
      ...leads.map((l) => COLUMNS.map(([, cell]) => cell(l))),
    ])
  );
}

/** The file of the leads the filters pick (all of them, not a page), newest first. */
export async function exportLeads(
  db: D1Like,
  filters: LeadFilters,
  origin: string,
): Promise<string> {
  const rows = await selectLeads(db, whereOf(filters), CSV_MAX_ROWS);
  return leadsCsv(rows.map((row) => leadOf(row, origin)));
}
