// Node only (it reads files at build time): `server-only` makes a client import a build error.
import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Variant {
  w: number;
  src: string;
}

interface ManifestEntry {
  width: number;
  height: number;
  variants: Record<'avif' | 'webp' | 'jpeg', Variant[]>;
}

function manifest(): Record<string, ManifestEntry> {
  const file = path.join(process.cwd(), 'public/images/_optimized/manifest.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>)
    : {};
}

const srcSet = (vs: Variant[]) => vs.map((v) => `${v.src} ${v.w}w`).join(', ');

interface PhotoProps {
  /** File name in public/images/, e.g. "team.jpg". */
  name: string;
  alt: string;
  /** The sizes attribute: how wide the photo is shown. */
  sizes: string;
  className?: string;
  priority?: boolean;
}

/**
 * An owner photo, served as AVIF or WebP in the width the screen needs, with the JPEG as the
 * fallback (scripts/optimize-images.mjs makes them at build time). Server component: reads the
 * manifest while the page is built.
 */
export function Photo({ name, alt, sizes, className, priority = false }: PhotoProps) {
  const entry = manifest()[name];
  const loading = priority ? 'eager' : 'lazy';
  if (!entry)
    return <img src={`/images/${name}`} alt={alt} className={className} loading={loading} />;
  const fallback = entry.variants.jpeg[entry.variants.jpeg.length - 1]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(entry.variants.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(entry.variants.webp)} sizes={sizes} />
      <img
        src={fallback.src}
        srcSet={srcSet(entry.variants.jpeg)}
        sizes={sizes}
        alt={alt}
        width={entry.width}
        height={entry.height}
        className={className}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
