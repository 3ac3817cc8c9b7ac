/**
 * Whether a request is the owner's (docs/owner-inbox.md#only-the-owner-gets-in): a live session
 * cookie (./session.ts), or the secret itself, offered by the sign-in form or by HTTP Basic with
 * any user name. A wrong secret is counted against its sender and answered after a growing wait
 * (./failures.ts); a right one forgets the sender's count.
 */
import type { D1Like } from '../leads/d1';
import {
  countFailure,
  failuresOf,
  failureWaitMs,
  forgetFailures,
  senderKey,
  stillWaiting,
} from './failures';
import { basicPassword, sameSecret } from './secret';
import { sessionOf, validSession } from './session';

export interface AuthEnv {
  DB: D1Like;
  /** Mixed into the hash kept of each sender's address (as for the leads endpoint). */
  IP_SALT?: string;
}

/** The edge's clock and its way to wait: tests hand in their own. */
export interface Clock {
  /** Seconds since 1970. */
  now: number;
  sleep: (ms: number) => Promise<void>;
}

/** True when `offered` is the secret; a wrong one (or one sent while waiting) is counted, waited. */
export async function checkOffered(
  request: Request,
  env: AuthEnv,
  password: string,
  offered: string,
  clock: Clock,
): Promise<boolean> {
  const key = await senderKey(request, env.IP_SALT ?? '');
  const failures = await failuresOf(env.DB, key);
  if (failures && stillWaiting(failures, clock.now)) {
    await clock.sleep(failureWaitMs(failures.count));
    return false;
  }
  if (await sameSecret(offered, password)) {
    if (failures) await forgetFailures(env.DB, key);
    return true;
  }
  const count = await countFailure(env.DB, key, clock.now);
  await clock.sleep(failureWaitMs(count));
  return false;
}

/** True for a request with a live session cookie, or the right secret by HTTP Basic. */
export async function isOwner(
  request: Request,
  env: AuthEnv,
  password: string,
  clock: Clock,
): Promise<boolean> {
  if (await validSession(sessionOf(request), password, clock.now)) return true;
  const basic = basicPassword(request.headers.get('Authorization'));
  return basic !== null && checkOffered(request, env, password, basic, clock);
}
