#!/usr/bin/env node
// `npm run load`: a bounded load test of the leads endpoint (POST /api/leads) on this machine only.
// It serves out/ with scripts/serve.mjs on a free port of 127.0.0.1, from a copy of the endpoint's
// sources (see `project` below), with a fresh D1 database in a folder of its own and the edge's
// e-mails sent to a stub in this process (never to EmailJS; Turnstile off), then sends a mix that
// models a normal day during an attack:
//
//   - real leads (quote, contact, partner) from many addresses, a few sharing one (mobile
//     networks put many phones behind one address), each with its own reference and mobile number;
//   - retries: the same lead sent again (the browser's outbox after a lost answer, a double tap),
//     which must stay one row;
//   - a flood: half the requests from one address, each a new lead, as a script would send them;
//   - a few invalid requests (an unserved city, a bad phone, a date gone by, not JSON).
//
// The client address is the CF-Connecting-IP header, which the local runtime reads as Cloudflare
// sets it. Afterwards it reads the database and checks that every lead answered 201 or 200 is
// stored (`lost` must be 0), that the flooding address stored no more than the per-address limit
// allows, that every real lead was accepted and stored, and that no lead was e-mailed twice. It
// prints a markdown table and exits 1 when a check fails or any answer was a 5xx or no answer.
//
// 2,000 requests, 50 at a time. Sending stops after 300 seconds whatever happens, and the whole
// run ends at most three minutes later; the server is stopped with SIGTERM (serve.mjs then stops
// Wrangler) and the folder with its database removed.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { register } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import d1 from './d1-execute.cjs';

const { d1Execute } = d1;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1'; // never anything else

register('./ts-hooks.mjs', import.meta.url);
// The per-address limit the check follows, and references as the browser makes them.
const { perIp: PER_IP } = (await import('../lib/leads/limits.ts')).LEAD_LIMITS;
const { makeQuoteRef } = await import('../lib/quote-ref.ts');

const options = { requests: 2000, concurrency: 50, timeLimit: 300 };

if (!existsSync(path.join(root, 'out', 'index.html'))) {
  console.error('No static export in out/. Run `npm run build` first.');
  process.exit(1);
}

// ---- the requests ----------------------------------------------------------------------------

const refs = new Set();
/** A new reference as the browser makes one, never one used before here. */
function newRef() {
  let ref = makeQuoteRef();
  while (refs.has(ref)) ref = makeQuoteRef();
  refs.add(ref);
  return ref;
}

const phones = new Set();
/** A new valid Indian mobile number (6-9 first), typed in one of the ways visitors type them. */
function newPhone() {
  for (;;) {
    const digits = `${randomInt(6, 10)}${String(randomInt(1e9)).padStart(9, '0')}`;
    if (phones.has(digits)) continue;
    phones.add(digits);
    const a = digits.slice(0, 5);
    const b = digits.slice(5);
    return [`+91 ${a} ${b}`, digits, `0${digits}`, `${a} ${b}`, `+91-${a}-${b}`][randomInt(5)];
  }
}

const pick = (list) => list[randomInt(list.length)];
const CITIES = {
  Pune: ['Kothrud', 'Baner', 'Hadapsar', 'Wakad', 'Viman Nagar'],
  Mumbai: ['Andheri East', 'Powai', 'Dadar', 'Borivali West', 'Chembur'],
  Bangalore: ['Whitefield', 'Koramangala', 'HSR Layout', 'Indiranagar'],
  Hyderabad: ['Gachibowli', 'Kondapur', 'Madhapur'],
  Chennai: ['Velachery', 'Adyar', 'Anna Nagar'],
  Delhi: ['Dwarka', 'Rohini', 'Saket'],
  Thane: ['Ghodbunder Road', 'Majiwada'],
  Nagpur: ['Dharampeth', 'Manish Nagar'],
};
const SHIFTS = [
  ['Home Shifting', ['1 RK', '1 BHK', '2 BHK', '3 BHK', '4 BHK & above']],
  ['Office Shifting', ['Small office (up to 10 desks)', 'Medium office (11–30 desks)']],
  ['Vehicle Shifting', ['Two-wheeler', 'Car']],
];
const NAMES = ['Asha Rao', 'Rahul Sharma', 'Priya Nair', 'Imran Khan', 'Meena Iyer', 'राजेश कुमार'];

/** `YYYY-MM-DDTHH:MM` on an Indian clock, `days` ahead, in working hours. */
function moveTime(days) {
  const at = new Date(Date.now() + 5.5 * 3600e3 + days * 86400e3);
  const date = at.toISOString().slice(0, 10);
  return `${date}T${String(randomInt(8, 19)).padStart(2, '0')}:${pick(['00', '30'])}`;
}

function pageFor(lang, paths) {
  const p = pick(paths);
  return lang === 'hi' ? `/hi${p === '/' ? '' : p}` : p;
}

/** A lead as the site's forms send it. */
function realLead(kind, elapsedMs) {
  const lang = randomInt(10) < 2 ? 'hi' : 'en';
  const base = { kind, ref: newRef(), lang, elapsedMs, website: '' };
  if (kind === 'contact') {
    return {
      ...base,
      page: pageFor(lang, ['/contactus']),
      name: pick(NAMES),
      phone: newPhone(),
      email: `visitor${randomInt(1e6)}@example.com`,
      message: 'Please call me about a move next month.',
    };
  }
  if (kind === 'partner') {
    return {
      ...base,
      page: pageFor(lang, ['/becameoneofus']),
      name: `${pick(NAMES)} Transport`,
      email: `partner${randomInt(1e6)}@example.in`,
      phone: newPhone(),
      city: pick(Object.keys(CITIES)),
      message: 'We run four trucks and would like to work with you.',
    };
  }
  const [fromCity, toCity] = [pick(Object.keys(CITIES)), pick(Object.keys(CITIES))];
  const [service, sizes] = pick(SHIFTS);
  return {
    ...base,
    page: pageFor(lang, ['/form', '/', '/packers-movers-in-pune', '/form?utm_source=google']),
    phone: newPhone(),
    pickup: `${pick(CITIES[fromCity])}, ${fromCity}`,
    drop: `${pick(CITIES[toCity])}, ${toCity}`,
    fromCity,
    toCity,
    moveTime: moveTime(randomInt(2, 21)),
    service,
    size: pick(sizes),
    message: randomInt(3) ? '' : 'Fragile items: a glass table and a fridge.',
    estimate: '',
    items: '',
    scope: '',
  };
}

/** Invalid requests as bots and broken clients send them: each must get a 4xx other than 429. */
function invalidRequest(i) {
  const lead = realLead('quote', 30000);
  const variants = [
    () => ({ body: { ...lead, toCity: 'Atlantis' } }),
    () => ({ body: { ...lead, phone: '12345' } }),
    () => ({ body: { ...lead, moveTime: '2020-01-01T10:00' } }),
    () => ({ body: { ...lead, ref: 'SE-IIIIII' } }),
    () => ({ body: { ...lead, kind: 'order' } }),
    () => ({ raw: '{"kind":"quote",', type: 'application/json' }),
    () => ({ raw: 'phone=9876543210', type: 'application/x-www-form-urlencoded' }),
  ];
  return variants[i % variants.length]();
}

/** An address of its own: the carrier-grade NAT range, then IPv6 as Indian mobile networks use. */
let nextAddress = 1;
function newAddress() {
  const n = nextAddress++;
  if (n % 3 === 0) return `2401:4900:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`;
  return `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
}
const FLOOD_ADDRESS = '203.0.113.7';

/** The whole run, shuffled: each item one request; a retry is its lead's item again. */
function plan(total) {
  const flood = Math.round(total * 0.5);
  const invalid = Math.max(7, Math.round(total * 0.02));
  const retries = Math.round(total * 0.05);
  const real = total - flood - invalid - retries;
  const items = [];
  const leads = [];
  const perAddress = new Map();
  for (let i = 0; i < real; i++) {
    const r = randomInt(100);
    const kind = r < 85 ? 'quote' : r < 95 ? 'contact' : 'partner';
    // Most come from an address of their own; some from one already seen (at most 5 leads each,
    // well under the per-address limit, so none of them may be refused).
    const shared = [...perAddress.entries()].filter(([, n]) => n < 5);
    const address = shared.length && randomInt(100) < 20 ? pick(shared)[0] : newAddress();
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    const item = {
      role: 'real',
      address,
      body: JSON.stringify(realLead(kind, randomInt(8000, 240000))),
    };
    leads.push(item);
    items.push(item);
  }
  for (let i = 0; i < retries; i++) items.push({ ...pick(leads), role: 'retry' });
  for (let i = 0; i < flood; i++) {
    // A script fills nothing by hand: a fraction of a second from "load" to "send".
    const body = JSON.stringify(realLead('quote', randomInt(200, 1500)));
    items.push({ role: 'flood', address: FLOOD_ADDRESS, body });
  }
  for (let i = 0; i < invalid; i++) {
    const { body, raw, type } = invalidRequest(i);
    items.push({
      role: 'invalid',
      address: newAddress(),
      body: raw ?? JSON.stringify(body),
      type,
    });
  }
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return { items, mix: { real, retries, flood, invalid, addresses: perAddress.size } };
}

// ---- the server and the e-mail stub ----------------------------------------------------------

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The e-mail API as the edge calls it: answers 200 at once and counts each lead's e-mails. */
function startMailStub() {
  const mailed = new Map();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      try {
        const ref = JSON.parse(Buffer.concat(chunks).toString()).template_params?.reference;
        mailed.set(ref, (mailed.get(ref) ?? 0) + 1);
      } catch {
        mailed.set('?', (mailed.get('?') ?? 0) + 1);
      }
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('OK');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, HOST, () => resolve({ server, mailed, port: server.address().port })),
  );
}

const work = mkdtempSync(path.join(os.tmpdir(), 'leads-load-'));
const state = path.join(work, 'state');

// Wrangler rebuilds the functions and restarts them whenever one of their source files changes,
// and a restart answers every request in flight with a 503 ("Your worker restarted
// mid-request"): in a checkout someone is editing, that would be counted against the endpoint.
// So the server runs from a copy of the endpoint's sources taken now (the static export and the
// packages are used in place), and measures this version of the code from start to end.
const project = path.join(work, 'project');
const SOURCES = [
  'functions',
  'lib',
  'content',
  'migrations',
  'wrangler.toml',
  'tsconfig.json',
  'package.json',
  'scripts/serve.mjs',
];
for (const entry of SOURCES) {
  cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
}
symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'dir');
let serverProcess = null;

function startServer(port, mailPort) {
  const edgeVars = {
    EMAIL_API_URL: `http://${HOST}:${mailPort}/email`,
    EMAILJS_PUBLIC_KEY: 'load_public_key',
    EMAILJS_PRIVATE_KEY: 'load_private_key',
    EMAILJS_SERVICE_ID: 'load_service',
    EMAILJS_QUOTE_TEMPLATE_ID: 'load_quote',
    EMAILJS_CONTACT_TEMPLATE_ID: 'load_contact',
    EMAILJS_PARTNER_TEMPLATE_ID: 'load_partner',
    // No Turnstile: this script cannot solve one, and Cloudflare's API is out of reach.
    TURNSTILE_SECRET_KEY: '',
    SITE_URL: `http://${HOST}:${port}`,
  };
  serverProcess = spawn(process.execPath, [path.join(project, 'scripts/serve.mjs')], {
    cwd: project,
    env: {
      ...process.env,
      PORT: String(port),
      SERVE_HOST: HOST,
      SERVE_DIR: path.join(root, 'out'),
      D1_STATE: state,
      EDGE_VARS: JSON.stringify(edgeVars),
      QUIET_SERVE: '1',
    },
    // Its own process group, so that a server that will not stop can be ended with its children.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  serverProcess.stderr.on('data', (c) => {
    errors = (errors + c).slice(-4000);
  });
  serverProcess.errors = () => errors;
}

/** SIGTERM (serve.mjs stops Wrangler and cleans up), and after 20 s its whole group is killed. */
async function stopServer() {
  const child = serverProcess;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), 20000));
  if ((await Promise.race([exited, timer])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });

/** One request to this machine's server: status (0 for no answer), body, milliseconds. */
function send(port, { method = 'POST', pathname = '/api/leads', headers = {}, body = '' }) {
  return new Promise((resolve) => {
    const start = performance.now();
    const req = http.request(
      { host: HOST, port, method, path: pathname, headers, agent, timeout: 30000 },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - start,
          }),
        );
        res.on('error', (err) =>
          resolve({ status: 0, body: String(err), ms: performance.now() - start }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', (err) =>
      resolve({ status: 0, body: String(err.message), ms: performance.now() - start }),
    );
    req.end(body);
  });
}

async function waitForServer(port, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (serverProcess.exitCode !== null) break;
    // The function's own answer to a GET (405): Wrangler has bundled and loaded it.
    const { status } = await send(port, { method: 'GET' });
    if (status === 405) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Runs SQL on the run's database after the server has stopped; the rows of the first statement. */
function query(sql) {
  const run = d1Execute(sql, { state, cwd: project });
  if (!run.ok) throw new Error(`reading the database failed: ${run.error}`);
  return run.statements[0].results;
}

// ---- the run ---------------------------------------------------------------------------------

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;
const fmt = (n) => n.toLocaleString('en-US');
const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '–');

let exitCode = 0;
/** Stops the server, removes this run's folder and leaves. */
async function leave(code) {
  await stopServer();
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
// The server is in a process group of its own, which Ctrl-C does not reach: stop it here.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`${signal}: stopping the server.`);
    void leave(130);
  });
}
// Sending stops at the time limit; whatever happens besides (a server slow to start or to stop,
// a database slow to read), the whole run ends three minutes after that.
const HARD_STOP_SECONDS = options.timeLimit + 180;
setTimeout(() => {
  console.error(`Still running ${HARD_STOP_SECONDS} s after the start: stopping.`);
  void leave(3);
}, HARD_STOP_SECONDS * 1000).unref();

async function main() {
  const { items, mix } = plan(options.requests);
  const mail = await startMailStub();
  const port = await freePort();
  const loadBefore = os.loadavg()[0];
  startServer(port, mail.port);
  if (!(await waitForServer(port, 120))) {
    console.error(`The server did not start on ${HOST}:${port}.\n${serverProcess.errors()}`);
    await stopServer();
    mail.server.close();
    return 1;
  }

  const results = new Array(items.length);
  const deadline = Date.now() + options.timeLimit * 1000;
  let next = 0;
  let timedOut = false;
  const started = performance.now();
  async function worker() {
    while (next < items.length) {
      if (Date.now() > deadline) {
        timedOut = true;
        return;
      }
      const i = next++;
      const item = items[i];
      const headers = {
        'Content-Type': item.type ?? 'application/json',
        'CF-Connecting-IP': item.address,
      };
      if (item.role !== 'flood') headers.Origin = `http://${HOST}:${port}`;
      results[i] = await send(port, { headers, body: item.body });
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const finishedAt = Date.now();
  const loadAfter = os.loadavg()[0];
  // The e-mails of the last leads go out after their answers: a moment for them.
  await new Promise((r) => setTimeout(r, 3000));
  await stopServer();
  mail.server.close();
  agent.destroy();

  // ---- what came back ----
  /** Why a request got a 5xx or nothing: the endpoint's own refusal, or the runtime around it. */
  function failureKind(r) {
    if (r.status === 0) return 'no answer';
    // Wrangler rebuilds and restarts the functions when one of their source files changes.
    if (/restarted mid-request/i.test(r.body)) return 'worker restarted (a source file changed)';
    if (r.status === 502) return 'Wrangler not answering (502 from the front)';
    try {
      if (JSON.parse(r.body).field === 'server') return 'the endpoint could not store (503)';
    } catch {
      // not the endpoint's JSON
    }
    return `HTTP ${r.status}`;
  }
  const failureKinds = new Map();
  const count = { sent: 0, 201: 0, 200: 0, 429: 0, other4xx: 0, failed: 0 };
  const answered = new Map(); // ref -> statuses
  const latencies = [];
  const failures = [];
  const wrongStatus = [];
  for (let i = 0; i < items.length; i++) {
    const r = results[i];
    if (!r) continue;
    const item = items[i];
    count.sent++;
    latencies.push(r.ms);
    if (r.status === 201 || r.status === 200 || r.status === 429) count[r.status]++;
    else if (r.status >= 400 && r.status < 500) count.other4xx++;
    else count.failed++;
    if (r.status === 0 || r.status >= 500) {
      const kind = failureKind(r);
      failureKinds.set(kind, (failureKinds.get(kind) ?? 0) + 1);
      failures.push(`${item.role} from ${item.address}: ${r.status || 'no answer'}: ${r.body}`);
    }
    let ref = null;
    try {
      ref = JSON.parse(item.body).ref;
    } catch {
      // not JSON: no reference
    }
    if (ref && (r.status === 201 || r.status === 200)) {
      const body = JSON.parse(r.body);
      if (body.ref !== ref) wrongStatus.push(`${ref} answered for ${body.ref}`);
    }
    if (ref) answered.set(ref, [...(answered.get(ref) ?? []), { status: r.status, item }]);
    const expected =
      item.role === 'invalid'
        ? r.status >= 400 && r.status < 500 && r.status !== 429
        : item.role === 'flood'
          ? [201, 429].includes(r.status)
          : [200, 201].includes(r.status);
    if (!expected && r.status !== 0 && r.status < 500)
      wrongStatus.push(`${item.role} ${ref ?? ''} from ${item.address}: ${r.status} ${r.body}`);
  }

  // ---- what was stored ----
  const rows = query(
    "SELECT json_object('ref', ref, 'suspect', suspect, 'notify', notify_status) AS row FROM leads",
  ).map((r) => JSON.parse(r.row));
  const stored = new Map(rows.map((r) => [r.ref, r]));
  let lost = 0;
  const lostRefs = [];
  let twice = 0; // a reference answered 201 more than once
  let phantom = 0; // stored, though refused (4xx) and never answered 2xx
  // Stored, but its 201 was lost (a 5xx or no answer came back instead): the browser's outbox
  // sends it again and gets 200.
  let storedUnanswered = 0;
  let floodStored = 0;
  let realAccepted = 0;
  let realStored = 0;
  let realRefused = 0; // answered 429 or another 4xx, never 2xx
  for (const [ref, answers] of answered) {
    const ok = answers.filter((a) => a.status === 201 || a.status === 200);
    if (answers.filter((a) => a.status === 201).length > 1) twice++;
    if (ok.length && !stored.has(ref)) {
      lost++;
      lostRefs.push(ref);
    }
    const failedOnce = answers.some((a) => a.status === 0 || a.status >= 500);
    if (stored.has(ref) && !ok.length && !failedOnce) phantom++;
    if (stored.has(ref) && !answers.some((a) => a.status === 201) && failedOnce) storedUnanswered++;
    const role = answers[0].item.role === 'retry' ? 'real' : answers[0].item.role;
    if (role === 'flood' && stored.has(ref)) floodStored++;
    if (role === 'real') {
      if (ok.length) realAccepted++;
      if (ok.length && stored.has(ref)) realStored++;
      if (!ok.length && answers.some((a) => a.status >= 400 && a.status < 500)) realRefused++;
    }
  }
  const invalidStored = [...answered.entries()].filter(
    ([ref, a]) => a[0].item.role === 'invalid' && stored.has(ref),
  ).length;
  const windows =
    Math.floor(finishedAt / 1000 / PER_IP.windowSeconds) -
    Math.floor((finishedAt - seconds * 1000) / 1000 / PER_IP.windowSeconds) +
    1;
  const floodAllowed = PER_IP.max * windows;
  const mailedTwice = [...mail.mailed.entries()].filter(([, n]) => n > 1).length;
  const mailedTotal = [...mail.mailed.values()].reduce((a, b) => a + b, 0);
  const notify = { sent: 0, pending: 0, held: 0, off: 0 };
  for (const r of rows) notify[r.notify] = (notify[r.notify] ?? 0) + 1;
  const uniqueRefsAccepted = [...answered.values()].filter((a) =>
    a.some((x) => x.status === 201),
  ).length;

  const sorted = [...latencies].sort((a, b) => a - b);
  const accepted201 = results
    .filter((r) => r && r.status === 201)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const limited = results
    .filter((r) => r && r.status === 429)
    .map((r) => r.ms)
    .sort((a, b) => a - b);

  const checks = [
    ['Lost (answered 201/200, no row)', lost, 0, lost === 0],
    [
      `Flood address: leads stored (limit ${PER_IP.max} per ${PER_IP.windowSeconds / 60} min)`,
      floodStored,
      `≤ ${floodAllowed}`,
      floodStored <= floodAllowed,
    ],
    [
      'Other addresses: accepted leads stored',
      `${fmt(realStored)} of ${fmt(realAccepted)}`,
      'all',
      realStored === realAccepted,
    ],
    ['Other addresses: leads refused (429 or 4xx)', realRefused, 0, realRefused === 0],
    ['A reference answered 201 twice', twice, 0, twice === 0],
    [
      'Stored rows',
      fmt(rows.length),
      storedUnanswered
        ? `${fmt(uniqueRefsAccepted)} answered 201 + ${fmt(storedUnanswered)} whose answer was lost`
        : fmt(uniqueRefsAccepted),
      rows.length === uniqueRefsAccepted + storedUnanswered,
    ],
    ['Rows for refused requests', phantom + invalidStored, 0, phantom + invalidStored === 0],
    ['Leads e-mailed twice', mailedTwice, 0, mailedTwice === 0],
    ['Unexpected answers', wrongStatus.length, 0, wrongStatus.length === 0],
  ];
  if (timedOut) checks.push(['Stopped at the time limit', 'yes', 'no', false]);

  const lines = [
    '| Requests | Count | Expected |',
    '| --- | --- | --- |',
    `| Sent (concurrency ${options.concurrency}) | ${fmt(count.sent)} | ${fmt(options.requests)} |`,
    `| Accepted (201) | ${fmt(count[201])} | ${fmt(mix.real)} real + ≤ ${floodAllowed} flood |`,
    `| Duplicates (200) | ${fmt(count[200])} | ${fmt(mix.retries)} retries |`,
    `| Rate-limited (429) | ${fmt(count[429])} | ≥ ${fmt(mix.flood - floodAllowed)}, flood only |`,
    `| Refused (other 4xx) | ${fmt(count.other4xx)} | ${fmt(mix.invalid)} invalid |`,
    `| Server errors (5xx) or no answer | ${fmt(count.failed)}${
      failureKinds.size
        ? ` (${[...failureKinds].map(([kind, n]) => `${n}: ${kind}`).join('; ')})`
        : ''
    } | 0 |`,
    '',
    '| Check | Result | Expected | OK |',
    '| --- | --- | --- | --- |',
    ...checks.map(
      ([name, got, want, ok]) => `| ${name} | ${got} | ${want} | ${ok ? 'yes' : '**NO**'} |`,
    ),
    '',
    '| Time | All answers | 201 | 429 |',
    '| --- | --- | --- | --- |',
    ...[50, 95, 99].map(
      (p) =>
        `| p${p} | ${ms(percentile(sorted, p))} | ${ms(percentile(accepted201, p))} | ${ms(percentile(limited, p))} |`,
    ),
    `| Throughput | ${(count.sent / seconds).toFixed(1)} requests/s over ${seconds.toFixed(1)} s | | |`,
    '',
    `Mix: ${fmt(mix.real)} real leads from ${fmt(mix.addresses)} addresses, ${fmt(mix.retries)} ` +
      `retries of them, ${fmt(mix.flood)} leads from one flooding address, ${fmt(mix.invalid)} ` +
      `invalid requests. E-mails to the stub: ${fmt(mailedTotal)}; when the run ended ` +
      `${fmt(notify.sent)} stored leads were e-mailed, ${fmt(notify.pending)} waited for the next ` +
      `requests to send theirs and ${fmt(notify.held)} were held as suspect. ` +
      `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores ` +
      `(load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after), Node ${process.version}.`,
  ];
  console.log(lines.join('\n'));

  const problems = [
    ...failures.slice(0, 10),
    ...wrongStatus.slice(0, 10),
    ...lostRefs.slice(0, 10).map((ref) => `lost: ${ref}`),
  ];
  if (problems.length) console.error(`\nFirst problems:\n${problems.join('\n')}`);
  const said = serverProcess.errors().trim();
  if (said) console.error(`\nThe server said (the start of its last 4 KB):\n${said.slice(0, 800)}`);
  return count.failed === 0 && checks.every(([, , , ok]) => ok) ? 0 : 1;
}

try {
  exitCode = await main();
} catch (err) {
  console.error(err);
  exitCode = 1;
}
await leave(exitCode);
