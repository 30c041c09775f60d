import { Badge, HStack, Text } from '@chakra-ui/react';
import type { SearchTab } from '@rules/home-search.js';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

// Popular shortcuts: each prefills a tab (spec point 2).
// labels: shortcuts.<tab> in the home catalogue
export const SHORTCUTS: Array<{ tab: SearchTab; values: Record<string, string> }> = [
  { tab: 'flights', values: { origin: 'KHI', destination: 'DXB' } },
  { tab: 'packages', values: { type: 'umrah' } },
  { tab: 'hotels', values: { location: 'Dubai' } },
  { tab: 'visa', values: { toCountry: 'United Arab Emirates' } },
  { tab: 'transport', values: { type: 'airport_transfer' } },
];

export function ShortcutBadges({ onPick }: { onPick: (s: (typeof SHORTCUTS)[number]) => void }) {
  const { t } = useTranslation('home');
  return (
    <HStack gap="2" wrap="wrap" mt="4" align="center">
      <Text fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="1">
        <Sparkles size={14} /> {t('popular')}
      </Text>
      {SHORTCUTS.map((s) => (
        <Badge key={s.tab} asChild size="lg" variant="surface" colorPalette="brand" rounded="full" px="3" cursor="pointer" _hover={{ bg: 'brand.100' }}>
          <button type="button" onClick={() => onPick(s)} data-testid={`shortcut-${s.tab}`}>
            {t(`shortcuts.${s.tab}`)}
          </button>
        </Badge>
      ))}
    </HStack>
  );
}
