import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// Safarnama's look: a deep Pakistani green with a warm gold accent.
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#e7f5f0' },
          100: { value: '#c3e6da' },
          200: { value: '#9bd5c2' },
          300: { value: '#6cc0a6' },
          400: { value: '#3ea88a' },
          500: { value: '#168f71' },
          600: { value: '#0d775e' },
          700: { value: '#0b5d4b' },
          800: { value: '#084537' },
          900: { value: '#052c24' },
          950: { value: '#031a15' },
        },
        gold: {
          300: { value: '#f8d878' },
          400: { value: '#f5c542' },
          500: { value: '#e0a91a' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
