#!/usr/bin/env node
// The browser tests run against two static exports:
// - out/, as a fresh clone builds it (the leads endpoint on, the default), plus the settings of
//   tests/e2e/build-env.json (the public key that checks written scopes) and, on purpose, the test
//   e-mail ids: with the endpoint on, none of them may reach a page (tests/e2e/leads.spec.ts);
// - .e2e/out-emailjs/, built with NEXT_PUBLIC_LEADS_API=off and the test e-mail ids, as a host
//   without functions runs it: the browser sends through a stubbed EmailJS API. It also has test
//   ids of Google's measuring tags (tests/e2e/analytics-test-ids.json): its pages ask for consent,
//   and tests/e2e/analytics.spec.ts stubs Google's hosts (out/ has none, and must show nothing).
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

function build(env) {
  const res = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

console.log(
  '▶ build without the leads endpoint, with test e-mail and analytics ids -> .e2e/out-emailjs',
);
build({ ...ids, ...measuring, NEXT_PUBLIC_LEADS_API: 'off' });
rmSync(target, { recursive: true, force: true });
mkdirSync(path.dirname(target), { recursive: true });
renameSync(path.join(root, 'out'), target);

console.log('▶ build as shipped -> out/');
build({ ...ids, ...shipped, NEXT_PUBLIC_LEADS_API: '' });
