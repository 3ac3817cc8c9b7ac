import { fixedPage } from '@/components/pages/fixed-page';
import { ChargesPage } from '@/components/content/charges-page';

const page = fixedPage('/packers-and-movers-charges', (locale) => <ChargesPage locale={locale} />);
export const metadata = page.metadata;
export default page.English;
