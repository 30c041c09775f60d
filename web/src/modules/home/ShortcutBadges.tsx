import { Badge, HStack, Text } from '@chakra-ui/react';
import type { SearchTab } from '@rules/home-search.js';
import { Sparkles } from 'lucide-react';

// Popular shortcuts: each prefills a tab (spec point 2).
export const SHORTCUTS: Array<{ label: string; tab: SearchTab; values: Record<string, string> }> = [
  { label: 'Karachi to Dubai', tab: 'flights', values: { origin: 'KHI', destination: 'DXB' } },
  { label: 'Umrah Packages', tab: 'packages', values: { type: 'umrah' } },
  { label: 'Dubai Hotels', tab: 'hotels', values: { location: 'Dubai' } },
  { label: 'UAE Visa', tab: 'visa', values: { toCountry: 'United Arab Emirates' } },
  { label: 'Airport Transfer', tab: 'transport', values: { type: 'airport_transfer' } },
];

export function ShortcutBadges({ onPick }: { onPick: (s: (typeof SHORTCUTS)[number]) => void }) {
  return (
    <HStack gap="2" wrap="wrap" mt="4" align="center">
      <Text fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="1">
        <Sparkles size={14} /> Popular:
      </Text>
      {SHORTCUTS.map((s) => (
        <Badge key={s.label} asChild size="lg" variant="surface" colorPalette="brand" rounded="full" px="3" cursor="pointer" _hover={{ bg: 'brand.100' }}>
          <button type="button" onClick={() => onPick(s)} data-testid={`shortcut-${s.tab}`}>
            {s.label}
          </button>
        </Badge>
      ))}
    </HStack>
  );
}
