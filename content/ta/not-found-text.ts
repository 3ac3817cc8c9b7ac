/** The Tamil 404 page's words (out/ta/404.html); see content/not-found-text.ts. */
import type { NotFoundText } from '../not-found-text';

export const notFoundText: NotFoundText = {
  title: 'பக்கம் கிடைக்கவில்லை',
  notice: 'நீங்கள் தேடிய பக்கம் கிடைக்கவில்லை; அதனால் எங்கள் முகப்புப் பக்கம் இதோ.',
};
