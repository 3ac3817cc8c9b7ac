import * as en from '../enquiry-text';

/**
 * The contact form's words in Tamil (the English, and what each is for, in
 * content/enquiry-text.ts). The enquiry's subject stays English, since the office reads it, and
 * so does the partner form, which has no Tamil page. `{label}` and `{submit}` are filled in by
 * the form.
 */

export const enquiryFormText: typeof en.enquiryFormText = {
  contact: {
    label: 'எங்களைத் தொடர்புகொள்ளவும்',
    submit: 'செய்தியை அனுப்பவும்',
    success: 'செய்தி வெற்றிகரமாக அனுப்பப்பட்டது!',
    failure: 'செய்தியை அனுப்ப முடியவில்லை. மீண்டும் முயலவும்.',
    subject: en.enquiryFormText.contact.subject,
  },
  partner: en.enquiryFormText.partner,
};

export const contactFields: typeof en.contactFields = {
  name: 'பெயர்',
  phone: 'தொலைபேசி எண்',
  email: 'மின்னஞ்சல்',
  message: 'செய்தி',
};

export const enquiryWords: typeof en.enquiryWords = {
  required: '* குறியிட்ட விவரங்களை நிரப்புவது கட்டாயம்.',
  field: 'இந்த விவரத்தைச் சரிபார்க்கவும்: {label}.',
  phone:
    'இந்தியத் தொலைபேசி எண்ணை எழுதவும்: 98765 43210 போன்ற 10 இலக்க மொபைல் எண், அல்லது 044 2345 6789 போல எஸ்டிடி குறியீட்டுடன் தரைவழித் தொலைபேசி எண்.',
  queued:
    'இப்போது இணைய இணைப்பு இல்லை: உங்கள் செய்தி இந்தப் போனில் சேமிக்கப்பட்டுள்ளது; நீங்கள் மீண்டும் ஆன்லைனுக்கு வந்ததும் உடனே அனுப்பப்படும். இந்தப் பக்கத்தை மூடிவிடலாம்.',
  limited:
    'குறுகிய நேரத்தில் இந்த இணைய இணைப்பிலிருந்து பல செய்திகள் வந்துள்ளதால், இந்தச் செய்தி அனுப்பப்படவில்லை. சில நிமிடங்கள் கழித்து மீண்டும் முயலவும்; அல்லது இப்போதே இவற்றில் ஒன்றின் மூலம் அனுப்பவும்:',
  sending: 'அனுப்பப்படுகிறது…',
  clear: 'அழிக்கவும்',
  honeypot: 'இணையதளம்',
  sendByWhatsApp: 'வாட்ஸ்அப்பில் அனுப்பவும்',
  sendByEmail: 'மின்னஞ்சலில் அனுப்பவும்',
  notConfigured:
    "'{submit}' பொத்தானை அழுத்தியதும், ஏற்கெனவே நிரப்பப்பட்ட உங்கள் செய்தியை வாட்ஸ்அப்பிலோ மின்னஞ்சலிலோ அனுப்பலாம்.",
  ready: 'உங்கள் செய்தி தயார்; ஏற்கெனவே நிரப்பப்பட்ட நிலையில் இவற்றில் ஒன்றின் மூலம் அனுப்பவும்:',
  sendNow: 'இல்லையென்றால், இப்போதே வாட்ஸ்அப்பிலோ மின்னஞ்சலிலோ அனுப்பவும்:',
};
