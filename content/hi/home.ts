import * as en from '../home';
import { stateNamesHi } from './places';
import { translated } from '../translate';

/** The home hero's five slides in Hindi: images from content/home.ts, words here. */
export const heroSlides = translated(en.heroSlides, [
  {
    alt: 'परिवार के घर के बाहर खड़ा शिफ्टिंग ट्रक, पास में कार्टन और अंदर ले जाया जा रहा सोफा',
    title: 'एक भी डिब्बा उठाने से पहले लिखित रेट',
    subtitle: 'पहले सर्वे, फिर एक तय कोटेशन',
    description:
      'हम वीडियो कॉल पर या घर आकर सामान देखते हैं, फिर GST के साथ हर चीज का एक लिखित रेट देते हैं। शिफ्टिंग के दिन वही रकम देनी होती है।',
  },
  {
    alt: 'बबल रैप और टेप के पास कार्टन सील करता पैकर',
    title: 'हमारी अपनी प्रशिक्षित टीम करती है पैकिंग',
    subtitle: 'न दिहाड़ी मजदूर, न अनजान लोग',
    description:
      'हमारे अपने पैकर, जिन्हें कांच, इलेक्ट्रॉनिक सामान और भारी फर्नीचर की पैकिंग सिखाई गई है, हर चीज को उसके हिसाब से पैक करते हैं।',
  },
  {
    alt: 'कार कैरियर ट्रक पर लदी एक कार और पट्टों से बंधा टू-व्हीलर',
    title: 'बंद और जीपीएस से ट्रैक होने वाले ट्रक',
    subtitle: 'पता रहे, सामान कहां है',
    description:
      'आपका सामान बंद कंटेनर में जाता है, बारिश में खुले ट्रक पर कभी नहीं, और पूरे सफर में ड्राइवर का नंबर आपके पास रहता है।',
  },
  {
    alt: 'ऑफिस की टेबल और कंप्यूटर लेबल लगे क्रेट में पैक किए जा रहे हैं',
    title: 'एक शिफ्टिंग मैनेजर, एक नंबर',
    subtitle: 'शुरू से आखिर तक हमारा फोन हमेशा उठता है',
    description:
      'सर्वे से लेकर आखिरी कार्टन खुलने तक एक ही व्यक्ति आपकी शिफ्टिंग संभालता है और आपका फोन उठाता है।',
  },
  {
    alt: 'कार्टन से भरे वेयरहाउस के रैक और एक फोर्कलिफ्ट',
    title: 'सुरक्षित भुगतान, GST बिल के साथ',
    subtitle: 'सिर्फ कंपनी के खाते में',
    description:
      'UPI, कार्ड या बैंक ट्रांसफर से सिर्फ हमारी कंपनी के खाते में भुगतान करें, किसी व्यक्ति को कभी नहीं, और हर रुपये का GST बिल पाएं।',
  },
]);

/** Where a branch serves that is not one state (content/hi/places.ts names the states). */
const regions: Record<string, string> = {
  'Delhi, Haryana & UP': 'दिल्ली, हरियाणा और उत्तर प्रदेश',
};

/**
 * The home page's branch cards in Hindi. `city` stays the English name: it is what the quote
 * form receives; the page shows it in Devanagari (lib/place-names.ts).
 */
export const branchCards = en.branchCards.map((card) => ({
  ...card,
  state: stateNamesHi[card.state] ?? regions[card.state] ?? card.state,
}));
