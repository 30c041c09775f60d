import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.600" color="white">
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {subtitle && (
          <Text mt="2" color="whiteAlpha.800">
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
