import { fixedPage } from '@/components/pages/fixed-page';
import { LegalPage } from '@/components/content/legal-page';

const page = fixedPage('/privacy-policy', (locale) => (
  <LegalPage document="privacy" locale={locale} />
));
export const metadata = page.metadata;
export default page.English;
