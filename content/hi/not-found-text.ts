/** The Hindi 404 page's words (out/hi/404.html); see content/not-found-text.ts. */
import type { NotFoundText } from '../not-found-text';

export const notFoundText: NotFoundText = {
  title: 'पेज नहीं मिला',
  notice: 'वह पेज हमें नहीं मिला, इसलिए यहां हमारा होम पेज है।',
};
