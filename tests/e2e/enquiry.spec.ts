import type { Page } from '@playwright/test';
import { EMAIL_API, expect, stubEmailApi, test, waitForHydration } from './fixtures';
import ids from './emailjs-test-ids.json';
import { ta } from '../../content/ta/dictionary';

/** The build made with test e-mail ids (see scripts/build-e2e.mjs). */
const WITH_IDS = `http://localhost:${process.env.E2E_EMAIL_PORT ?? 3101}`;

async function live(page: Page, label: string) {
  await waitForHydration(page, `form[aria-label="${label}"]`);
}

const contactValues = {
  Name: 'Asha K',
  'Phone Number': '98765 11111',
  Email: 'asha@example.in',
  Message: 'Moving a 2 BHK in December & need storage #2',
};

const partnerValues = {
  'Full Name': 'Ravi S',
  'Email Address': 'ravi@example.in',
  'Phone Number': '98765 22222',
  City: 'Salem',
  'Your Message': 'I run a transport business.',
};

async function fill(page: Page, form: string, values: Record<string, string>) {
  const f = page.getByRole('form', { name: form });
  for (const [label, value] of Object.entries(values))
    await f.getByLabel(label, { exact: true }).fill(value);
  return f;
}

test.describe('contact page', () => {
  test('has the form, six branch addresses, both lines and WhatsApp', async ({ page }) => {
    await page.goto('/contactus');
    const form = page.getByRole('form', { name: 'Contact us' });
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    for (const label of ['Name', 'Phone Number', 'Email', 'Message']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    }
    const offices = page.locator('.branch-list article');
    await expect(offices).toHaveCount(6);
    await expect(offices.locator('h3')).toContainText([
      'Head Office',
      'Bangalore',
      'Coimbatore',
      'Hyderabad',
      'Faridabad',
      'Agra',
    ]);
    await expect(page.locator('.contact-lines').getByText('Sales line')).toBeVisible();
    await expect(page.locator('.contact-lines').getByText('Help line')).toBeVisible();
    const chat = page.locator('main').getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
  });
});

test.describe('the contact page in Tamil', () => {
  test('its form speaks Tamil, refuses an unreadable number in Tamil and sends the message', async ({
    page,
  }) => {
    const { form: text, contactFields: labels, words } = ta.enquiry;
    const sent = await stubEmailApi(page);
    await page.goto(`${WITH_IDS}/ta/contactus`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
    await live(page, text.contact.label);
    const form = await fill(page, text.contact.label, {
      [labels.name]: 'ஆஷா',
      [labels.phone]: '98765',
      [labels.email]: 'asha@example.in',
      [labels.message]: 'வேளச்சேரியிலிருந்து 2 பிஹெச்கே',
    });
    const phone = form.getByLabel(labels.phone, { exact: true });
    await form.getByRole('button', { name: text.contact.submit }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(words.phone);
    expect(sent).toHaveLength(0);
    await phone.fill('98765 11111');
    await form.getByRole('button', { name: text.contact.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: text.contact.success })).toBeVisible();
    expect(sent).toMatchObject([{ template_params: { message: 'வேளச்சேரியிலிருந்து 2 பிஹெச்கே' } }]);
  });
});

test.describe('sending, on a build with e-mail ids', () => {
  test('the contact form sends the exact JSON, shows success and clears', async ({ page }) => {
    const sent = await stubEmailApi(page);
    await page.goto(`${WITH_IDS}/contactus`);
    await live(page, 'Contact us');
    const form = await fill(page, 'Contact us', contactValues);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Message sent successfully!' }),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        lib_version: '4.4.1',
        user_id: ids.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
        service_id: ids.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
        template_id: ids.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
        template_params: {
          from_name: 'Asha K',
          // As the business writes numbers (lib/phone.ts), whatever way it was typed.
          phone_number: '+91 98765 11111',
          message: 'Moving a 2 BHK in December & need storage #2',
          email: 'asha@example.in',
          // Where the visit came from (opened directly here), and the message's reference.
          source: '(direct) / (none), landed on /contactus',
          reference: expect.stringMatching(/^SE-[0-9A-Z]{6}$/),
        },
      },
    ]);
    for (const label of Object.keys(contactValues))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
  });

  test('the partner form sends the exact JSON, shows success and clears', async ({ page }) => {
    const sent = await stubEmailApi(page);
    await page.goto(`${WITH_IDS}/becameoneofus`);
    await live(page, 'Partner enquiry');
    const form = await fill(page, 'Partner enquiry', partnerValues);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message has been sent successfully!' }),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        lib_version: '4.4.1',
        user_id: ids.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
        service_id: ids.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
        template_id: ids.NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID,
        template_params: {
          from_name: 'Ravi S',
          from_email: 'ravi@example.in',
          phone_number: '+91 98765 22222',
          city: 'Salem',
          message: 'I run a transport business.',
          source: '(direct) / (none), landed on /becameoneofus',
          reference: expect.stringMatching(/^SE-[0-9A-Z]{6}$/),
        },
      },
    ]);
    for (const label of Object.keys(partnerValues))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
  });

  for (const status of [500, 429, 403]) {
    test(`HTTP ${status} shows the failure message and keeps the values`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await stubEmailApi(page, { status, body: 'Nope' });
      await page.goto(`${WITH_IDS}/becameoneofus`);
      await live(page, 'Partner enquiry');
      const form = await fill(page, 'Partner enquiry', partnerValues);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Failed to send message. Please try again later.' }),
      ).toBeVisible();
      for (const [label, value] of Object.entries(partnerValues)) {
        await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
      }
      expect(errors.join('\n')).toContain('Sending the partner enquiry failed');
    });
  }

  test('a network failure on the contact form shows its message and keeps the values', async ({
    page,
  }) => {
    await page.context().route(EMAIL_API, (route) => route.abort('failed'));
    await page.goto(`${WITH_IDS}/contactus`);
    await live(page, 'Contact us');
    const form = await fill(page, 'Contact us', contactValues);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' }),
    ).toBeVisible();
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue(contactValues.Message);
  });

  test('nothing is sent while a field is missing or the e-mail is malformed', async ({ page }) => {
    const sent = await stubEmailApi(page);
    await page.goto(`${WITH_IDS}/contactus`);
    await live(page, 'Contact us');
    const form = await fill(page, 'Contact us', { ...contactValues, Message: '' });
    const button = form.getByRole('button', { name: 'Send Message' });
    await button.click();
    expect(
      await form
        .getByLabel('Message', { exact: true })
        .evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing),
    ).toBe(true);
    await form.getByLabel('Message', { exact: true }).fill('Hello');
    await form.getByLabel('Email', { exact: true }).fill('asha@');
    await button.click();
    expect(
      await form
        .getByLabel('Email', { exact: true })
        .evaluate((el: HTMLInputElement) => el.validity.valid),
    ).toBe(false);
    await page.waitForTimeout(400);
    expect(sent).toHaveLength(0);
  });

  test('a phone number it cannot read is not sent; any Indian number is', async ({ page }) => {
    const sent = await stubEmailApi(page);
    await page.goto(`${WITH_IDS}/becameoneofus`);
    await live(page, 'Partner enquiry');
    const form = await fill(page, 'Partner enquiry', { ...partnerValues, 'Phone Number': '98765' });
    const phone = form.getByLabel('Phone Number', { exact: true });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/^Enter an Indian phone number/);
    await page.waitForTimeout(400);
    expect(sent).toHaveLength(0);
    // An office landline in Devanagari digits, with its STD code: read, and the message goes.
    await phone.fill('०४४ २३४५ ६७८९');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message has been sent successfully!' }),
    ).toBeVisible();
    expect(sent).toMatchObject([{ template_params: { phone_number: '+91 4423456789' } }]);
  });

  test('a double click sends once, and the button shows progress', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sent: unknown[] = [];
    await page.context().route(EMAIL_API, async (route) => {
      sent.push(route.request().postDataJSON());
      await gate;
      await route.fulfill({
        status: 200,
        body: 'OK',
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    });
    await page.goto(`${WITH_IDS}/contactus`);
    await live(page, 'Contact us');
    const form = await fill(page, 'Contact us', contactValues);
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(
      page.getByRole('status').filter({ hasText: 'Message sent successfully!' }),
    ).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test('a filled honeypot is dropped silently', async ({ page }) => {
    const sent = await stubEmailApi(page);
    await page.goto(`${WITH_IDS}/contactus`);
    await live(page, 'Contact us');
    const form = await fill(page, 'Contact us', contactValues);
    await form.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Message sent successfully!' }),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
  });
});

test.describe('a host whose leads endpoint is missing', () => {
  // The build expects /api/leads; a host without functions answers its 404 page instead. Nothing
  // the visitor typed is lost: the form offers the message by WhatsApp and e-mail.
  const noEndpoint = (page: Page) =>
    page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'text/html',
        body: '<!doctype html><title>404</title>',
      }),
    );

  test('sends nothing elsewhere and offers WhatsApp and mailto links with the typed message', async ({
    page,
  }) => {
    const sent = await stubEmailApi(page);
    await noEndpoint(page);
    await page.goto('/contactus');
    await live(page, 'Contact us');
    await expect(page.getByText('you can send your message by WhatsApp or e-mail')).toHaveCount(0);
    const form = await fill(page, 'Contact us', contactValues);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to send message. Please try again.' });
    await expect(alert).toBeVisible();
    const wa = await alert.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href');
    const text = new URL(wa!).searchParams.get('text')!;
    expect(text).toContain('Name: Asha K');
    expect(text).toContain('Phone: +91 98765 11111');
    expect(text).toContain('Message: Moving a 2 BHK in December & need storage #2');
    const mail = await alert.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href');
    expect(mail).toMatch(/^mailto:care@shiftease\.example\?subject=Website%20enquiry&body=/);
    expect(decodeURIComponent(mail!.split('body=')[1]!)).toBe(text);
    expect(sent).toHaveLength(0);
    // Nothing the visitor typed is lost.
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue(contactValues.Message);
  });

  test('the partner form does the same', async ({ page }) => {
    const sent = await stubEmailApi(page);
    await noEndpoint(page);
    await page.goto('/becameoneofus');
    await live(page, 'Partner enquiry');
    const form = await fill(page, 'Partner enquiry', partnerValues);
    await form.getByRole('button', { name: 'Submit' }).click();
    const wa = await page.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href');
    expect(new URL(wa!).searchParams.get('text')).toContain('City: Salem');
    expect(sent).toHaveLength(0);
  });
});
