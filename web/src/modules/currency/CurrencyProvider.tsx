import { CURRENCY_CODES, type CurrencyCode, isCurrencyCode } from '@rules/currencies.js';
import { convertFromPkr, type DecimalString, formatMoney } from '@rules/money.js';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { applySoon } from '../../app/prerendered';
import { shellRequest } from '../../app/shellRequest';
import { i18n } from '../../i18n';
import { toast } from '../../ui/toaster';

// a plain fetch (app/shellRequest.ts): the top bar's picker is on every page, Apollo is not
const CURRENCIES_QUERY = 'query Currencies { currencies { code name symbol rate isBase rateUpdatedAt } }';

const STORAGE_KEY = 'safarnama.currency';
export const RATES_REFRESH_MS = 5 * 60 * 1000;

export type CurrencyRow = { code: string; name: string; symbol: string; rate: string; isBase: boolean };

type CurrencyState = {
  currencies: CurrencyRow[];
  selected: CurrencyCode;
  select: (code: CurrencyCode) => void;
  rateOf: (code: CurrencyCode) => string | undefined;
  /** A PKR amount in the selected currency, formatted; PKR itself while rates load. */
  format: (amountPkr: DecimalString) => string;
  loading: boolean;
};

const CurrencyContext = createContext<CurrencyState | null>(null);

export function readStoredCurrency(): CurrencyCode {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isCurrencyCode(stored) ? stored : 'PKR';
  } catch {
    return 'PKR';
  }
}

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [selected, setSelected] = useState<CurrencyCode>(readStoredCurrency);
  const [data, setData] = useState<{ currencies: CurrencyRow[] } | undefined>();
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let alive = true;
    const load = () =>
      shellRequest<{ currencies: CurrencyRow[] }>('Currencies', CURRENCIES_QUERY).then(
        // applySoon: an answer during the first page's render does not force it into one long task
        (fresh) => alive && applySoon(() => setData(fresh)),
        // the last good rates stay on screen
        () => alive && toast(i18n.t('shell:toasts.currenciesFailed'), undefined, 'error'),
      ).finally(() => alive && applySoon(() => setLoading(false)));
    void load();
    const timer = setInterval(load, RATES_REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  const select = useCallback((code: CurrencyCode) => {
    setSelected(code);
    try {
      window.localStorage.setItem(STORAGE_KEY, code);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }, []);

  const value = useMemo<CurrencyState>(() => {
    const currencies = (data?.currencies ?? []).filter((c) => (CURRENCY_CODES as readonly string[]).includes(c.code));
    const rates = new Map(currencies.map((c) => [c.code, c.rate]));
    const rateOf = (code: CurrencyCode) => (code === 'PKR' ? '1' : rates.get(code));
    return {
      currencies,
      selected,
      select,
      rateOf,
      loading,
      format: (amountPkr) => {
        const rate = rateOf(selected);
        return rate ? formatMoney(convertFromPkr(amountPkr, rate), selected) : formatMoney(amountPkr, 'PKR');
      },
    };
  }, [data, selected, select, loading]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency needs a CurrencyProvider');
  return state;
}
