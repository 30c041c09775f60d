import { Flex } from '@chakra-ui/react';

const CARRIER_COLORS = ['#0b5d4b', '#b45309', '#1d4ed8', '#9d174d', '#047857', '#6d28d9', '#b91c1c', '#0f766e'];
function carrierColor(code: string): string {
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return CARRIER_COLORS[h % CARRIER_COLORS.length];
}

/** An airline's code in a disc of its own colour (the same colour for the same airline everywhere). */
export function CarrierMark({ code, size = '10' }: { code: string; size?: string }) {
  return (
    <Flex
      w={size}
      h={size}
      rounded="full"
      flexShrink={0}
      align="center"
      justify="center"
      color="white"
      fontWeight="bold"
      fontSize="xs"
      style={{ background: carrierColor(code) }}
      aria-hidden
    >
      {code}
    </Flex>
  );
}
