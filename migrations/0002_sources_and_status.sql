-- Where each lead came from, and how the owner works it to a booking (docs/owner-inbox.md).

-- The visit's campaign, last touch (lib/attribution.ts): the campaign's source and medium
-- (google / cpc), or the referring site (google.com / organic), or (direct) / (none).
ALTER TABLE leads ADD COLUMN src_source TEXT;
ALTER TABLE leads ADD COLUMN src_medium TEXT;
ALTER TABLE leads ADD COLUMN src_campaign TEXT;
-- The ad click's id for Google Ads' offline conversion import: gclid, gbraid or wbraid.
ALTER TABLE leads ADD COLUMN click_id TEXT;
ALTER TABLE leads ADD COLUMN click_id_kind TEXT CHECK (click_id_kind IN ('gclid', 'gbraid', 'wbraid'));
-- The page the visit landed on (a path, never its query).
ALTER TABLE leads ADD COLUMN landing TEXT;
-- First and last touch, whole, as JSON: { "first": {…}, "last": {…} }.
ALTER TABLE leads ADD COLUMN attribution TEXT;
-- The served city the lead is about: a quote's pickup city, a partner's city; null for contact.
ALTER TABLE leads ADD COLUMN city TEXT;

-- Where the owner has got to with the lead, and the last note; every change is in lead_events.
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'surveyed', 'quoted', 'booked', 'lost'));
ALTER TABLE leads ADD COLUMN status_at INTEGER;
ALTER TABLE leads ADD COLUMN note TEXT;

CREATE INDEX leads_by_status ON leads (status, created_at DESC);
CREATE INDEX leads_by_phone ON leads (phone);

-- Every change of status or note, with its time (whole seconds since 1970, UTC).
CREATE TABLE lead_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ref TEXT NOT NULL REFERENCES leads (ref),
  at INTEGER NOT NULL,
  status TEXT NOT NULL,
  note TEXT
);

CREATE INDEX lead_events_by_ref ON lead_events (ref, at);

-- Wrong owner secrets by sender (a salted hash of the address), for the growing delay.
CREATE TABLE admin_failures (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  last_at INTEGER NOT NULL
);
