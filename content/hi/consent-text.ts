import type { ConsentText } from '../consent-text';

/** The analytics consent notice in Hindi (the English is in content/consent-text.ts). */
export const consentText: ConsentText = {
  title: 'क्या हम आपकी विजिट गिन सकते हैं?',
  body: (tools) =>
    `आपकी अनुमति हो तो हम ${tools} से गिनेंगे कि कितने लोग आए, कौन-से पेज देखे गए और किस पेज या विज्ञापन से अनुरोध आया (सिर्फ रेफरेंस नंबर से, आपके मोबाइल नंबर या जगहों से कभी नहीं)। इससे हमें पता चलता है कि कौन-से पेज और विज्ञापन काम आ रहे हैं।`,
  note: 'अपनी पसंद कभी भी हर पेज के नीचे “आंकड़ों की सेटिंग” से बदल सकते हैं।',
  tools: {
    analytics: 'गूगल एनालिटिक्स',
    ads: 'गूगल ऐड्स',
    both: (analytics, ads) => `${analytics} और ${ads}`,
  },
  accept: 'मंजूर है',
  decline: 'मंजूर नहीं',
  more: 'प्राइवेसी पॉलिसी',
  current: {
    granted: 'आपने इसकी अनुमति दी है।',
    denied: 'आपने इससे मना किया है।',
  },
  settings: 'आंकड़ों की सेटिंग',
};
