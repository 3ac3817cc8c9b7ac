'use client';

import { EnquiryForm } from './enquiry-form';

/**
 * The partner page's form: five required fields, Submit and Clear
 * (docs/product.md#contact-and-partner-forms).
 */
export function PartnerForm() {
  return (
    <EnquiryForm
      kind="partner"
      label="Partner enquiry"
      submitLabel="Submit"
      clearable
      fields={[
        { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
        {
          name: 'email',
          label: 'Email Address',
          type: 'email',
          autoComplete: 'email',
          maxLength: 254,
        },
        { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', maxLength: 20 },
        { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2' },
        { name: 'message', label: 'Your Message', type: 'textarea', rows: 2 },
      ]}
    />
  );
}
