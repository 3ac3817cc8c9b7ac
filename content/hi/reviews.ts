/**
 * The words of /review in Hindi: the office-shifting section, how the reviews are collected and
 * the happy-customers numbers. The customers' reviews are quotes and stay in English, as they
 * wrote them; images, numbers and proof links come from content/reviews.ts and content/site.ts.
 */
import * as en from '../reviews';
import { ratingSource } from './rating-source';
import { site } from '../site';
import { translated } from '../translate';

/** The office-shifting section: its title, paragraphs and image in Hindi, its reviews as written. */
export const officeShifting: typeof en.officeShifting = {
  ...en.officeShifting,
  title: 'ऑफिस शिफ्टिंग, जिसमें काम नहीं रुकता',
  paragraphs: [
    'कंपनियां, क्लिनिक और दुकानें भी उसी वजह से हमारे साथ शिफ्ट होती हैं जिस वजह से परिवार: लिखित प्लान और ऐसी कीमत, जो बदलती नहीं। ऑफिस के लिए हम कुछ ऐसी चीजें जोड़ते हैं जो कारोबार के लिए मायने रखती हैं, जैसे वीकेंड पर शिफ्टिंग, नंबर लगी डेस्क और रिकॉर्ड के लिए सीलबंद क्रेट।',
    'हमारे दो ऑफिस ग्राहकों ने अपनी शिफ्टिंग के बाद जो लिखा, वह उन्हीं के शब्दों में पढ़ें।',
  ],
  image: {
    ...en.officeShifting.image,
    alt: 'ऑफिस की टेबल और कंप्यूटर लेबल लगे क्रेट में पैक किए जा रहे हैं',
  },
};

/** How the reviews are collected. */
export const reviewsAbout: typeof en.reviewsAbout = {
  title: 'इन रिव्यू के बारे में',
  paragraphs: [
    'हम सिर्फ उन्हीं ग्राहकों से रिव्यू मांगते हैं जिन्होंने हमारे साथ शिफ्टिंग बुक की और पूरी की, वह भी डिलीवरी के कुछ दिन बाद, जब उन्हें सामान खोलने का समय मिल चुका हो। हम रिव्यू के लिए पैसे नहीं देते, न ही उनके बदले कोई छूट देते हैं।',
    'रिव्यू बिना किसी काट-छांट के प्रकाशित होते हैं, वे भी जिनमें बताया गया है कि हम क्या बेहतर कर सकते थे; निजता के लिए हम बस सरनेम की जगह उसका पहला अक्षर लिखते हैं। हमारे ग्राहक क्या कहते हैं, यह आप मैप पर हमारी सार्वजनिक लिस्टिंग में भी पढ़ सकते हैं, जहां रेटिंग हमारे हाथ में नहीं है।',
  ],
};

/** The happy-customers section: values and proof links from content/reviews.ts. */
export const happyCustomers: typeof en.happyCustomers = {
  title: 'खुश ग्राहक',
  stats: translated(en.happyCustomers.stats, [
    { label: `${ratingSource} पर ${site.rating.count} रिव्यू की औसत रेटिंग` },
    { label: 'शहर, जहां तक और जहां से हम शिफ्टिंग करते हैं' },
    { label: 'ऑफिस, जिन्हें हमारा अपना स्टाफ चलाता है' },
    { label: 'जिस साल हमने पहला घर शिफ्ट किया' },
  ]),
  paragraph:
    'यहां का हर आंकड़ा उन परिवारों और टीमों का है, जिन्होंने अपने घर, ऑफिस और गाड़ियां भरोसे के साथ हमें सौंपीं। रिव्यू के लिए, दोस्तों और रिश्तेदारों को हमारे पास भेजने के लिए, और उस सच्ची राय के लिए धन्यवाद, जिससे हम लगातार बेहतर होते रहते हैं।',
};
