import { rmSync } from 'node:fs';

/** The run's own database (playwright.config.ts made it): test leads are not left behind. */
export default function globalTeardown() {
  const state = process.env.E2E_D1_STATE;
  if (state && /e2e-d1-/.test(state)) rmSync(state, { recursive: true, force: true });
}
