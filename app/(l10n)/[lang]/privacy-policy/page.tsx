import { fixedPage } from '@/components/pages/fixed-page';
import { LegalPage } from '@/components/content/legal-page';

const page = fixedPage('/privacy-policy', (locale) => (
  <LegalPage document="privacy" locale={locale} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
