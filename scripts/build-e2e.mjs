#!/usr/bin/env node
// The browser tests run against two static exports:
// - out/, as a fresh clone builds it (the leads endpoint on, the default), plus the settings of
//   tests/e2e/build-env.json (the public key that checks written scopes) and, on purpose, the test
//   e-mail ids: with the endpoint on, none of them may reach a page (tests/e2e/leads.spec.ts);
// - .e2e/out-emailjs/, built with NEXT_PUBLIC_LEADS_API=off and the test e-mail ids, as a host
//   without functions runs it: the browser sends through a stubbed EmailJS API. It also has test
//   ids of Google's measuring tags (tests/e2e/analytics-test-ids.json): its pages ask for consent,
//   and tests/e2e/analytics.spec.ts stubs Google's hosts (out/ has none, and must show nothing).
//   Only the routes its specs open are built (`next build --debug-build-paths`): 124 pages
//   instead of 527, 18 s instead of 40 here. A spec that opens another page of it gets a 404.
//
// The shipped build comes first and starts from no .next/, so out/ is built exactly as on a fresh
// clone. The e-mail build then reuses what Turbopack compiled (it keeps it in .next/cache): a
// module whose settings differ is compiled again, and a spec of that build would fail if one
// were not.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const json = (file) => JSON.parse(readFileSync(path.join(root, 'tests/e2e', file), 'utf8'));
const ids = json('emailjs-test-ids.json');
const shipped = json('build-env.json');
const measuring = json('analytics-test-ids.json');
const target = path.join(root, '.e2e', 'out-emailjs');

/** The routes of the e-mail build: every page the specs open on it (E2E_EMAIL_PORT), and data. */
const EMAIL_BUILD_ROUTES = [
  'app/(en)/(plain)/page.tsx',
  'app/(en)/(plain)/about/page.tsx',
  'app/(en)/(site)/[...city]/page.tsx',
  'app/(en)/(site)/becameoneofus/page.tsx',
  'app/(en)/(site)/contactus/page.tsx',
  'app/(en)/(site)/form/page.tsx',
  'app/(en)/(site)/privacy-policy/page.tsx',
  'app/(l10n)/[lang]/contactus/page.tsx',
  'app/(l10n)/[lang]/form/page.tsx',
  'app/data/**',
];

function build(env, args = []) {
  const res = spawnSync('npm', ['run', 'build', ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return res.status === 0;
}

const out = path.join(root, 'out');
const shippedAside = path.join(root, '.e2e', 'out-shipped');
mkdirSync(path.dirname(target), { recursive: true });

console.log('▶ build as shipped, from no .next/ -> out/');
rmSync(path.join(root, '.next'), { recursive: true, force: true });
if (!build({ ...ids, ...shipped, NEXT_PUBLIC_LEADS_API: '' })) process.exit(1);

console.log(
  '▶ build without the leads endpoint, with test e-mail and analytics ids -> .e2e/out-emailjs',
);
rmSync(shippedAside, { recursive: true, force: true });
renameSync(out, shippedAside);
const emailBuilt = build({ ...ids, ...measuring, NEXT_PUBLIC_LEADS_API: 'off' }, [
  `--debug-build-paths=${EMAIL_BUILD_ROUTES.join(',')}`,
]);
rmSync(target, { recursive: true, force: true });
if (emailBuilt) renameSync(out, target);
rmSync(out, { recursive: true, force: true });
renameSync(shippedAside, out);
if (!emailBuilt) process.exit(1);
