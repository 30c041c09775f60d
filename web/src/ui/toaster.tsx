import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';

// Spec: only one toast is visible at a time.
// Where a toast hides the least: on wide screens bottom left (at the top right it sat over the top
// bar's account buttons and an open dialog's tabs, at the bottom right over a dialog's primary
// button); on phones, where dialogs fill the screen and keep their buttons at the bottom, full width
// at the top, over the title.
const phone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 47.99em)').matches;
export const toaster = createToaster({
  placement: phone ? 'top' : 'bottom-start',
  max: 1,
  pauseOnPageIdle: true,
  removeDelay: 0,
  offsets: { top: '8px', right: '16px', bottom: '16px', left: '16px' },
});

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';

/** Shows a toast; a newer toast replaces the one on screen rather than queueing behind it. */
export function toast(title: string, description?: string, type: ToastKind = 'info', action?: { label: string; onClick: () => void }): void {
  toaster.remove();
  // a toast with something to click stays longer: time to reach it
  toaster.create({ title, description, type, action, duration: action ? 8000 : type === 'error' ? 6000 : 4000 });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(t) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {t.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {t.title && <Toast.Title>{t.title}</Toast.Title>}
              {/* full opacity: the recipe's 0.8 fails text contrast on the coloured toasts */}
              {t.description && <Toast.Description opacity="1">{t.description}</Toast.Description>}
            </Stack>
            {t.action && <Toast.ActionTrigger data-testid="toast-action">{t.action.label}</Toast.ActionTrigger>}
            {t.closable !== false && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
