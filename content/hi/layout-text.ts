import type { LayoutText } from '../layout-text';

/** The header, footer and chat button in Hindi (the English is in content/layout-text.ts). */
export const layoutText: LayoutText = {
  skip: 'सीधे मुख्य जानकारी पर जाएं',
  contactGroup: 'संपर्क',
  noticesGroup: 'सूचनाएं',
  locations: 'हमारी सेवा वाले शहर',
  beware: 'ऑनलाइन धोखाधड़ी से सावधान',
  partner: 'ब्रांच पार्टनर बनें',
  since: (year) => `${year} से आपकी सेवा में`,
  home: (brand) => `${brand}, होम पेज`,
  mainNav: 'मुख्य',
  requestQuote: 'कोटेशन मांगें',
  allPagesMenu: 'मेन्यू: सभी पेज',
  allPages: 'सभी पेज',
  menu: 'मेन्यू',
  closeMenu: 'मेन्यू बंद करें',
  mobileNav: 'मोबाइल',
  switchLabel: 'English',
  switchName: 'Read this page in English',
  chat: 'WhatsApp पर बात करें',
  chatGreeting: 'नमस्ते! मुझे अपने सामान की शिफ्टिंग के लिए कोटेशन चाहिए।',
  footer: {
    trustTitle: (year) => `${year} से परिवारों और कंपनियों का भरोसा`,
    highlights: 'हमारी सेवा की खास बातें',
    processTitle: 'आपकी शिफ्टिंग छह कदमों में',
    citiesTitle: 'हमारी सेवा वाले शहर: आपके पास पैकर्स एंड मूवर्स',
    allCities: (count) => `हमारे सभी ${count} शहर`,
    processMore: 'हर कदम विस्तार से',
    services: 'सेवाएं',
    quickLinks: 'उपयोगी लिंक',
    office: 'रजिस्टर्ड ऑफिस',
    follow: 'हमें फॉलो करें',
    since: (year) => `${year} से पूरे भारत में शिफ्टिंग।`,
    rights: (year, name) => `© ${year} ${name}. सर्वाधिकार सुरक्षित।`,
    websiteBy: 'वेबसाइट:',
  },
};

/** The first breadcrumb of every Hindi page (pages['/'].crumb in English). */
export const homeCrumbHi = 'होम';
