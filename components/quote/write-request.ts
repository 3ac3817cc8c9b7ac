import { DEFAULT_SERVICE } from '@/content/sizes';
import type { Attribution } from '@/lib/attribution';
import { FLOORS_NOT_GIVEN, floorsOf, isHomeMove } from '@/lib/floors';
import type { QuoteData } from '@/lib/quote';
import { placeForMessage } from '@/lib/quote-message';
import { makeQuoteRef } from '@/lib/quote-ref';
import {
  composeRequest,
  type BusinessContact,
  type CheckResult,
  type ComposedRequest,
} from '@/lib/quote-request';
import type { ItemList } from '@/lib/volume';
import type { EstimateModule } from './use-estimator';
import type { ItemsModule } from './use-item-list';

export interface WriteRequestInput {
  data: QuoteData;
  checked: Extract<CheckResult, { ok: true }>;
  /** The visitor's item list for a home move, if any. */
  list: ItemList | null;
  /** The estimator and the list's code, where they have loaded (both are extras). */
  estimator: EstimateModule | null;
  items: ItemsModule | null;
  /** The page's language code, and the chat line asking for a reply in it ('' in English). */
  lang: string;
  languageLine: string;
  contact: BusinessContact;
  /** The site's origin, for the written scope's link, and the path the request is sent from. */
  origin: string;
  page: string;
  /** Where the visit came from, as the tab kept it (lib/attribution.ts), or null. */
  attribution: Attribution | null;
}

export interface WrittenRequest extends ComposedRequest {
  /** The written scope's link: a move with a size chosen, or a home move with an item list. */
  scopeLink?: string;
  /** Neither a size nor a list: there is nothing to write a scope from. */
  scopeNeedsSize: boolean;
  /** A size or a list was given but the estimator had not loaded: no `Estimate:` line. */
  estimateMissing: boolean;
}

/**
 * A checked request written out: a new reference, the estimate where the estimator has loaded
 * (from the list where there is one), the list's lines, and the written scope of a move with a
 * size chosen or a home move's list, where the list's code has loaded (the form fetches it once a
 * size is chosen), and the chat message and e-mail copy. Synchronous: the chat tab must open within the
 * visitor's tap.
 */
export function writeRequest(input: WriteRequestInput): WrittenRequest {
  const { data, checked, list, estimator, items } = input;
  const home = isHomeMove(data.service);
  // Only a home move's floors are asked (components/quote/floor-fields.tsx).
  const floors = home ? floorsOf(data) : FLOORS_NOT_GIVEN;
  const estimate = estimator?.estimateMove({
    ...data,
    from: checked.from.city,
    to: checked.to.city,
    service: data.service || DEFAULT_SERVICE,
    list: list && items ? items.summarize(list) : null,
    floors: home ? floors : null,
  });
  const ref = makeQuoteRef();
  // Without a list (only a home move has one), the scope is worked out from the size: a home's
  // typical list, an office's size, the vehicle.
  const basis = list ? '' : data.size;
  const written =
    (basis || list) && items
      ? items.writeList(
          list,
          basis,
          {
            ref,
            from: placeForMessage(data.from, checked.from),
            to: placeForMessage(data.to, checked.to),
            moveTime: data.time,
            floors,
            range: estimate?.ok ? estimate : undefined,
          },
          input.lang,
          input.origin,
        )
      : undefined;
  const composed = composeRequest({
    data,
    checked,
    ref,
    list: written,
    estimateLine: estimate?.ok ? estimator!.estimateLine(estimate) : undefined,
    languageLine: input.languageLine || undefined,
    page: input.page,
    attribution: input.attribution,
    whatsapp: input.contact.whatsapp,
  });
  return {
    ...composed,
    scopeLink: written?.scopeLink,
    scopeNeedsSize: !basis && !list,
    estimateMissing: Boolean(data.size || list) && !estimator,
  };
}
