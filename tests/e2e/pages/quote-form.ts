import type { Locator, Page } from '@playwright/test';
import { expect, waitForHydration } from '../fixtures';
import { quoteText as ta } from '../../../content/ta/quote-text';

/** The form's names in each language (content/quote-text.ts, content/hi/quote-text.ts; Tamil's read from its file). */
const NAMES = {
  en: {
    form: 'Quote request',
    from: 'Moving From',
    to: 'Moving To',
    phone: 'Phone Number',
    time: 'Moving Date & Time',
    service: 'Service',
    message: /^Message/,
    submit: 'Get Free Quote',
  },
  hi: {
    form: 'कोटेशन का अनुरोध',
    from: 'कहां से',
    to: 'कहां तक',
    phone: 'मोबाइल नंबर',
    time: 'शिफ्टिंग की तारीख और समय',
    service: 'सेवा',
    message: /^संदेश/,
    submit: 'मुफ्त कोटेशन पाएं',
  },
  ta: {
    form: ta.formName,
    from: ta.from,
    to: ta.to,
    phone: ta.phone,
    time: ta.time,
    service: ta.service,
    message: new RegExp(`^${ta.message}`),
    submit: ta.submit,
  },
};

/** Page object for the quote form on /form and the city pages (and their Hindi twins). */
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

  private readonly formName: string;

  constructor(
    readonly page: Page,
    lang: keyof typeof NAMES = 'en',
  ) {
    const n = NAMES[lang];
    this.formName = n.form;
    const form = page.getByRole('form', { name: n.form });
    this.from = form.getByLabel(n.from, { exact: true });
    this.to = form.getByLabel(n.to, { exact: true });
    this.phone = form.getByLabel(n.phone);
    this.time = form.getByLabel(n.time);
    this.service = form.getByLabel(n.service, { exact: true });
    this.message = form.getByLabel(n.message);
    this.submit = form.getByRole('button', { name: n.submit });
    this.errors = page.locator('.quote-form > .form-errors');
    this.status = page.locator('.quote-form > .form-status');
  }

  async goto(path = '/form') {
    await this.page.goto(path);
    await this.waitUntilLive();
  }

  /**
   * Taps Moving From where a city page has filled it in, and waits for the page to select that
   * city, just after the tap: typing then replaces it. (Letters typed before the selection comes
   * are kept by design, as on a busy phone: tests/e2e/quote-form.spec.ts.)
   */
  async tapPrefilledFrom() {
    const length = (await this.from.inputValue()).length;
    expect(length).toBeGreaterThan(0);
    await this.from.click();
    await expect
      .poll(() =>
        this.from.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]),
      )
      .toEqual([0, length]);
  }

  /** The form is interactive once React has hydrated it. */
  async waitUntilLive() {
    await waitForHydration(this.page, `form[aria-label="${this.formName}"]`);
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
