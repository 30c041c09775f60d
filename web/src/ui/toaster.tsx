import { Box, chakra, Spinner, Stack, useSlotRecipe } from '@chakra-ui/react';
import { CircleCheck, TriangleAlert, X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

// Spec: only one toast is visible at a time, so the store is one slot: a newer toast replaces the one on screen.
// Chakra's toaster (a zag state machine per toast and for the group, a queue for `max`) was ~18 KB gzip on every
// page's first load, and its queue and rAF timers made a toast shown just before a route change go missing under load.
// This one is plain state; its timer starts once the toast is on screen and stops while it is hovered, focused or the
// tab is hidden, so nobody (nor a test on a busy machine) loses a toast they have not seen yet.

// spec point 9: a redirect that a toast announces waits half a second, so the toast is seen
export const REDIRECT_DELAY_MS = 500;

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';
type ToastAction = { label: string; onClick: () => void };
type ToastData = { id: number; title: string; description?: string; type: ToastKind; action?: ToastAction; duration: number };

let current: ToastData | null = null;
let currentSince = 0;
// an error stays at least this long before news of something else replaces it; the news waits meanwhile
const ERROR_AT_LEAST_MS = 2000;
let waiting: ToastData | null = null;
let waitTimer: ReturnType<typeof setTimeout> | undefined;
let lastId = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Shows a toast; a newer toast replaces the one on screen rather than queueing behind it. */
export function toast(title: string, description?: string, type: ToastKind = 'info', action?: ToastAction): void {
  // a toast with something to click stays longer: time to reach it
  const duration = type === 'loading' ? Infinity : action ? 8000 : type === 'error' ? 6000 : 4000;
  const next = { id: ++lastId, title, description, type, action, duration };
  // an error just shown is not pushed aside at once by news of something else (a search finishing in the background
  // as the error appears): the news waits until the error has been up ERROR_AT_LEAST_MS; a newer error replaces it
  const errorAge = Date.now() - currentSince;
  if (current?.type === 'error' && type !== 'error' && errorAge < ERROR_AT_LEAST_MS) {
    waiting = next;
    clearTimeout(waitTimer);
    waitTimer = setTimeout(() => waiting && show(waiting), ERROR_AT_LEAST_MS - errorAge);
    return;
  }
  show(next);
}

function show(next: ToastData | null) {
  clearTimeout(waitTimer);
  waiting = null;
  current = next;
  currentSince = Date.now();
  emit();
}

/** Removes the toast on screen (tests start each case without one). */
export function clearToasts(): void {
  show(null);
}

function dismiss(id: number) {
  if (current?.id !== id) return;
  // a toast waiting behind a dismissed error comes now
  show(waiting);
}

/** Counts a toast's time down only while it is visible and nobody is reading it (pointer over it, focus in it). */
function useDismissTimer(t: ToastData, root: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (t.duration === Infinity || !el) return;
    let remaining = t.duration;
    let startedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    const update = () => {
      const hold = hovered || focused || document.visibilityState === 'hidden';
      if (hold && timer) {
        clearTimeout(timer);
        timer = undefined;
        remaining -= Date.now() - startedAt;
      } else if (!hold && !timer) {
        startedAt = Date.now();
        timer = setTimeout(() => dismiss(t.id), remaining);
      }
    };
    const onEnter = () => ((hovered = true), update());
    const onLeave = () => ((hovered = false), update());
    const onFocusIn = () => ((focused = true), update());
    const onFocusOut = (e: FocusEvent) => ((focused = el.contains(e.relatedTarget as Node | null)), update());
    el.addEventListener('pointerenter', onEnter);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      clearTimeout(timer);
      el.removeEventListener('pointerenter', onEnter);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('visibilitychange', update);
    };
  }, [t, root]);
}

const ToastRoot = chakra('div');

// the recipe's coloured toasts put white text on the palettes' 600 shades (3.3:1 on green): one shade darker passes AA
const TOAST_COLOURS = {
  '&[data-type=success]': { bg: 'green.700', color: 'white' },
  '&[data-type=error]': { bg: 'red.700', color: 'white' },
  '&[data-type=warning]': { bg: 'orange.700', color: 'white' },
};
const ToastButton = chakra('button');

function ToastView({ t }: { t: ToastData }) {
  const { t: tr } = useTranslation('common', { i18n });
  const styles = useSlotRecipe({ key: 'toast' })();
  const root = useRef<HTMLDivElement>(null);
  useDismissTimer(t, root);
  const Icon = t.type === 'success' ? CircleCheck : t.type === 'error' || t.type === 'warning' ? TriangleAlert : null;
  return (
    <ToastRoot
      ref={root}
      css={[styles.root, TOAST_COLOURS]}
      role={t.type === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-type={t.type}
      data-testid="toast"
      pointerEvents="auto"
      width={{ md: 'sm' }}
      maxW="full"
      animationName={{ base: 'fade-in, slide-from-top', md: 'fade-in, slide-from-bottom' }}
      animationDuration="moderate"
      onKeyDown={(e) => e.key === 'Escape' && dismiss(t.id)}
    >
      {t.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : Icon && <Icon aria-hidden style={{ flexShrink: 0, width: 20, height: 20 }} />}
      <Stack gap="1" flex="1" maxWidth="100%">
        <chakra.div css={styles.title}>{t.title}</chakra.div>
        {/* full opacity: the recipe's 0.8 fails text contrast on the coloured toasts */}
        {t.description && (
          <chakra.div css={styles.description} opacity="1">
            {t.description}
          </chakra.div>
        )}
      </Stack>
      {t.action && (
        <ToastButton
          type="button"
          css={styles.actionTrigger}
          data-testid="toast-action"
          onClick={() => {
            t.action?.onClick();
            dismiss(t.id);
          }}
        >
          {t.action.label}
        </ToastButton>
      )}
      <ToastButton type="button" css={styles.closeTrigger} data-part="close-trigger" aria-label={tr('dismissNotification')} onClick={() => dismiss(t.id)}>
        <X aria-hidden size={16} />
      </ToastButton>
    </ToastRoot>
  );
}

// Where a toast hides the least: on wide screens bottom left (at the top right it sat over the top bar's account
// buttons and an open dialog's tabs, at the bottom right over a dialog's primary button); on phones, where dialogs fill
// the screen and keep their buttons at the bottom, full width at the top, over the title.
/** The toasts' live region: always in the page, so a screen reader is already listening when a toast arrives. */
export function Toaster() {
  const t = useSyncExternalStore(subscribe, () => current, () => null);
  const { t: tr } = useTranslation('common', { i18n });
  return (
    <Box
      role="region"
      aria-label={tr('notifications')}
      aria-live="polite"
      aria-relevant="additions text"
      position="fixed"
      zIndex="toast"
      pointerEvents="none"
      top={{ base: '8px', md: 'auto' }}
      bottom={{ base: 'auto', md: '16px' }}
      insetStart="16px"
      insetEnd={{ base: '16px', md: 'auto' }}
      display="flex"
      flexDirection="column"
      alignItems={{ base: 'stretch', md: 'flex-start' }}
    >
      {t && <ToastView key={t.id} t={t} />}
    </Box>
  );
}
