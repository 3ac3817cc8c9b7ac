/**
 * What the inbox API (lib/admin/handle.ts) sends the inbox's page. Plain data: the page formats
 * times and words it with content/admin-text.ts.
 */
import type { LeadKind } from '../leads/kinds';
import type { LeadStatus } from './statuses';

export interface LeadEvent {
  /** Seconds since 1970. */
  at: number;
  status: LeadStatus;
  note: string;
}

/** A lead as the owner reads it; '' where a lead has no such thing. */
export interface AdminLead {
  ref: string;
  kind: LeadKind;
  /** When it arrived, seconds since 1970. */
  createdAt: number;
  status: LeadStatus;
  /** When its status last changed, or null (still new). */
  statusAt: number | null;
  note: string;
  name: string;
  phone: string;
  email: string;
  /** A quote's pickup and drop, a partner's city. */
  from: string;
  to: string;
  city: string;
  /** `2026-12-05T10:30`, the visitor's wall clock. */
  moveTime: string;
  service: string;
  size: string;
  message: string;
  /** The chat message's estimate line, the item list room by room, the written scope's link. */
  estimate: string;
  items: string;
  scopeLink: string;
  /** The path and query the form was on; the page the visit landed on. */
  page: string;
  landing: string;
  lang: string;
  source: string;
  medium: string;
  campaign: string;
  /** gclid, gbraid or wbraid when an ad click's id is stored (the id itself stays at the edge). */
  clickIdKind: string;
  /** Why it looks like a bot's, or ''. */
  suspect: string;
  /** Every change of status or note, oldest first. */
  events: LeadEvent[];
}

export interface LeadList {
  ok: true;
  leads: AdminLead[];
  /** How many leads the filters match in all. */
  total: number;
  /** The cities and sources any lead has, for the filters' choices. */
  cities: string[];
  sources: string[];
}

export interface ReportRow {
  key: string;
  leads: number;
  booked: number;
}

export interface AdminReport {
  ok: true;
  from: string | null;
  to: string | null;
  total: { leads: number; booked: number };
  byPage: ReportRow[];
  byCity: ReportRow[];
  bySource: ReportRow[];
}
