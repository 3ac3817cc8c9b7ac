// Node only (it reads files at build time): `server-only` makes a client import a build error.
import 'server-only';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { ogText } from '@/content/og-text';
import { site } from '@/content/site';
import { OG_IMAGE_SIZE } from './metadata';

// Satori reads WOFF (not WOFF2): the static font package ships both, each file exported by the
// package under `files/`. Resolved as a package path, read at build time only.
const fontFile = (name: string) =>
  createRequire(`${process.cwd()}/`).resolve(`@fontsource/plus-jakarta-sans/files/${name}`);

/**
 * The Open Graph card: brand, a large title and a line under it, drawn at build time, as a palette
 * PNG (at most 256 colours, no dithering). A card is flat colours, one gradient and text, which 256
 * colours reproduce without a visible step, at about 34 KB instead of 86 KB. With a card for each
 * of hundreds of cities, that is most of the difference between fitting a static host's limits
 * and not.
 */
export async function renderOgImage({ title, subtitle }: { title: string; subtitle: string }) {
  const [bold, extraBold] = await Promise.all([
    readFile(fontFile('plus-jakarta-sans-latin-700-normal.woff')),
    readFile(fontFile('plus-jakarta-sans-latin-800-normal.woff')),
  ]);
  const card = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 64,
        background: 'linear-gradient(135deg, #0B2545 0%, #1E4A7A 100%)',
        color: '#FFFFFF',
        fontFamily: 'Jakarta',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 14,
            background: '#F26B1D',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 36,
            fontWeight: 800,
          }}
        >
          {site.shortName.charAt(0)}
        </div>
        <div style={{ fontSize: 34, fontWeight: 700 }}>{site.brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 72, fontWeight: 800, lineHeight: 1.1, maxWidth: 1000 }}>
          {title}
        </div>
        <div style={{ fontSize: 32, fontWeight: 700, color: '#FFB27A' }}>{subtitle}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 28, fontWeight: 700, color: '#DBE6F3' }}>
        {ogText.foot(site.foundedYear, site.rating.value, site.rating.count, site.phones.sales)}
      </div>
    </div>,
    {
      ...OG_IMAGE_SIZE,
      fonts: [
        { name: 'Jakarta', data: bold, weight: 700, style: 'normal' },
        { name: 'Jakarta', data: extraBold, weight: 800, style: 'normal' },
      ],
    },
  );
  const png = await sharp(Buffer.from(await card.arrayBuffer()))
    .png({ palette: true, dither: 0, effort: 4, compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
