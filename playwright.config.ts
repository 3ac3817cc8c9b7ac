import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const EMAIL_PORT = Number(process.env.E2E_EMAIL_PORT ?? 3101);
// The stub of outside services the edge calls; another port lets two runs share the machine.
const STUB_PORT = Number((process.env.E2E_STUB_PORT ??= '3102'));

// Each run gets a database of its own, empty: the config is read first by the runner, whose
// environment the test workers inherit, so specs find it as E2E_D1_STATE (tests/e2e/leads-db.ts).
process.env.E2E_D1_STATE ??= mkdtempSync(path.join(tmpdir(), 'e2e-d1-'));
// The edge's settings for the tests: e-mail to the stub of tests/e2e/edge-stub.mjs.
const edgeVars = readFileSync(path.join(__dirname, 'tests/e2e/edge-vars.json'), 'utf8').replaceAll(
  '127.0.0.1:3102',
  `127.0.0.1:${STUB_PORT}`,
);

// Playwright cannot download its own browser here: use Debian's. Its headless shell (package
// chromium-headless-shell) is the build Playwright itself runs headless tests in: the same Blink
// without the desktop browser around it, so a page load costs a third of the CPU and half the time
// it does in the full Chromium (docs/testing.md#where-the-time-goes). The full browser is the
// fallback.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
const executablePath = chromium && existsSync(chromium) ? chromium : undefined;

export default defineConfig({
  testDir: './tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three workers on two cores: a test waiting on a timer, a slow line or the edge leaves its core
  // to the others (docs/testing.md#where-the-time-goes).
  workers: '150%',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/e2e.json' }],
  ],
  use: {
    baseURL,
    // A trace is recorded on a test's retry (CI retries once), not on every run: recording one
    // for every test took a tenth of the suite's time.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // The pages register a service worker; specs test the page itself, as on a first visit.
    // tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-dev-shm-usage',
        // No host resolves but the local server (an address such as 1.2.3.4 neither): no test
        // reaches the internet, and no request has to stop in the test runner to be checked (a
        // route on every request cost a tenth of the suite's time). Specs stub outside answers
        // (map tiles, e-mail API) with page.route.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  // The static exports, served as Cloudflare Pages serves them, _headers and all
  // (scripts/serve.mjs runs `wrangler pages dev`); `npm run build:e2e` makes both. SIGTERM on
  // teardown, so the script can remove its working folder.
  webServer: [
    {
      command: 'node tests/e2e/edge-stub.mjs',
      env: { PORT: String(STUB_PORT) },
      url: `http://127.0.0.1:${STUB_PORT}/calls`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'node scripts/serve.mjs',
      env: {
        PORT: String(PORT),
        QUIET_SERVE: '1',
        D1_STATE: process.env.E2E_D1_STATE,
        EDGE_VARS: edgeVars,
      },
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // Built with the test e-mail ids of tests/e2e/emailjs-test-ids.json, for a host without
      // functions, and served as one.
      command: 'node scripts/serve.mjs',
      env: {
        PORT: String(EMAIL_PORT),
        SERVE_DIR: '.e2e/out-emailjs',
        SERVE_FUNCTIONS: 'off',
        QUIET_SERVE: '1',
        D1_STATE: 'temp',
      },
      url: `http://localhost:${EMAIL_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
