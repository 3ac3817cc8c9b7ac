#!/usr/bin/env node
// A fresh key pair for issuing written scopes (docs/product.md#the-written-scope): ECDSA P-256,
// made by WebCrypto as the edge and the browsers use it (lib/scope-sign.ts). Prints the private
// key, for SCOPE_SIGNING_KEY (.dev.vars locally, a secret of the Pages project in production),
// and the public key, for NEXT_PUBLIC_SCOPE_PUBLIC_KEY at build time. Each is one line of JSON.
// Nothing is written to disk: the private key goes where you paste it and nowhere else.
//
// A new pair makes every scope issued under the old one read as not issued by us: change keys
// only when the old private key may have leaked.
const { privateKey, publicKey } = await crypto.subtle.generateKey(
  { name: 'ECDSA', namedCurve: 'P-256' },
  true,
  ['sign', 'verify'],
);
const only = ({ kty, crv, x, y, d }) =>
  JSON.stringify(d ? { kty, crv, x, y, d } : { kty, crv, x, y });
const secret = only(await crypto.subtle.exportKey('jwk', privateKey));
const open = only(await crypto.subtle.exportKey('jwk', publicKey));

console.log(`# Private: keep it secret. .dev.vars, and in production
#   npx wrangler pages secret put SCOPE_SIGNING_KEY   (paste the line below)
SCOPE_SIGNING_KEY='${secret}'

# Public: the build's environment (.env.local, or the Pages project's build variables)
NEXT_PUBLIC_SCOPE_PUBLIC_KEY='${open}'`);
