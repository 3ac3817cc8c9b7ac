import type { TruckHours } from '../truck-hours';

/**
 * The Tamil of content/truck-hours.ts: when trucks may drive in a city, keyed the same way. Only
 * what a reader reads is translated; the URLs are the same, and each source keeps its publisher
 * and date (the month written in Tamil).
 */
export const truckHours: Readonly<Record<string, TruckHours>> = {
  Delhi: {
    text: 'டெல்லிக்குள் கனரக லாரிகள் இரவு 11 மணி முதல் காலை 7 மணி வரை மட்டுமே நுழைய முடியும்; பல முக்கியச் சாலைகளில் இலகுரக சரக்கு வாகனங்களுக்குக் காலை 7 முதல் 11 மணி வரையும், மாலை 5 முதல் இரவு 11 மணி வரையும் தடை உண்டு. அதனால் வேறு நகரிலிருந்து வரும் லாரி இரவில் வந்துசேரும்; ஏற்றுதல் இந்த நேரங்களுக்கு ஏற்பத் திட்டமிடப்படும். குளிர்காலத்தில் காற்று மாசு அதிகரிக்கும் நாட்களில் லாரிகள் நுழைவது பல நாட்களுக்கு நிறுத்தப்படலாம்.',
    source: 'டெல்லி அரசின் அறிவிப்புகள், 2017, ஆகஸ்ட் 2022',
    url: 'http://indianexpress.com/article/cities/delhi/delhi-trucks-can-enter-city-after-11-pm-4559487/',
  },
  Bangalore: {
    text: 'நகரச் சாலைகளில் கனரக சரக்கு வாகனங்களுக்குக் காலை 7 முதல் 11 மணி வரையும், மாலை 4 முதல் இரவு 10 மணி வரையும் தடை உண்டு (சனிக்கிழமைகளில் காலை 10 முதல் பிற்பகல் 2.30 மணி வரையும், மாலை 4.30 முதல் இரவு 9 மணி வரையும்). அதனால் பெரிய லாரியில் நண்பகலிலோ இரவு தாமதமாகவோ ஏற்றப்படும்.',
    source: 'பெங்களூரு போக்குவரத்துக் காவல் துறை, ஆகஸ்ட் 2024',
    url: 'https://www.thehindu.com/news/cities/bangalore/hgv-prohibition-timings-modified-on-saturdays-in-bengaluru/article68476806.ece',
  },
  Mumbai: {
    text: 'மும்பைச் சாலைகளில் கனரக வாகனங்கள் காலை 7 முதல் 11 மணி வரையும், மாலை 5 முதல் இரவு 9 மணி வரையும் இயங்கக் கூடாது; தெற்கு மும்பையில் காலை 7 மணி முதல் நள்ளிரவு வரை கூடாது. விநாயகர் சிலை கரைப்பு போன்ற விழா நாட்களில் நகரம் முழுவதும் கூடுதல் தடைகள் வரும்; அதனால் ஷிஃப்டிங் தேதிகள் அவற்றைப் பார்த்தே முடிவு செய்யப்படும்.',
    source: 'மும்பை போக்குவரத்துக் காவல் துறை, பிப்ரவரி 2026',
    url: 'https://www.newsbytesapp.com/news/india/mumbai-to-ban-heavy-vehicles-during-peak-hours-from-february/tldr',
  },
  Hyderabad: {
    text: 'தேசிய அல்லது மாவட்டங்களுக்கு இடையிலான அனுமதி பெற்ற லாரிகள் நகரச் சாலைகளில் இரவு 11 மணி முதல் காலை 7 மணி வரை மட்டுமே செல்லலாம்; நடுத்தர சரக்கு வாகனங்களுக்கு (பெரும்பாலான வீடு மாற்றங்களுக்குப் பயன்படும் லாரிகள்) காலை 8 மணி முதல் நண்பகல் 12 மணி வரையும், மாலை 4 முதல் இரவு 9 மணி வரையும் தடை உண்டு.',
    source: 'ஹைதராபாத் மாநகரக் காவல் துறை அறிவிப்பு, பிப்ரவரி 2024',
    url: 'https://www.thehindu.com/news/cities/Hyderabad/police-notify-timings-based-on-vehicle-types-to-ease-traffic-congestion-in-hyderabad/article67867895.ece',
  },
  Secunderabad: {
    text: 'இரட்டை நகரங்கள் என்பதால் ஹைதராபாத்தின் லாரி விதிகளே இங்கும் பொருந்தும்: தேசிய அல்லது மாவட்டங்களுக்கு இடையிலான அனுமதி பெற்ற லாரிகள் இரவு 11 மணி முதல் காலை 7 மணி வரை மட்டும்; நடுத்தர சரக்கு வாகனங்கள் காலை 8 மணி முதல் நண்பகல் 12 மணி வரையும், மாலை 4 முதல் இரவு 9 மணி வரையும் கூடாது.',
    source: 'ஹைதராபாத் மாநகரக் காவல் துறை அறிவிப்பு, பிப்ரவரி 2024',
    url: 'https://www.thehindu.com/news/cities/Hyderabad/police-notify-timings-based-on-vehicle-types-to-ease-traffic-congestion-in-hyderabad/article67867895.ece',
  },
};
