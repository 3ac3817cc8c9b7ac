import { localePage } from '@/components/pages/locale-page';
import { ChargesPage } from '@/components/content/charges-page';

const page = localePage('/packers-and-movers-charges', (locale) => <ChargesPage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
