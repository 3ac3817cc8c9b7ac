import { localePage } from '@/components/pages/locale-page';
import { LegalPage } from '@/components/content/legal-page';

const page = localePage('/terms-and-conditions', (locale) => (
  <LegalPage document="terms" locale={locale} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
