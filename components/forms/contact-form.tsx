'use client';

import { enquiryFormText, contactFields as labels } from '@/content/enquiry-text';
import { EnquiryForm } from './enquiry-form';

const t = enquiryFormText.contact;

/**
 * The contact page's form: name, phone, e-mail and message, all required
 * (docs/product.md#contact-and-partner-forms).
 */
export function ContactForm() {
  return (
    <EnquiryForm
      kind="contact"
      label={t.label}
      submitLabel={t.submit}
      fields={[
        { name: 'name', label: labels.name, type: 'text', autoComplete: 'name' },
        { name: 'phone', label: labels.phone, type: 'tel', autoComplete: 'tel', maxLength: 20 },
        {
          name: 'email',
          label: labels.email,
          type: 'email',
          autoComplete: 'email',
          maxLength: 254,
        },
        { name: 'message', label: labels.message, type: 'textarea', rows: 4 },
      ]}
    />
  );
}
