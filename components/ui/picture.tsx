import type { ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_SRC = '/art/placeholder.svg';

type PictureProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'alt'
> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * An image with fixed dimensions (no layout shift), lazy by default. If its file fails to load,
 * one listener for the whole page (components/layout/page-scripts.tsx) swaps in the placeholder
 * artwork (docs/product.md#images-and-fonts). A server component: images add no JavaScript.
 */
export function Picture({ src, alt, width, height, loading = 'lazy', ...rest }: PictureProps) {
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      data-fallback={PLACEHOLDER_SRC}
    />
  );
}
