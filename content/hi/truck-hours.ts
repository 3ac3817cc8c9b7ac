import type { TruckHours } from '../truck-hours';

/**
 * The Hindi of content/truck-hours.ts: when trucks may drive in a city, keyed the same way. Only
 * what a reader reads is translated; the URLs are the same, and each source keeps its publisher
 * and date (the month written in Hindi).
 */
export const truckHours: Readonly<Record<string, TruckHours>> = {
  Delhi: {
    text: 'दिल्ली में भारी ट्रक सिर्फ रात 11 बजे से सुबह 7 बजे के बीच ही आ सकते हैं, और कई मुख्य सड़कों पर हल्के मालवाहक वाहनों पर सुबह 7 से 11 बजे और शाम 5 से रात 11 बजे तक रोक रहती है, इसलिए दूसरे शहर से आने वाला ट्रक रात में पहुंचता है और लोडिंग इन्हीं घंटों के हिसाब से तय की जाती है। सर्दियों में प्रदूषण बहुत बढ़ने पर कई दिनों तक ट्रकों की एंट्री रोकी जा सकती है।',
    source: 'दिल्ली सरकार की अधिसूचनाएं, 2017 और अगस्त 2022',
    url: 'http://indianexpress.com/article/cities/delhi/delhi-trucks-can-enter-city-after-11-pm-4559487/',
  },
  Bangalore: {
    text: 'शहर की सड़कों पर भारी मालवाहक वाहनों पर सुबह 7 से 11 बजे और शाम 4 से रात 10 बजे तक रोक है (शनिवार को सुबह 10 से दोपहर 2.30 बजे तक और शाम 4.30 से रात 9 बजे तक), इसलिए बड़ा ट्रक दोपहर में या देर शाम को लोड होता है।',
    source: 'बेंगलुरु ट्रैफिक पुलिस, अगस्त 2024',
    url: 'https://www.thehindu.com/news/cities/bangalore/hgv-prohibition-timings-modified-on-saturdays-in-bengaluru/article68476806.ece',
  },
  Mumbai: {
    text: 'मुंबई की सड़कों पर भारी वाहन सुबह 7 से 11 बजे और शाम 5 से रात 9 बजे तक नहीं चल सकते, और दक्षिण मुंबई में सुबह 7 बजे से आधी रात तक नहीं। गणेश विसर्जन जैसे त्योहारों के दिनों में पूरे शहर में अलग से पाबंदी लगती है, इसलिए शिफ्टिंग की तारीखें इन्हें देखकर तय की जाती हैं।',
    source: 'मुंबई ट्रैफिक पुलिस, फरवरी 2026',
    url: 'https://www.newsbytesapp.com/news/india/mumbai-to-ban-heavy-vehicles-during-peak-hours-from-february/tldr',
  },
  Hyderabad: {
    text: 'नेशनल या अंतर-जिला परमिट वाली लॉरियां शहर के रास्तों पर सिर्फ रात 11 बजे से सुबह 7 बजे तक चल सकती हैं, और मध्यम मालवाहक वाहनों (घर की ज्यादातर शिफ्टिंग में इस्तेमाल होने वाले ट्रक) पर सुबह 8 बजे से दोपहर 12 बजे तक और शाम 4 से रात 9 बजे तक रोक रहती है।',
    source: 'हैदराबाद सिटी पुलिस की अधिसूचना, फरवरी 2024',
    url: 'https://www.thehindu.com/news/cities/Hyderabad/police-notify-timings-based-on-vehicle-types-to-ease-traffic-congestion-in-hyderabad/article67867895.ece',
  },
  Secunderabad: {
    text: 'जुड़वां शहर होने की वजह से यहां भी हैदराबाद वाले ट्रक नियम लागू हैं: नेशनल या अंतर-जिला परमिट वाली लॉरियां सिर्फ रात 11 बजे से सुबह 7 बजे तक, और मध्यम मालवाहक वाहन सुबह 8 बजे से दोपहर 12 बजे तक या शाम 4 से रात 9 बजे तक नहीं।',
    source: 'हैदराबाद सिटी पुलिस की अधिसूचना, फरवरी 2024',
    url: 'https://www.thehindu.com/news/cities/Hyderabad/police-notify-timings-based-on-vehicle-types-to-ease-traffic-congestion-in-hyderabad/article67867895.ece',
  },
};
