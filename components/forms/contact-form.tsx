'use client';

import { EnquiryForm } from './enquiry-form';

/**
 * The contact page's form: name, phone, e-mail and message, all required
 * (docs/product.md#contact-and-partner-forms).
 */
export function ContactForm() {
  return (
    <EnquiryForm
      kind="contact"
      label="Contact us"
      submitLabel="Send Message"
      fields={[
        { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
        { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', maxLength: 20 },
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
        { name: 'message', label: 'Message', type: 'textarea', rows: 4 },
      ]}
    />
  );
}
