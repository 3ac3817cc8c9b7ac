import * as en from '../process';
import { translated } from './translate';

/** The home page's four steps in Hindi: icons from content/process.ts. */
export const fourStepProcess = translated(en.fourStepProcess, [
  {
    title: 'हमें काम सौंपें',
    description: 'फॉर्म या WhatsApp पर अपनी शिफ्टिंग की जानकारी भेजें और मुफ्त, लिखित कोटेशन पाएं।',
  },
  {
    title: 'पैकिंग और लोडिंग',
    description:
      'हमारी टीम अच्छी क्वालिटी के मटीरियल से पैकिंग करती है और आपका सामान ध्यान से ट्रक में लोड करती है।',
  },
  {
    title: 'ट्रांसपोर्ट',
    description: 'बंद और ट्रैक होने वाली गाड़ियां आपका सामान सुरक्षित नए पते तक पहुंचाती हैं।',
  },
  {
    title: 'अनलोडिंग और अनपैकिंग',
    description: 'हम सामान उतारते हैं, खोलते हैं और जमा देते हैं, ताकि आप उसी दिन नए घर में आराम से बस सकें।',
  },
]);
