'use client';

import { enquiryFormText, partnerFields as labels } from '@/content/enquiry-text';
import { EnquiryForm } from './enquiry-form';

const t = enquiryFormText.partner;

/**
 * The partner page's form: five required fields, Submit and Clear
 * (docs/product.md#contact-and-partner-forms).
 */
export function PartnerForm() {
  return (
    <EnquiryForm
      kind="partner"
      label={t.label}
      submitLabel={t.submit}
      clearable
      fields={[
        { name: 'name', label: labels.name, type: 'text', autoComplete: 'name' },
        {
          name: 'email',
          label: labels.email,
          type: 'email',
          autoComplete: 'email',
          maxLength: 254,
        },
        { name: 'phone', label: labels.phone, type: 'tel', autoComplete: 'tel', maxLength: 20 },
        { name: 'city', label: labels.city, type: 'text', autoComplete: 'address-level2' },
        { name: 'message', label: labels.message, type: 'textarea', rows: 2 },
      ]}
    />
  );
}
