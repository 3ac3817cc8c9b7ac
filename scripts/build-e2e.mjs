#!/usr/bin/env node
// The browser tests run against two static exports: out/ as a fresh clone builds it (no e-mail
// ids: the forms offer WhatsApp and e-mail links) and .e2e/out-emailjs/, built with test e-mail
// ids so the sending path can be tested against a stubbed e-mail API.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ids = JSON.parse(readFileSync(path.join(root, 'tests/e2e/emailjs-test-ids.json'), 'utf8'));
const target = path.join(root, '.e2e', 'out-emailjs');

function build(env) {
  const res = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

// Only the e-mail ids differ between the two builds; anything else from .env files stays.
const cleared = Object.fromEntries(Object.keys(ids).map((k) => [k, '']));

console.log('▶ build with test e-mail ids -> .e2e/out-emailjs');
build(ids);
rmSync(target, { recursive: true, force: true });
mkdirSync(path.dirname(target), { recursive: true });
renameSync(path.join(root, 'out'), target);

console.log('▶ build as shipped -> out/');
build(cleared);
