import { Box, chakra, Flex, Skeleton } from '@chakra-ui/react';
import type { SearchTab } from '@rules/home-search.js';
import { BedDouble, Bus, FileCheck2, type LucideIcon, Package, Plane } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, startTransition, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { prerenderedHtml } from '../../app/prerendered';
import { toast } from '../../ui/toaster';
import type { TabValues } from './HomeTabForm';
import type SearchTabFormType from './SearchTabForm';

// The landing page's search box (spec points 2 and 5): five tabs, one active; each tab's form searches (visa answers
// with two toasts). The forms (react-final-form, the rules' schemas: ~30 KB gzip) are not part of the landing page's
// first load: SearchTabForm.tsx loads when the browser is idle or the visitor reaches for the box, whichever comes
// first. Until then a pre-rendered page keeps showing the form it was painted with; otherwise a placeholder.

// labels: tabs.<value> in the home catalogue
const TABS: Array<{ value: SearchTab; icon: LucideIcon }> = [
  { value: 'flights', icon: Plane },
  { value: 'hotels', icon: BedDouble },
  { value: 'packages', icon: Package },
  { value: 'visa', icon: FileCheck2 },
  { value: 'transport', icon: Bus },
];

let SearchTabForm: typeof SearchTabFormType | undefined;
/** Loads the search forms' code (the build's pre-render waits for it, so its HTML has the real form). */
export const loadSearchForms = () => import('./SearchTabForm').then((m) => (SearchTabForm = m.default));

// the form's own spot while its code loads, about its height: the search box does not jump when it arrives
const FORM_PLACEHOLDER_HEIGHT = { base: '96', md: '56', lg: '36' };

const VISA_FOLLOW_UP_MS = 1000;

export type Prefill = { tab: SearchTab; values: Record<string, string>; n: number };

export function SearchBox({ tab, onTabChange, prefill }: { tab: SearchTab; onTabChange: (tab: SearchTab) => void; prefill?: Prefill }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('home');
  const [busy, setBusy] = useState(false);
  // busy until the search's page replaces this one; a navigation back here before that page had loaded (the home link
  // pressed while its code was still coming) keeps this box mounted, and it must not stay busy for good
  const [busyAt, setBusyAt] = useState(location.key);
  if (busy && busyAt !== location.key) {
    setBusy(false);
    setBusyAt(location.key);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // spec: the visa tab does not navigate; two toasts about a second apart
  function askVisa(values: TabValues) {
    setBusy(true);
    toast(t('visaToast.title'), t('visaToast.text'), 'info');
    timer.current = setTimeout(() => {
      // the spec's words, with a way into the real visa service carrying the form's choices
      const q = new URLSearchParams({ from: values.fromCountry ?? '', to: values.toCountry ?? '', type: values.visaType ?? '', processing: values.processingType ?? '' });
      toast(t('visaToast.followTitle'), t('visaToast.followText'), 'info', {
        label: t('visaToast.apply'),
        onClick: () => navigate(`/visa?${q.toString()}`),
      });
      setBusy(false);
    }, VISA_FOLLOW_UP_MS);
  }

  function go(path: string) {
    setBusy(true);
    setBusyAt(location.key);
    navigate(path);
  }

  // the pre-rendered form, shown as painted until its code has loaded (a pre-rendered page only, the first tab only)
  const [painted] = useState(() => (SearchTabForm ? undefined : prerenderedHtml('search-form')));
  const [loaded, setLoaded] = useState(!!SearchTabForm);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (loaded) return;
    let alive = true;
    // a transition: the form renders in slices, not in one long task that would hold up a tap
    const load = () => void loadSearchForms().then(() => alive && startTransition(() => setLoaded(true)), () => undefined);
    // without a painted form there is nothing to show meanwhile: load at once
    if (!painted) return load(), () => void (alive = false);
    const el = box.current;
    const reach = ['pointerdown', 'focusin', 'keydown', 'pointerenter'];
    for (const type of reach) el?.addEventListener(type, load, { once: true, passive: true });
    const idle = window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 4000 }) : window.setTimeout(load, 2000);
    return () => {
      alive = false;
      for (const type of reach) el?.removeEventListener(type, load);
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [loaded, painted]);
  // a field reached in the painted form gets the focus in the live one
  const reached = useRef<number>(-1);
  const onPaintedFocus = (e: FocusEvent<HTMLDivElement>) => {
    const fields = [...e.currentTarget.querySelectorAll('input, select, button, textarea')];
    reached.current = fields.indexOf(e.target);
    // typing into the painted copy would be lost when the live form replaces it
    if ('readOnly' in e.target) (e.target as HTMLInputElement).readOnly = true;
  };
  useEffect(() => {
    if (!loaded || reached.current < 0) return;
    box.current?.querySelectorAll<HTMLElement>('[role=tabpanel] :is(input, select, button, textarea)')[reached.current]?.focus();
    reached.current = -1;
  }, [loaded]);

  const prefilled = prefill?.tab === tab ? prefill.values : {};
  // data-keep-html: a pre-rendered page's form is kept as painted until its code has loaded (app/prerendered.ts)
  const form = SearchTabForm ? (
    <div key="live" data-keep-html="search-form">
      {/* a shortcut remounts the tab's form with its values */}
      <SearchTabForm key={`${tab}-${prefill?.n ?? 0}`} tab={tab} prefilled={prefilled} busy={busy} go={go} askVisa={askVisa} />
    </div>
  ) : painted && tab === 'flights' && !prefill ? (
    <div key="painted" data-keep-html="search-form" dangerouslySetInnerHTML={{ __html: painted }} onFocus={onPaintedFocus} />
  ) : (
    <Skeleton h={FORM_PLACEHOLDER_HEIGHT} rounded="lg" />
  );

  // WAI-ARIA tabs (automatic activation, roving focus) in plain elements: Chakra's Tabs is a zag state machine and
  // its presence tracking, ~6 KB gzip on the landing page's first load for five buttons
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const at = TABS.findIndex((t) => t.value === tab);
    // right to left, the next tab is on the left
    const step = getComputedStyle(e.currentTarget).direction === 'rtl' ? -1 : 1;
    const to = { ArrowRight: at + step, ArrowLeft: at - step, Home: 0, End: TABS.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + TABS.length) % TABS.length;
    onTabChange(TABS[next].value);
    tabs.current[next]?.focus();
  };

  return (
    <div ref={box}>
      <Flex role="tablist" aria-orientation="horizontal" bg="bg.muted" rounded="xl" p="1" gap="1" w="full" onKeyDown={onKeyDown}>
        {TABS.map(({ value, icon: Icon }, i) => (
          <chakra.button
            key={value}
            ref={(el: HTMLButtonElement | null) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${value}`}
            aria-selected={value === tab}
            aria-controls={value === tab ? `${id}-panel` : undefined}
            tabIndex={value === tab ? 0 : -1}
            onClick={() => onTabChange(value)}
            display="flex"
            alignItems="center"
            flex="1"
            minW="0"
            flexDirection={{ base: 'column', sm: 'row' }}
            gap={{ base: '0.5', sm: '2' }}
            h={{ base: '14', sm: '10' }}
            fontSize={{ base: 'xs', sm: 'sm' }}
            justifyContent="center"
            rounded="lg"
            px={{ base: '1', sm: '4' }}
            fontWeight="semibold"
            color="fg.muted"
            cursor="pointer"
            whiteSpace="nowrap"
            focusVisibleRing="inside"
            _selected={{ bg: 'bg', color: 'brand.700', shadow: 'sm' }}
            data-testid={`tab-${value}`}
          >
            <Icon size={16} aria-hidden /> {t(`tabs.${value}`)}
          </chakra.button>
        ))}
      </Flex>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        pt="5"
        data-testid={`panel-${tab}`}
      >
        {form}
      </Box>
    </div>
  );
}
