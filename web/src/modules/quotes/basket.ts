import { useSyncExternalStore } from 'react';
import type { QuoteItemInput } from '../../gql/graphql';

// The agent's quote basket (issue 39): what "Add to quote" collected on the package, hotel and transport pages, kept on
// this device per signed-in user (localStorage) until a quote is made from it. A tiny store read with
// useSyncExternalStore, so every "Quote (n)" on screen follows at once (and other tabs through the storage event).

export type BasketItem = {
  /** this entry's own id (the same item may be added twice, e.g. for other dates) */
  key: string;
  /** the item's name as the catalogue writes it */
  name: string;
  imageUrl?: string | null;
  /** exactly what createCustomerQuote takes for it */
  input: QuoteItemInput;
};

// at most what a quote takes (rules/quotes.ts QUOTE_LIMITS.itemsMax)
export const BASKET_MAX = 10;
const PREFIX = 'safarnama.quoteBasket.';
const EMPTY: BasketItem[] = [];

const listeners = new Set<() => void>();
// the parsed basket of each user and the text it was parsed from: useSyncExternalStore wants the same array while
// nothing changed, and the stored text says whether something did (another tab, storage cleared)
const cache = new Map<string, { text: string | null; items: BasketItem[] }>();

function stored(userId: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + userId);
  } catch {
    // unavailable storage (private mode): what this page wrote
    return cache.get(userId)?.text ?? null;
  }
}

function read(userId: string): BasketItem[] {
  const text = stored(userId);
  const cached = cache.get(userId);
  if (cached && cached.text === text) return cached.items;
  let items = EMPTY;
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    if (Array.isArray(parsed))
      items = parsed.filter((i): i is BasketItem => !!i && typeof i === 'object' && typeof (i as BasketItem).key === 'string' && !!(i as BasketItem).input);
  } catch {
    // unreadable: an empty basket
  }
  cache.set(userId, { text, items });
  return items;
}

function write(userId: string, items: BasketItem[]): void {
  const text = items.length ? JSON.stringify(items) : null;
  cache.set(userId, { text, items });
  try {
    if (text) window.localStorage.setItem(PREFIX + userId, text);
    else window.localStorage.removeItem(PREFIX + userId);
  } catch {
    // private mode: the basket lasts for this page only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    // read() sees the new text
    if (e.key === null || e.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let counter = 0;
const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${++counter}`);

export const basket = {
  items: (userId: string): BasketItem[] => read(userId),
  /** Adds an item (false when the basket is full). */
  add(userId: string, item: Omit<BasketItem, 'key'>): boolean {
    const items = read(userId);
    if (items.length >= BASKET_MAX) return false;
    write(userId, [...items, { ...item, key: newKey() }]);
    return true;
  },
  remove(userId: string, key: string): void {
    write(
      userId,
      read(userId).filter((i) => i.key !== key),
    );
  },
  clear(userId: string): void {
    write(userId, []);
  },
};

/** The signed-in user's basket (empty when signed out), re-rendering when it changes. */
export function useBasket(userId: string | null | undefined): BasketItem[] {
  return useSyncExternalStore(
    subscribe,
    () => (userId ? read(userId) : EMPTY),
    () => EMPTY,
  );
}
