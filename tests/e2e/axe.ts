import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on a page, run by `axe.run` in the page itself (the builder's legacy mode). The
 * builder's default runs axe in every frame and then finishes the run in a new blank page, into
 * which it loads axe a second time: for pages without frames, as ours are, the same findings at
 * about 60% of the time (1.1 against 1.9 s a page in the walk; docs/testing.md).
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page })
    .setLegacyMode()
    // Every node of a violation, one of each other result (passes, incomplete): the specs read
    // violations, and gathering every passing node took a quarter of axe's time a page.
    .options({ resultTypes: ['violations'] });
