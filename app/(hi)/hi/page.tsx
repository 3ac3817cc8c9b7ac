import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  path: '/hi',
  title: 'पैकर्स एंड मूवर्स – मुफ़्त कोटेशन',
  description: 'घर, ऑफिस, कार और बाइक की शिफ्टिंग।',
});

export default function HindiHomePage() {
  return <h1>पैकर्स एंड मूवर्स</h1>;
}
