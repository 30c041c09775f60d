import { Button } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from './CurrencyProvider';

const loadMenu = () => import('./CurrencyMenu');
const CurrencyMenu = lazy(loadMenu);

function PlainTrigger({ onClick }: { onClick?: () => void }) {
  const { selected } = useCurrency();
  const { t } = useTranslation('common');
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('currency', { code: selected })}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="currency-picker"
      onClick={onClick}
      // hovering or focusing fetches the menu's code, so a click rarely waits for it
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
    >
      {selected}
      <ChevronDown size={14} aria-hidden />
    </Button>
  );
}

// The top bar's currency button; the menu itself (CurrencyMenu.tsx) loads on first use.
export function CurrencyPicker() {
  const [used, setUsed] = useState(false);
  if (!used) return <PlainTrigger onClick={() => setUsed(true)} />;
  return (
    <Suspense fallback={<PlainTrigger />}>
      <CurrencyMenu />
    </Suspense>
  );
}
