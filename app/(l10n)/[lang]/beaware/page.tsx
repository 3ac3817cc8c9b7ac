import { localePage } from '@/components/pages/locale-page';
import { BewarePage } from '@/components/content/beaware-page';

const page = localePage('/beaware', (locale) => <BewarePage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
