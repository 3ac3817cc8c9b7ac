/**
 * An image response re-encoded as a palette PNG (at most 256 colours, no dithering), for the
 * Open Graph cards drawn at build time: a card is flat colours, one gradient and text, which 256
 * colours reproduce without a visible step, at about 34 KB instead of 86 KB. With a card for each
 * of hundreds of cities, that is most of the difference between fitting a static host's limits
 * and not. Node only (sharp), at build time.
 */
import sharp from 'sharp';

export async function palettePng(image: Response | Promise<Response>): Promise<Response> {
  const res = await image;
  const png = await sharp(Buffer.from(await res.arrayBuffer()))
    .png({ palette: true, dither: 0, effort: 4, compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
