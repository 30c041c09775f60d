import { Box, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import { AUTOCOMPLETE } from '@rules/travel.js';
import { MapPin, Plane } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { shellRequest } from '../../app/shellRequest';
import { i18n } from '../../i18n';

// A plain fetch (app/shellRequest.ts), not Apollo: the landing page's search box uses this field and loads without
// Apollo Client (the server caches the answers).
const TRAVEL_SUGGESTIONS_QUERY = `
  query TravelSuggestions($query: String!) {
    airports(query: $query) {
      id
      code
      name
      cityName
    }
    cities(query: $query) {
      id
      code
      name
      countryName
    }
  }
`;

export type Suggestion = { id: string; code: string; title: string; subtitle: string; kind: 'airport' | 'city' };

type Data = {
  airports: Array<{ id: string; code: string; name: string; cityName: string }>;
  cities: Array<{ id: string; code: string; name: string; countryName: string }>;
};

// Airports, plus a city entry where the city code covers several airports (LON, NYC); exact code first; at most 5.
export function mergeSuggestions(data: Data, typed: string): Suggestion[] {
  const airportCodes = new Set(data.airports.map((a) => a.code));
  const items: Suggestion[] = [
    ...data.cities
      .filter((c) => !airportCodes.has(c.code))
      .map((c) => ({
        id: c.id,
        code: c.code,
        title: `${c.name} (${c.code})`,
        // the flights namespace by name with its English as the default: the landing page's box uses this field, and
        // importing the namespace would put the flights page's English into the landing page's first load
        subtitle: `${i18n.t('allAirports', { ns: 'flights', defaultValue: 'All airports' })} · ${c.countryName}`,
        kind: 'city' as const,
      })),
    ...data.airports.map((a) => ({
      id: a.id,
      code: a.code,
      title: `${a.cityName || a.name} (${a.code})`,
      subtitle: a.name,
      kind: 'airport' as const,
    })),
  ];
  const code = typed.trim().toUpperCase();
  return [...items.filter((i) => i.code === code), ...items.filter((i) => i.code !== code)].slice(0, AUTOCOMPLETE.maxItems);
}

type Props = {
  name: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  icon?: ReactNode;
  size?: 'md' | 'lg';
};

const DEBOUNCE_MS = 180;

/**
 * Airport and city autocomplete (spec point 5): suggestions from 2 typed characters, at most 5; picking one sets the
 * field to its code, and typing 3 or more characters that exactly match a suggestion's code picks it.
 */
export function AirportInput({ name, placeholder, value, onChange, onBlur, icon, size = 'md' }: Props) {
  const listId = useId();
  const [text, setText] = useState(value);
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // a value set from outside (prefill, a shortcut, swap) shows as typed; a code gets its name once known
  const shown = useRef<string | null>(null);
  const lookUpLatest = useRef<(term: string, opts?: { quiet?: boolean }) => Promise<void>>(async () => {});
  useEffect(() => {
    if (value === shown.current) return;
    const first = shown.current === null;
    shown.current = value;
    if (!first) {
      setText(value);
      setPicked(null);
    }
    if (/^[A-Za-z]{3}$/.test(value)) void lookUpLatest.current(value, { quiet: true });
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A click or Enter shows the pick in the field; a code picked while typing keeps the typed text (so typing on,
  // e.g. from 'dub' to 'dubai', carries on naturally) and names the airport below the field.
  function pick(item: Suggestion, opts: { keepText?: boolean } = {}) {
    setPicked(item);
    if (!opts.keepText) setText(item.title);
    setOpen(false);
    shown.current = item.code;
    onChange(item.code);
  }

  lookUpLatest.current = lookUp;
  async function lookUp(term: string, opts: { quiet?: boolean } = {}) {
    const id = ++latest.current;
    if (!opts.quiet) setLoading(true);
    try {
      const data = await shellRequest<Data>('TravelSuggestions', TRAVEL_SUGGESTIONS_QUERY, { query: term.trim() });
      if (id !== latest.current || !data) return;
      const list = mergeSuggestions(data, term);
      const exact = term.trim().length >= 3 ? list.find((i) => i.code === term.trim().toUpperCase()) : undefined;
      if (exact) {
        pick(exact, { keepText: !opts.quiet });
        return;
      }
      if (!opts.quiet) {
        setItems(list);
        setActive(0);
        setOpen(list.length > 0);
      }
    } catch {
      // spec: 'Failed to search airports' is thrown with no dedicated UI; the field stays usable as free text
      if (id === latest.current) setItems([]);
    } finally {
      if (id === latest.current) setLoading(false);
    }
  }

  function type(next: string) {
    setText(next);
    setPicked(null);
    shown.current = next;
    onChange(next);
    clearTimeout(timer.current);
    if (next.trim().length < AUTOCOMPLETE.minChars) {
      latest.current++;
      setItems([]);
      setOpen(false);
      setLoading(false);
      return;
    }
    timer.current = setTimeout(() => void lookUp(next), DEBOUNCE_MS);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (!open || items.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a - 1 + items.length) % items.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      pick(items[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <Box position="relative" w="full">
      <InputGroup startElement={icon ?? <Plane size={16} />} endElement={loading ? <Spinner size="xs" color="brand.600" /> : undefined}>
        <Input
          name={name}
          size={size}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => items.length > 0 && !picked && setOpen(true)}
          onBlur={() => {
            // let a click on a suggestion land first
            setTimeout(() => setOpen(false), 150);
            onBlur?.();
          }}
          data-testid={`${name}-input`}
        />
      </InputGroup>
      {picked && (
        <Text fontSize="xs" color="fg.muted" mt="1" truncate lang={picked.kind === 'airport' ? 'en' : undefined} data-testid={`${name}-picked`}>
          {picked.title === text ? picked.subtitle : `${picked.title} · ${picked.subtitle}`}
        </Text>
      )}
      {open && items.length > 0 && (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          position="absolute"
          zIndex="dropdown"
          top="100%"
          insetX="0"
          mt="1"
          bg="bg"
          borderWidth="1px"
          rounded="lg"
          shadow="lg"
          py="1"
          maxH="72"
          overflowY="auto"
          data-testid={`${name}-suggestions`}
        >
          {items.map((item, i) => (
            <Box
              as="li"
              key={item.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              px="3"
              py="2"
              cursor="pointer"
              bg={i === active ? 'brand.50' : undefined}
              _hover={{ bg: 'brand.50' }}
              display="flex"
              gap="3"
              alignItems="center"
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(item)}
              data-testid={`${name}-option`}
            >
              <Box color="brand.600" flexShrink={0}>
                {item.kind === 'city' ? <MapPin size={16} /> : <Plane size={16} />}
              </Box>
              <Box minW="0">
                <Text fontWeight="medium" fontSize="sm" truncate lang="en">
                  {item.title}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate lang={item.kind === 'airport' ? 'en' : undefined}>
                  {item.subtitle}
                </Text>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
