import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { type CurrencyCode, isCurrencyCode } from '@rules/currencies.js';
import Big from 'big.js';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from './CurrencyProvider';

// Spec: lists the supported currencies with the rate to 4 decimals and 'Rates update every 5 minutes'.
// Loaded when the visitor first opens the picker (CurrencyPicker.tsx): the menu machine and its positioning code
// (≈ 25 KB gzip) stay off every page's first load. It mounts open, with focus in the list, as a click would leave it.
export default function CurrencyMenu() {
  const { currencies, selected, select } = useCurrency();
  const { t } = useTranslation('common');
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    content.current?.focus();
  }, []);
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }} onSelect={(d) => isCurrencyCode(d.value) && select(d.value as CurrencyCode)}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={t('currency', { code: selected })} data-testid="currency-picker">
          {selected}
          <ChevronDown size={14} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content ref={content} minW="16rem" data-testid="currency-menu">
            {currencies.map((c) => (
              <Menu.Item
                key={c.code}
                value={c.code}
                data-testid={`currency-option-${c.code}`}
                fontWeight={c.code === selected ? 'semibold' : 'normal'}
              >
                <Box flex="1">
                  <Text as="span" me="2">
                    {c.code}
                  </Text>
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {t(`currencyNames.${c.code}`, { defaultValue: c.name })}
                  </Text>
                </Box>
                <Text
                  as="span"
                  fontVariantNumeric="tabular-nums"
                  fontSize="sm"
                  title={c.isBase ? t('baseCurrency') : `1 ${c.code} = Rs ${new Big(1).div(c.rate).toFixed(2)}`}
                >
                  {new Big(c.rate).toFixed(4)}
                </Text>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Text px="2" py="1" fontSize="xs" color="fg.muted">
              {t('ratesUpdate')}
            </Text>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
