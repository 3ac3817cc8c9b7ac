import { localePage } from '@/components/pages/locale-page';
import { ReviewPage } from '@/components/content/review-page';

const page = localePage('/review', (locale) => <ReviewPage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
