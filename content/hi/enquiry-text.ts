/**
 * The contact form's words in Hindi: its name, fields, button and messages, and the words it
 * shares with the partner form (the English in content/enquiry-text.ts). The enquiry's subject
 * stays English, because the office reads it, and so does the partner form, which has no Hindi
 * page. `{name}` marks a value the form fills.
 */
import * as en from '../enquiry-text';

export const enquiryFormText: typeof en.enquiryFormText = {
  contact: {
    ...en.enquiryFormText.contact,
    label: 'हमसे संपर्क करें',
    submit: 'मैसेज भेजें',
    success: 'आपका मैसेज भेज दिया गया है!',
    failure: 'मैसेज नहीं भेजा जा सका। फिर से कोशिश करें।',
  },
  partner: en.enquiryFormText.partner,
};

export const contactFields: typeof en.contactFields = {
  name: 'नाम',
  phone: 'फोन नंबर',
  email: 'ईमेल',
  message: 'मैसेज',
};

export const enquiryWords: typeof en.enquiryWords = {
  required: '* वाले खाने भरना जरूरी है।',
  field: 'यह खाना दोबारा देखें: {label}।',
  phone:
    'भारतीय फोन नंबर लिखें: 10 अंकों का मोबाइल नंबर, जैसे 98765 43210, या एसटीडी कोड के साथ लैंडलाइन नंबर, जैसे 044 2345 6789।',
  queued:
    'अभी इंटरनेट नहीं है: आपका मैसेज इस फोन में रखा है और इंटरनेट लौटते ही भेज दिया जाएगा। आप यह पेज बंद कर सकते हैं।',
  limited:
    'इस इंटरनेट कनेक्शन से थोड़ी ही देर में हमें बहुत से मैसेज मिले हैं, इसलिए यह मैसेज नहीं भेजा गया। कुछ मिनट बाद फिर से कोशिश करें, या इसे अभी यहां से भेजें:',
  sending: 'भेजा जा रहा है…',
  clear: 'मिटाएं',
  honeypot: 'वेबसाइट',
  sendByWhatsApp: 'WhatsApp से भेजें',
  sendByEmail: 'ईमेल से भेजें',
  notConfigured:
    '{submit} दबाने पर आप अपना मैसेज WhatsApp या ईमेल से भेज सकेंगे; वह वहां पहले से भरा हुआ मिलेगा।',
  ready: 'आपका मैसेज पहले से भरकर तैयार है। इसे यहां से भेजें:',
  sendNow: 'या इसे अभी WhatsApp या ईमेल से भेजें:',
};
