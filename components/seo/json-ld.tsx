import { jsonLdGraph, serializeJsonLd, type JsonLdNode } from '@/lib/seo/json-ld';

/** Renders structured data; the only place that writes raw HTML, and it escapes `<`. */
export function JsonLd({ nodes }: { nodes: JsonLdNode[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph(nodes)) }}
    />
  );
}
