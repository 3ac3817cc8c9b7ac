import { fixedPage } from '@/components/pages/fixed-page';
import { LegalPage } from '@/components/content/legal-page';

const page = fixedPage('/terms-and-conditions', (locale) => (
  <LegalPage document="terms" locale={locale} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
