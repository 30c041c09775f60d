import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Quote, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../../i18n/en';

// Spec: three fixed testimonials, all rated 5, rotated with dots.
// (their texts: testimonials.items in the home catalogue)

const ROTATE_MS = 7000;

type Testimonial = (typeof en)['home']['testimonials']['items'][number];

export function Testimonials() {
  const { t: tr } = useTranslation('home');
  // the catalogue's testimonials, in the chosen language
  const items = tr('testimonials.items', { returnObjects: true }) as unknown as readonly Testimonial[];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  const count = items.length;
  useEffect(() => {
    if (paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(id);
  }, [paused, count]);

  const t = items[index % items.length];
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
        <Box position="absolute" top="6" insetEnd="6" color="brand.100" display={{ base: 'none', md: 'block' }}>
          <Quote size={56} />
        </Box>
        <HStack gap="1" color="gold.500" mb="4" role="img" aria-label={tr('testimonials.rated')}>
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
        {items.map((item, i) => (
          <Box
            key={item.name}
            as="button"
            aria-label={tr('testimonials.show', { n: i + 1, total: items.length })}
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
