import { fixedPage } from '@/components/pages/fixed-page';
import { BewarePage } from '@/components/content/beaware-page';

const page = fixedPage('/beaware', (locale) => <BewarePage locale={locale} />);
export const metadata = page.metadata;
export default page.English;
