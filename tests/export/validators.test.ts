import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { OUT, decode } from './export';

/**
 * The W3C Nu HTML Checker (npm vnu-jar, run by the machine's Java) over every page of the static
 * export, English and Hindi, 404.html included: one Java process for all of them, as a crawler
 * would read the files. Errors and warnings fail, each with its file, line and message, except
 * those of ALLOWED below, a fixed list of messages judged not to be real, each with the reason and
 * a test of that reason on the very message; every one allowed is counted in the test's log. Plain information (React's `<meta ... />`, whose slash HTML ignores) is counted.
 *
 * Each page carries its styles inline (next.config.ts, inlineCss), and 413 pages share about 20
 * different style sheets: checked inside every page, the same CSS took 24 of the run's 41 s of
 * CPU. So the checker reads each distinct sheet once, as a .css file (`splitStyles`), and each page
 * with its <style> elements emptied (their line breaks kept, so a message's line is the page's).
 * A message on a sheet is reported on the first page that inlines it.
 */

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/** What a message is about: its page and the markup it points at. */
interface Finding {
  msg: NuMessage;
  file: string;
  html: string;
}

interface Allowed {
  id: string;
  reason: string;
  /** True when the message is this case and the reason holds for it on its page. */
  covers: (f: Finding) => boolean;
}

/** The directive `name` of a page's CSP <meta>, as a list of its sources. */
function cspSources(html: string, name: string): string[] {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  const directive = decode(meta?.[1] ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === name);
  return directive?.slice(1) ?? [];
}

const highlighted = (m: NuMessage) =>
  (m.extract ?? '').slice(m.hiliteStart ?? 0, (m.hiliteStart ?? 0) + (m.hiliteLength ?? 0));

const ALLOWED: Allowed[] = [
  {
    id: 'csp-json-ld',
    reason:
      'A <script type="application/ld+json"> (structured data) is a data block: browsers never ' +
      'run it, and HTML stops preparing such a script before the CSP check, so script-src does ' +
      'not apply to it. The checker holds it to script-src anyway. Inline scripts that do run ' +
      "are checked against the page's hashes and are not covered here.",
    covers: ({ msg }) =>
      /^Inline script violates Content Security Policy \(meta tag\): blocked by “script-src”/.test(
        msg.message,
      ) && highlighted(msg) === '<script type="application/ld+json">',
  },
  {
    id: 'csp-self-on-file',
    reason:
      'The checker reads the pages as files, and a file: page matches no "self". Served from our ' +
      "host, a path on it (/_next/..., /art/...) is the page's own origin, and the directive " +
      "named lists 'self'. Only paths on our host with 'self' in that directive are covered.",
    covers: ({ msg, html }) => {
      const m =
        /^Resource violates Content Security Policy \(meta tag\): (?:external script|external stylesheet|image) “([^”]*)” blocked by “([a-z-]+)” directive\.$/.exec(
          msg.message,
        );
      if (!m) return false;
      const [, url, directive] = m as unknown as [string, string, string];
      return (
        url.startsWith('/') &&
        !url.startsWith('//') &&
        cspSources(html, directive).includes("'self'")
      );
    },
  },
  {
    id: 'css-container-queries',
    reason:
      "The checker's CSS validator predates container queries (CSS Containment Level 3, in every " +
      'browser engine since 2023): it calls the @container rule and the container property ' +
      'unknown. It reads our CSS at all because each page carries its styles inline ' +
      '(next.config.ts, inlineCss). Only those two messages, on a style the page inlined, are covered.',
    covers: ({ msg, html }) =>
      /^CSS: (?:Unrecognized at-rule “@container”|“container”: Property “container” doesn't exist\.)/.test(
        msg.message,
      ) && /<style [^>]*data-href=/.test(html),
  },
  {
    id: 'css-scroll-driven-animations',
    reason:
      "The checker's CSS validator predates scroll-driven animations (Scroll-driven Animations " +
      'Level 1, in Chrome since 2023 and Safari since 2025): it calls animation-timeline and ' +
      'animation-range unknown, which the reveal on scroll in app/globals.css uses. Only those two ' +
      'properties, on a style the page inlined, are covered.',
    covers: ({ msg, html }) =>
      /^CSS: “animation-(?:timeline|range)”: Property “animation-(?:timeline|range)” doesn't exist\./.test(
        msg.message,
      ) && /<style [^>]*data-href=/.test(html),
  },
];

/** Every .html file under out/, as paths relative to it. */
function htmlFiles(dir = OUT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(full);
    return e.name.endsWith('.html') ? [path.relative(OUT, full)] : [];
  });
}

const STYLE = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * Writes into `dir` every page of `files` with its <style> contents replaced by their line breaks,
 * and each distinct content once as style-N.css. Returns the page (relative to out/) that first
 * inlines each sheet, by the sheet's file name.
 */
function splitStyles(files: string[], dir: string): Map<string, string> {
  const sheets = new Map<string, string>(); // CSS text -> file name
  const firstPage = new Map<string, string>();
  for (const file of files) {
    const html = readFileSync(path.join(OUT, file), 'utf8').replace(
      STYLE,
      (_, open: string, css: string, close: string) => {
        let sheet = sheets.get(css);
        if (!sheet) {
          sheet = `style-${sheets.size + 1}.css`;
          sheets.set(css, sheet);
          firstPage.set(sheet, file);
          writeFileSync(path.join(dir, sheet), css);
        }
        return `${open}${css.replace(/[^\n]/g, '')}${close}`;
      },
    );
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return firstPage;
}

const where = (f: Finding) =>
  `${f.file}:${f.msg.lastLine ?? '?'}${f.msg.firstColumn ? `:${f.msg.firstColumn}` : ''}`;
const line = (f: Finding) =>
  `${where(f)} ${f.msg.message}${f.msg.extract ? ` [${f.msg.extract.replace(/\s+/g, ' ')}]` : ''}`;

test('the W3C Nu HTML Checker finds no error and no warning on any exported page', () => {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  expect(
    java.error,
    'java not found: the Nu HTML Checker needs a Java runtime, version 17 or later ' +
      '(`apt-get install -y default-jre-headless`; .ci/run installs it when it is missing)',
  ).toBeUndefined();

  const files = htmlFiles();
  // Every page, both languages, and the 404 page the host answers with.
  expect(files.length, 'pages in out/ (run npm run build)').toBeGreaterThan(240);
  for (const f of ['index.html', '404.html', 'hi.html', 'hi/form.html', 'review.html'])
    expect(files).toContain(f);

  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  // JSON on stderr; --verbose names each file on stdout as it is checked.
  // Java's quick compiler only, and one collector thread: the checker's run is too short for the
  // optimising compiler to pay back, and the other Jest worker needs the second core. The same
  // messages at half the CPU (36 against 19 s for 200 pages); the quick compiler's deeper frames
  // need a larger stack than the checker's 512 KB minimum.
  const JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m'];
  const dir = mkdtempSync(path.join(tmpdir(), 'nu-'));
  const sheetPage = splitStyles(files, dir);
  const sheets = [...sheetPage.keys()];
  const run = spawnSync(
    'java',
    [
      ...JVM,
      '-jar',
      jar,
      '--format',
      'json',
      '--verbose',
      '--exit-zero-always',
      '--also-check-css',
      ...files,
      ...sheets,
    ],
    { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 29 },
  );
  rmSync(dir, { recursive: true, force: true });
  expect(run.error, 'the checker ran').toBeUndefined();
  let report: { version?: string; messages: NuMessage[] } = { messages: [] };
  try {
    report = JSON.parse(run.stderr);
  } catch {
    // Not a report: Java too old for the checker (it needs 17), or the checker failed.
    throw new Error(`the Nu HTML Checker did not report:\n${run.stderr.slice(0, 2000)}`);
  }
  const checked = new Set(run.stdout.split('\n').filter(Boolean));
  expect(
    [...files, ...sheets].filter((f) => !checked.has(f)),
    'files the checker did not read',
  ).toEqual([]);

  const pages = new Map<string, string>();
  const findings: Finding[] = report.messages.map((msg) => {
    const read = msg.url ? path.relative(dir, fileURLToPath(msg.url)) : '(no file)';
    const sheetOf = sheetPage.get(read);
    const file = sheetOf ?? read;
    if (msg.url && !pages.has(file)) pages.set(file, readFileSync(path.join(OUT, file), 'utf8'));
    return {
      msg,
      file: sheetOf ? `${sheetOf} (inline style ${read})` : file,
      html: pages.get(file) ?? '',
    };
  });

  const found = findings.filter((f) => f.msg.type !== 'info');
  const warned = findings.filter((f) => f.msg.type === 'info' && f.msg.subType === 'warning');
  const info = findings.length - found.length - warned.length;

  // Each error and warning is allowed by an entry of ALLOWED, or reported.
  const allowedBy = new Map<Allowed, Finding[]>(ALLOWED.map((a) => [a, []]));
  const notAllowedOf = (list: Finding[]) =>
    list.filter((f) => {
      const entry = ALLOWED.find((a) => a.covers(f));
      if (entry) allowedBy.get(entry)!.push(f);
      return !entry;
    });
  const errors = notAllowedOf(found);
  const notAllowed = notAllowedOf(warned);

  for (const w of notAllowed) console.log(`Nu warning: ${line(w)}`);
  for (const [entry, found] of allowedBy) {
    console.log(
      `Nu warning allowed, ${entry.id}: ${found.length} on ${new Set(found.map((f) => f.file)).size} pages (e.g. ${found[0] ? line(found[0]) : 'none'}). ${entry.reason}`,
    );
  }
  console.log(
    `Nu HTML Checker ${report.version ?? ''}: ${files.length} pages, ${sheets.length} style sheets, ${errors.length} errors, ` +
      `${notAllowed.length} warnings, ${found.length + warned.length - errors.length - notAllowed.length} allowed ` +
      `(${[...allowedBy].map(([a, f]) => `${a.id} ${f.length}`).join(', ')}), ${info} info`,
  );

  expect({ errors: errors.map(line), warnings: notAllowed.map(line) }).toEqual({
    errors: [],
    warnings: [],
  });
  // An entry that no longer matches anything is dropped from the list, not left to cover
  // something new one day.
  expect(
    [...allowedBy].filter(([, f]) => f.length === 0).map(([a]) => a.id),
    'allow-list entries that match nothing',
  ).toEqual([]);
}, 240_000);
