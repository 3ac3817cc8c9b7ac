'use client';

import { useState, type ImgHTMLAttributes } from 'react';

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
 * An image with fixed dimensions (no layout shift), lazy by default, that swaps to the
 * placeholder artwork if its file fails to load (SPEC: image errors fall back to a placeholder).
 */
export function Picture({ src, alt, width, height, loading = 'lazy', ...rest }: PictureProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={failed ? PLACEHOLDER_SRC : src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
