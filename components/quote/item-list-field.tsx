'use client';

import type { QuoteText } from '@/content/quote-text';
import { useEarlyTap } from '@/lib/early-taps';
import type { useQuoteForm } from './use-quote-form';

interface ItemListFieldProps {
  id: string;
  text: QuoteText;
  form: ReturnType<typeof useQuoteForm>;
}

/**
 * The quote form's `List your items` button and, once pressed, the item list: its panel comes
 * with its own code (components/quote/use-quote-form.ts), so until then this is all the page has.
 */
export function ItemListField({ id, text, form }: ItemListFieldProps) {
  const { state, itemList } = form;
  const { list, listOpen, listEdited, data } = state;
  const Panel = itemList.module?.default;
  const panelId = `${id}-items`;
  // Pressed before the page was live: the list opens now.
  useEarlyTap(panelId, itemList.open);
  return (
    <div className="field field--wide item-list">
      <button
        type="button"
        className="btn btn--outline item-list__toggle"
        aria-expanded={listOpen}
        aria-controls={panelId}
        data-early={panelId}
        onClick={itemList.toggle}
      >
        {text.list.button}
      </button>
      <div id={panelId} hidden={!listOpen}>
        {listOpen &&
          (Panel && list ? (
            <Panel
              id={id}
              lang={text.lang}
              list={list}
              size={data.size}
              sizeLabel={text.sizes[data.size] ?? data.size}
              truckNames={text.estimate.trucks}
              edited={listEdited}
              dispatch={form.dispatch}
            />
          ) : (
            <p className="estimate__hint" role="status">
              {itemList.failed ? text.list.failed : text.list.loading}
            </p>
          ))}
      </div>
    </div>
  );
}
