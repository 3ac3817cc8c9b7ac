/**
 * Every word of the contact and partner forms (docs/product.md#contact-and-partner-forms): their
 * names, fields, buttons and messages, and the enquiry as the office receives it by WhatsApp or
 * e-mail when the page cannot send it. The contact form's words are translated (content/hi/,
 * content/ta/); the partner page is English, and the enquiry as the office reads it stays English.
 * `{name}` marks a value the form fills (lib/template.ts).
 */

export interface EnquiryFormWords {
  /** The form's accessible name. */
  label: string;
  submit: string;
  /** The fixed messages after a send (the spec's words). */
  success: string;
  failure: string;
  /** The enquiry written out for WhatsApp and e-mail: its first line, also the e-mail's subject. */
  subject: string;
}

export const enquiryFormText = {
  contact: {
    label: 'Contact us',
    submit: 'Send Message',
    success: 'Message sent successfully!',
    failure: 'Failed to send message. Please try again.',
    subject: 'Website enquiry',
  },
  partner: {
    label: 'Partner enquiry',
    submit: 'Submit',
    success: 'Your message has been sent successfully!',
    failure: 'Failed to send message. Please try again later.',
    subject: 'Branch partner enquiry',
  },
} satisfies Record<'contact' | 'partner', EnquiryFormWords>;

/**
 * Each form's field labels, by the field's name: apart, so that each page's script carries its
 * own form's only.
 */
export const contactFields = {
  name: 'Name',
  phone: 'Phone Number',
  email: 'Email',
  message: 'Message',
};

export const partnerFields = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  city: 'City',
  message: 'Your Message',
};

/**
 * The lines of the enquiry written out for WhatsApp and e-mail, by field: `Name: …`. The office
 * reads these, so they stay short and the same in every message.
 */
export const enquiryLineLabels = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  city: 'City',
  message: 'Message',
};

/** The words both forms share. */
export const enquiryWords = {
  /** Above the fields, for the mark beside each label. */
  required: 'Fields marked * are required.',
  /** The first field the shared rules refuse, by its label. */
  field: 'Please check this field: {label}.',
  /**
   * Beside a phone field the form cannot read (lib/phone.ts). A partner may well give an office
   * landline, so any Indian number is taken here; only the quote form needs a mobile (WhatsApp).
   */
  phone:
    'Enter an Indian phone number: a 10-digit mobile number such as 98765 43210, or a landline with its STD code, such as 044 2345 6789.',
  /** With no connection, the message waits on the phone (lib/outbox.ts) and goes when it returns. */
  queued:
    'No connection right now: your message is kept on this phone and sent as soon as you are back online. You can close this page.',
  /** The endpoint's limit per connection or number was reached (lib/leads/limits.ts). */
  limited:
    'We have had many messages from this connection in a short while, so this one was not sent. Please try again in a few minutes, or send it now by:',
  sending: 'Sending…',
  clear: 'Clear',
  /** The hidden field's label (a honeypot: people never see it, bots fill it). */
  honeypot: 'Website',
  sendByWhatsApp: 'Send by WhatsApp',
  sendByEmail: 'Send by e-mail',
  /** Built without a way to send from the page: the button opens WhatsApp or e-mail instead. */
  notConfigured:
    'When you press {submit}, you can send your message by WhatsApp or e-mail, already filled in.',
  /** Nothing could be sent from the page: the fallback links follow. */
  ready: 'Your message is ready: send it, already filled in, by:',
  /** After a failure, above the fallback links. */
  sendNow: 'Or send it now by WhatsApp or e-mail:',
};
