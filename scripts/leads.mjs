#!/usr/bin/env node
// `npm run leads`: the leads the site has stored, newest first, read from the local D1 database
// that `npm start` serves with (.wrangler/state, or $D1_STATE; see scripts/serve.mjs). One card a
// lead, narrow enough for a phone's terminal: reference, kind, time received (India time), phone,
// route (a quote) or name and city (contact, partner), the page it came from, whether the business
// was e-mailed, and a `!` when it looks like a bot's.
//
//   npm run leads                       the latest 50
//   npm run leads -- --limit 200 --kind quote
//   npm run leads -- --json             one JSON object a line, for other tools
//
// It reads with `wrangler d1 execute --local` (in the project, which has wrangler.toml) and prints
// to this terminal only: Wrangler writes everything it prints to a debug log as well
// (~/.config/.wrangler/logs by default), so here that log goes to a temporary folder that is
// removed at the end, and no phone number or name is left behind on disk. The deployed database
// is read the same way with `npx wrangler d1 execute DB --remote --command "SELECT …"`.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import d1 from './d1-execute.cjs';

const { d1Execute } = d1;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KINDS = ['quote', 'contact', 'partner'];
const NO_LEADS = 'No leads yet: start the site with npm start and send a request';
const USAGE = `Usage: npm run leads -- [--limit N] [--kind quote|contact|partner] [--json]
  --limit N   how many of the newest leads (default 50)
  --kind K    only quote, contact or partner leads
  --json      one JSON object a line instead of the table
The database is .wrangler/state, or $D1_STATE (as for npm start).`;

function fail(message) {
  console.error(message);
  process.exit(2);
}

function parseArgs(argv) {
  const options = { limit: 50, kind: null, json: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--json') options.json = true;
    else if (flag === '--limit') {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1 || n > 100000) fail('--limit takes a whole number ≥ 1');
      options.limit = n;
    } else if (flag === '--kind') {
      const kind = value();
      if (!KINDS.includes(kind)) fail(`--kind takes one of ${KINDS.join(', ')}`);
      options.kind = kind;
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`Unknown option ${argv[i]}\n${USAGE}`);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));

if (process.env.D1_STATE === 'temp')
  fail('D1_STATE=temp is a fresh database removed when its server stops: nothing to read.');
const state = path.resolve(root, process.env.D1_STATE || path.join('.wrangler', 'state'));

/** Says there is nothing to show: on stderr under --json, so stdout stays valid JSON lines. */
function nothing(message) {
  (options.json ? console.error : console.log)(message);
  process.exit(0);
}

// Wrangler would create an empty database file to answer "no such table": look before asking.
const d1Dir = path.join(state, 'v3', 'd1', 'miniflare-D1DatabaseObject');
if (!existsSync(d1Dir) || !readdirSync(d1Dir).some((f) => f.endsWith('.sqlite'))) nothing(NO_LEADS);

/** Runs SQL (only statements written here) on the local database; one result per statement. */
function query(sql) {
  const run = d1Execute(sql, { state });
  if (!run.ok) {
    if (/no such table/i.test(run.error)) nothing(NO_LEADS);
    fail(`Reading the leads failed: ${run.error}`);
  }
  return run.statements.map((statement) => statement.results ?? []);
}

// The kind and the limit are checked above against fixed values, so they can be written in. Each
// row comes as one JSON text: Wrangler 3's --json output writes an SQL NULL as the string "null",
// which could not be told from a name typed as "null"; json_object keeps NULL as null.
const COLUMNS = [
  'ref',
  'kind',
  'created_at',
  'phone',
  'name',
  'email',
  'from_place',
  'to_place',
  'page',
  'lang',
  'suspect',
  'notify_status',
  'notify_attempts',
  'notify_error',
  'notified_at',
];
const where = options.kind ? `WHERE kind = '${options.kind}'` : '';
const [found, [{ total }]] = query(
  `SELECT json_object(${COLUMNS.map((c) => `'${c}', ${c}`).join(', ')}) AS lead
   FROM leads ${where} ORDER BY created_at DESC, rowid DESC LIMIT ${options.limit};
   SELECT COUNT(*) AS total FROM leads ${where};`,
);
const rows = found.map((r) => JSON.parse(r.lead));

if (rows.length === 0) {
  if (options.kind) nothing(`No ${options.kind} leads yet.`);
  nothing(NO_LEADS);
}

const iso = (seconds) => (seconds == null ? null : new Date(seconds * 1000).toISOString());

if (options.json) {
  for (const r of rows) {
    const lead = {
      ref: r.ref,
      kind: r.kind,
      createdAt: iso(r.created_at),
      phone: r.phone,
      name: r.name,
      email: r.email,
      // A quote's pickup and drop; a partner's city as `from`.
      from: r.from_place,
      to: r.to_place,
      page: r.page,
      lang: r.lang,
      suspect: r.suspect,
      notify: r.notify_status,
      notifyAttempts: r.notify_attempts,
      notifyError: r.notify_error,
      notifiedAt: iso(r.notified_at),
    };
    console.log(JSON.stringify(lead));
  }
  process.exit(0);
}

const when = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
/** `25 Nov 2026, 9:41 pm`, India time. */
function indiaTime(seconds) {
  const part = Object.fromEntries(
    when.formatToParts(new Date(seconds * 1000)).map((p) => [p.type, p.value]),
  );
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod.toLowerCase()}`;
}

const width = Math.max(
  40,
  Math.min(process.stdout.columns || Number(process.env.COLUMNS) || 80, 120),
);
/**
 * Text a visitor typed, safe for a terminal (no control characters: an escape sequence in a
 * name must not drive the terminal) and cut to the line's width.
 */
function fit(text, room = width) {
  const chars = Array.from(String(text ?? '').replace(/[\p{Cc}\p{Cf}]+/gu, ' '));
  return chars.length <= room ? chars.join('') : `${chars.slice(0, room - 1).join('')}…`;
}

function notifyText(r) {
  if (r.notify_status === 'sent') return 'e-mailed';
  if (r.notify_status === 'off') return 'not e-mailed (e-mail not set up)';
  if (r.notify_status === 'held') return 'not e-mailed (held as suspect)';
  const tries = r.notify_attempts
    ? `, ${r.notify_attempts} ${r.notify_attempts === 1 ? 'try' : 'tries'}`
    : '';
  const error = r.notify_error ? `: ${r.notify_error}` : '';
  return `e-mail pending${tries}${error}`;
}

function places(r) {
  if (r.kind === 'quote') return `${r.from_place ?? '?'} → ${r.to_place ?? '?'}`;
  if (r.kind === 'partner') return [r.name, r.from_place].filter(Boolean).join(', ');
  return r.name ?? '';
}

const inProject = !path.relative(root, state).startsWith('..');
const shownState = inProject ? path.relative(root, state) : state;
const shown = rows.length < total ? `the newest ${rows.length} of ${total}` : `${total}`;
const noun = options.kind ? `${options.kind} lead` : 'lead';
console.log(
  fit(`${shown} ${noun}${total === 1 ? '' : 's'}, newest first (India time) · ${shownState}`),
);
for (const r of rows) {
  const mark = r.suspect ? `  ! ${r.suspect}` : '';
  console.log('');
  console.log(fit(`${r.ref}  ${r.kind.padEnd(7)}  ${indiaTime(r.created_at)}${mark}`));
  console.log(`  ${fit(r.phone, width - 2)}`);
  console.log(`  ${fit(places(r), width - 2)}`);
  if (r.kind !== 'quote' && r.email) console.log(`  ${fit(r.email, width - 2)}`);
  // The page and the e-mail's state on one line where they fit, else one line each.
  const tail = `${r.page} · ${notifyText(r)}`;
  if (Array.from(tail).length <= width - 2)
    console.log(`  ${tail.replace(/[\p{Cc}\p{Cf}]+/gu, ' ')}`);
  else {
    console.log(`  ${fit(r.page, width - 2)}`);
    console.log(`  ${fit(notifyText(r), width - 2)}`);
  }
}
