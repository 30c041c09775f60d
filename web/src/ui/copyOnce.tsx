import { Box, Button, Code, Flex, HStack } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from './toaster';

/** The words of a CopyOnce box, in its page's namespace: the buttons, and the toasts after Copy. */
export type CopyOnceTexts = { copy: string; done: string; copied: string; copiedText: string; copyFailed: string; copyFailedText: string };

/**
 * Something shown once to pass on (an invitation link, a new API key's secret): `heading`, the value (selected with a
 * click: it is never translated and reads left to right), Copy, which says whether the clipboard took it, and Done.
 * `children` come after them.
 */
export function CopyOnce({
  heading,
  value,
  texts,
  onDone,
  testId,
  valueTestId,
  doneTestId,
  children,
}: {
  heading: ReactNode;
  value: string;
  texts: CopyOnceTexts;
  onDone: () => void;
  testId: string;
  valueTestId: string;
  doneTestId?: string;
  children?: ReactNode;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(texts.copied, texts.copiedText, 'success');
    } catch {
      toast(texts.copyFailed, texts.copyFailedText, 'error');
    }
  };
  return (
    <Box borderWidth="1px" borderColor="gold.500" bg="yellow.50" rounded="lg" p="4" data-testid={testId}>
      {heading}
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Code
          data-testid={valueTestId}
          flex="1"
          p="2"
          fontSize="sm"
          wordBreak="break-all"
          bg="white"
          borderWidth="1px"
          rounded="md"
          userSelect="all"
          lang="en"
          htmlTranslate="no"
          dir="ltr"
        >
          {value}
        </Code>
        <HStack>
          <Button size="sm" variant="outline" onClick={copy}>
            <Copy size={16} aria-hidden /> {texts.copy}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={onDone} data-testid={doneTestId}>
            {texts.done}
          </Button>
        </HStack>
      </Flex>
      {children}
    </Box>
  );
}
