-- Every lead the site receives (quote, contact, partner), kept before the visitor is answered.
-- Times are whole seconds since 1970, UTC.
CREATE TABLE leads (
  ref TEXT PRIMARY KEY,                 -- SE-7K4QMZ, made by the page: a resend is the same row
  kind TEXT NOT NULL CHECK (kind IN ('quote', 'contact', 'partner')),
  created_at INTEGER NOT NULL,
  phone TEXT NOT NULL,                  -- +91 98765 43210
  name TEXT,                            -- contact and partner
  email TEXT,                           -- contact and partner
  from_place TEXT,                      -- a quote's pickup, a partner's city
  to_place TEXT,                        -- a quote's drop
  page TEXT NOT NULL,                   -- the path the form was on
  lang TEXT NOT NULL,
  data TEXT NOT NULL,                   -- the whole lead as checked, JSON
  scope_signature TEXT,                 -- the written scope's signature, when one was issued
  suspect TEXT,                         -- why it looks like a bot's: honeypot, fast, …
  ip_hash TEXT NOT NULL,                -- a salted hash of the sender's address, never the address
  notify_status TEXT NOT NULL CHECK (notify_status IN ('pending', 'sent', 'off', 'held')),
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_next_at INTEGER NOT NULL,      -- when a pending notification is tried next
  notify_error TEXT,                    -- what the last failed try said
  notified_at INTEGER
);

CREATE INDEX leads_by_time ON leads (created_at DESC);
CREATE INDEX leads_to_notify ON leads (notify_status, notify_next_at);

-- Fixed-window counters for the rate limits (lib/leads/limits.ts): one row a key.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,                 -- ip:<hash> or phone:<digits>
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
