import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from '../fixtures';

/** Page object for the quote form on /form and the city pages. */
export class QuoteFormPage {
  readonly from: Locator;
  readonly to: Locator;
  readonly phone: Locator;
  readonly time: Locator;
  readonly service: Locator;
  readonly message: Locator;
  readonly submit: Locator;
  readonly errors: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    const form = page.getByRole('form', { name: 'Quote request' });
    this.from = form.getByLabel('Moving From', { exact: true });
    this.to = form.getByLabel('Moving To', { exact: true });
    this.phone = form.getByLabel('Phone Number');
    this.time = form.getByLabel('Moving Date & Time');
    this.service = form.getByLabel('Service');
    this.message = form.getByLabel(/^Message/);
    this.submit = form.getByRole('button', { name: 'Get Free Quote' });
    this.errors = page.locator('.quote-form > .form-errors');
    this.status = page.locator('.quote-form > .form-status');
  }

  async goto(path = '/form') {
    await this.page.goto(path);
    await this.waitUntilLive();
  }

  /** The form is interactive once React has hydrated it. */
  async waitUntilLive() {
    await waitForHydration(this.page, 'form[aria-label="Quote request"]');
  }

  async fill(values: {
    from?: string;
    to?: string;
    phone?: string;
    time?: string;
    service?: string;
    message?: string;
  }) {
    if (values.from !== undefined) await this.from.fill(values.from);
    if (values.to !== undefined) await this.to.fill(values.to);
    if (values.phone !== undefined) await this.phone.fill(values.phone);
    if (values.time !== undefined) await this.time.fill(values.time);
    if (values.service !== undefined) await this.service.selectOption(values.service);
    if (values.message !== undefined) await this.message.fill(values.message);
  }

  /** Answers wa.me with a tiny page so a popup can open without the internet. */
  async stubWhatsApp() {
    await this.page.context().route('https://wa.me/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>WhatsApp stub</title>',
      }),
    );
  }
}
