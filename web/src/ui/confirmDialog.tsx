import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** what confirming means */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** runs on the confirm button; it closes the dialog itself when it is done */
  onConfirm: () => void | Promise<void>;
  /** the action is running: the confirm button spins */
  loading: boolean;
  loadingText?: string;
  confirmPalette?: 'red' | 'brand';
  testId: string;
  confirmTestId: string;
  cancelTestId?: string;
  /** while the action runs, neither the cancel button nor Escape or the backdrop close the dialog */
  holdWhileLoading?: boolean;
};

/**
 * A dialog asking before something that cannot be taken back (delete, suspend, cancel a booking): a title, what it
 * means, Cancel and the confirm button. The cancel button has the first focus, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  loading,
  loadingText,
  confirmPalette = 'red',
  testId,
  confirmTestId,
  cancelTestId,
  holdWhileLoading = false,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const held = holdWhileLoading && loading;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && !held && onClose()}
      initialFocusEl={() => cancel.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancel} variant="outline" disabled={held} onClick={onClose} data-testid={cancelTestId}>
                {cancelLabel}
              </Button>
              <Button colorPalette={confirmPalette} loading={loading} loadingText={loadingText} onClick={() => void onConfirm()} data-testid={confirmTestId}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
