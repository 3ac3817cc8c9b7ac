/**
 * Wrong secrets by sender, for the growing wait (docs/owner-inbox.md#only-the-owner-gets-in): a
 * sender is a salted hash of its address (never the address), counted in admin_failures
 * (migrations/0002_sources_and_status.sql). Each wrong secret waits longer before its 401: half a
 * second, doubled with each further one, up to eight; while a sender's last wait lasts, a secret
 * it sends is not even compared. Signing in forgets the sender's count; a day without a wrong
 * secret starts it afresh.
 */
import type { D1Like } from '../leads/d1';
import { hashAddress } from '../leads/store';

export const FAILURE_WAIT = {
  /** The wait after the first wrong secret, in milliseconds. */
  firstMs: 500,
  /** The longest wait. */
  maxMs: 8000,
  /** A count older than this (seconds) starts again at one. */
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

/** The wait before answering the `count`th wrong secret in a row, in milliseconds. */
export function failureWaitMs(count: number): number {
  if (count < 1) return 0;
  return Math.min(FAILURE_WAIT.firstMs * 2 ** (count - 1), FAILURE_WAIT.maxMs);
}

/** The sender's key: `admin:` and a salted hash of the address Cloudflare saw. */
export async function senderKey(request: Request, salt: string): Promise<string> {
  return `admin:${await hashAddress(request.headers.get('CF-Connecting-IP') ?? '', salt)}`;
}

export interface SenderFailures {
  count: number;
  /** When the last wrong secret came, in seconds since 1970. */
  lastAt: number;
}

export async function failuresOf(db: D1Like, key: string): Promise<SenderFailures | null> {
  const row = await db
    .prepare('SELECT count, last_at FROM admin_failures WHERE key = ?')
    .bind(key)
    .first<{ count: number; last_at: number }>();
  return row ? { count: row.count, lastAt: row.last_at } : null;
}

/**
 * True while the wait of the sender's last wrong secret lasts (whole seconds, rounded up): a
 * secret sent meanwhile is refused unread, so guesses sent side by side gain nothing.
 */
export function stillWaiting(failures: SenderFailures | null, now: number): boolean {
  if (!failures || now - failures.lastAt >= FAILURE_WAIT.forgetAfterSeconds) return false;
  return now < failures.lastAt + Math.ceil(failureWaitMs(failures.count) / 1000);
}

/** Counts one wrong secret in one statement (two at once both count); the count so far. */
export async function countFailure(db: D1Like, key: string, now: number): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO admin_failures (key, count, last_at) VALUES (?1, 1, ?2)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN last_at < ?2 - ?3 THEN 1 ELSE count + 1 END,
         last_at = ?2
       RETURNING count`,
    )
    .bind(key, now, FAILURE_WAIT.forgetAfterSeconds)
    .first<{ count: number }>();
  return row?.count ?? 1;
}

export async function forgetFailures(db: D1Like, key: string): Promise<void> {
  await db.prepare('DELETE FROM admin_failures WHERE key = ?').bind(key).run();
}
