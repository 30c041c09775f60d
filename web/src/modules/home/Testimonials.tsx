import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Quote, Star } from 'lucide-react';
import { useEffect, useState } from 'react';

// Spec: three fixed testimonials, all rated 5, rotated with dots.
export const TESTIMONIALS = [
  {
    name: 'Ayesha Siddiqui',
    place: 'Lahore',
    trip: 'Umrah with her parents',
    quote:
      'I booked Umrah for my parents in under an hour: a hotel a short walk from the Haram, visas and transfers all arranged. The team answered on WhatsApp even at midnight.',
  },
  {
    name: 'Bilal Ahmed',
    place: 'Karachi',
    trip: 'B2B partner, Al-Noor Travels',
    quote:
      'Net fares, instant confirmations and my commissions in one dashboard. Our agency publishes its own Umrah packages here and bookings have doubled since we joined.',
  },
  {
    name: 'Fatima Khan',
    place: 'Islamabad',
    trip: 'Family holiday in Dubai',
    quote:
      'Prices in rupees with no surprises at the end. Flights, a family room and the airport transfer for our Dubai holiday were sorted in one evening.',
  },
] as const;

const ROTATE_MS = 7000;

export function Testimonials() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % TESTIMONIALS.length), ROTATE_MS);
    return () => clearInterval(id);
  }, [paused]);

  const t = TESTIMONIALS[index];
  return (
    <Box
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="testimonials"
    >
      <Box
        bg="bg"
        rounded="2xl"
        shadow="md"
        borderWidth="1px"
        p={{ base: '6', md: '10' }}
        position="relative"
        minH={{ base: '72', md: '56' }}
        aria-live="polite"
      >
        <Box position="absolute" top="6" right="6" color="brand.100" display={{ base: 'none', md: 'block' }}>
          <Quote size={56} />
        </Box>
        <HStack gap="1" color="gold.500" mb="4" role="img" aria-label="Rated 5 out of 5">
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} size={18} fill="currentColor" />
          ))}
        </HStack>
        <Text fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall" color="fg" position="relative" data-testid="testimonial-quote">
          “{t.quote}”
        </Text>
        <Flex mt="6" align="center" gap="3">
          <Flex w="11" h="11" rounded="full" bg="brand.700" color="white" align="center" justify="center" fontWeight="bold">
            {t.name
              .split(' ')
              .map((p) => p[0])
              .join('')}
          </Flex>
          <Stack gap="0">
            <Text fontWeight="semibold">{t.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t.place} · {t.trip}
            </Text>
          </Stack>
        </Flex>
      </Box>
      {/* each dot sits in a 24 px button: a target small fingers (and WCAG 2.5.8) can hit */}
      <HStack justify="center" mt="4" gap="0">
        {TESTIMONIALS.map((item, i) => (
          <Box
            key={item.name}
            as="button"
            aria-label={`Show testimonial ${i + 1} of ${TESTIMONIALS.length}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            display="flex"
            alignItems="center"
            justifyContent="center"
            minW="6"
            h="6"
            px="1"
            cursor="pointer"
            rounded="full"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
            data-testid="testimonial-dot"
          >
            <Box as="span" h="2.5" w={i === index ? '8' : '2.5'} rounded="full" bg={i === index ? 'brand.600' : 'border.emphasized'} transition="all 0.3s" />
          </Box>
        ))}
      </HStack>
    </Box>
  );
}
