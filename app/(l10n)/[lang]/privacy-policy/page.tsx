import { localePage } from '@/components/pages/locale-page';
import { LegalPage } from '@/components/content/legal-page';

const page = localePage('/privacy-policy', (locale) => (
  <LegalPage document="privacy" locale={locale} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
