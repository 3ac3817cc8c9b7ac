/**
 * Every number that protects the leads endpoint (functions/api/leads.ts), with the reason for it.
 * Change them here; the edge and its tests read nothing else.
 */
export const LEAD_LIMITS = {
  /**
   * The largest request body, in bytes. The longest honest lead (a 4 BHK item list, a 2,000-character
   * message, a written scope) is under 10 KB; anything far larger is not a lead.
   */
  maxBodyBytes: 32 * 1024,

  /**
   * Leads from one IP address per window. Indian mobile networks put thousands of phones behind
   * one address (carrier-grade NAT), so this is set for a crowd, not a person: a flood stops
   * here, while neighbours on the same tower still get through.
   */
  perIp: { max: 20, windowSeconds: 10 * 60 },

  /**
   * Leads for one phone number per window. A family asking for two or three moves (home, car,
   * a parent's flat) is real; ten in an hour for one number is someone else's number being
   * used, or a script.
   */
  perPhone: { max: 5, windowSeconds: 60 * 60 },

  /**
   * Faster than a person can fill a form from its first showing, in milliseconds. A lead this
   * fast is kept but marked suspect and not e-mailed: an autofilled form on a fast phone can come
   * close, and a real lead must never be refused for speed.
   */
  minFillMs: 2500,
} as const;

/** How a notification that failed is tried again: the wait grows, and never gives up. */
export const NOTIFY_RETRY = {
  /** The wait after the first failure, in seconds; doubled after each further one. */
  firstDelaySeconds: 60,
  /** The longest wait between two tries: a lead waits at most this long once the API is back. */
  maxDelaySeconds: 6 * 60 * 60,
  /** How many waiting notifications one request delivers at most, after its own answer. */
  batch: 5,
  /** How long one try holds a notification so that two requests do not both send it. */
  leaseSeconds: 60,
} as const;
