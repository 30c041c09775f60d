import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

type TokenTree = { [key: string]: unknown };

// No dark mode (nothing switches to it) and no cyan or pink anywhere: their tokens only made every page's first load
// slower (Chakra builds its token dictionary and ~600 CSS variables at start-up, a third of them for these).
const UNUSED_PALETTES = ['cyan', 'pink'];
const withoutPalettes = (colors: TokenTree) => Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name)));
function lightOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (!node || typeof node !== 'object') return [key, node];
      const { value } = node as { value?: unknown };
      if (value && typeof value === 'object' && '_light' in value) return [key, { ...node, value: (value as { _light: unknown })._light }];
      return [key, lightOnly(node as TokenTree)];
    }),
  );
}

// Chakra's defaultConfig carries the recipes of all ~80 components (≈ 85 KB gzip on the first load); the system is
// built from the base config, the default tokens and only the recipes of the components this app renders. A component
// added later needs its recipe here, or it renders unstyled.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutPalettes(tokens.colors as TokenTree) as typeof tokens.colors },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutPalettes(semanticTokens.colors as TokenTree) }) as typeof semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      // the checkout's payment result
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      // the webhook endpoint's event types (the Developer API tab)
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      // the notification bell's panel
      popover: popoverSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
