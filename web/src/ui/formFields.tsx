import { Box, Button, type ButtonProps, HStack, IconButton, Input, InputGroup, Switch, Tag, Text, Textarea, Wrap } from '@chakra-ui/react';
import { Plus, Search, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { localMessage } from '../i18n';
import { Field } from './field';
import { type Option, Select } from './select';

// react-final-form fields over the Chakra controls, for every form of the app: each shows its rule's message (the
// form's `validateWith`, or a submit error) once touched or after a failed submit. `testId` names the control.

type FieldMeta = { touched?: boolean; submitFailed?: boolean; error?: unknown; submitError?: unknown };

/** The message to show under a field: its rule's or the submit's, once the person has been there or submitted. */
export function fieldError(meta: FieldMeta): string | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  const message = meta.error ?? meta.submitError;
  return typeof message === 'string' ? localMessage(message) : undefined;
}

// number inputs and selects turn typed text into numbers (empty stays empty, so the rule's message shows)
const toNumber = (value: string) => (value === '' ? undefined : Number(value));
const fromNumber = (value: unknown) => (value === undefined || value === null ? '' : String(value));

type Common = { name: string; label: string; required?: boolean; helperText?: string; testId?: string };

/** A text input (or date, email, password: `type`), with an optional icon in front and a datalist after it. */
export function TextField({
  name,
  label,
  required,
  helperText,
  testId,
  type = 'text',
  placeholder,
  icon,
  min,
  autoComplete,
  list,
  children,
}: Common & { type?: string; placeholder?: string; icon?: ReactNode; min?: string; autoComplete?: string; list?: string; children?: ReactNode }) {
  const { input, meta } = useField<string>(name);
  const control = (
    <Input {...input} value={input.value ?? ''} type={type} min={min} placeholder={placeholder} autoComplete={autoComplete} list={list} data-testid={testId} />
  );
  return (
    <Field label={label} required={required} helperText={helperText} errorText={fieldError(meta)}>
      {icon ? <InputGroup startElement={icon}>{control}</InputGroup> : control}
      {children}
    </Field>
  );
}

export function TextAreaField({ name, label, required, helperText, testId, placeholder, rows = 3 }: Common & { placeholder?: string; rows?: number }) {
  const { input, meta } = useField<string>(name);
  return (
    <Field label={label} required={required} helperText={helperText} errorText={fieldError(meta)}>
      <Textarea {...input} value={input.value ?? ''} rows={rows} placeholder={placeholder} data-testid={testId} />
    </Field>
  );
}

export function NumberField({
  name,
  label,
  required,
  helperText,
  testId,
  min,
  max,
  step,
  placeholder,
}: Common & { min?: number; max?: number; step?: number; placeholder?: string }) {
  const { input, meta } = useField(name, { parse: toNumber, format: fromNumber });
  return (
    <Field label={label} required={required} helperText={helperText} errorText={fieldError(meta)}>
      <Input
        {...input}
        type="number"
        inputMode={step && step < 1 ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step ?? 1}
        placeholder={placeholder}
        data-testid={testId}
      />
    </Field>
  );
}

/** The options `min` to `max` of a count (rooms, adults...). */
export function countOptions(min: number, max: number): Option[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: String(min + i) }));
}

/** A native select; `numeric` stores the chosen value as a number; `placeholder` adds an empty first option. */
export function SelectField({
  name,
  label,
  required,
  helperText,
  testId,
  options,
  numeric,
  placeholder,
}: Common & { options: readonly Option[]; numeric?: boolean; placeholder?: string }) {
  const { input, meta } = useField(name, numeric ? { parse: toNumber, format: fromNumber } : {});
  return (
    <Field label={label} required={required} helperText={helperText} errorText={fieldError(meta)}>
      <Select name={input.name} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} options={options} placeholder={placeholder} testId={testId} />
    </Field>
  );
}

export function SwitchField({ name, label, description, testId }: { name: string; label: string; description?: string; testId?: string }) {
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <HStack justify="space-between" align="center" borderWidth="1px" rounded="lg" p="3" gap="4">
      <Box>
        <Text fontWeight="medium">{label}</Text>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Box>
      <Switch.Root checked={Boolean(input.checked)} onCheckedChange={(e) => input.onChange(e.checked)} colorPalette="brand" data-testid={testId}>
        <Switch.HiddenInput aria-label={label} onBlur={input.onBlur} />
        <Switch.Control />
      </Switch.Root>
    </HStack>
  );
}

/**
 * A list of short texts (inclusions, destinations...): type, press Enter or Add, remove with ×. Test ids:
 * `<testId>-draft`, `-add` and `-list`.
 */
export function ListField({ name, label, required, testId, placeholder }: Common & { placeholder: string }) {
  const { input, meta } = useField<string[]>(name);
  const items = Array.isArray(input.value) ? input.value : [];
  const [draft, setDraft] = useState('');
  const { t } = useTranslation('common');
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    if (!items.includes(text)) input.onChange([...items, text]);
    setDraft('');
  };
  return (
    <Field label={label} required={required} errorText={fieldError(meta)}>
      <HStack width="full">
        <Input
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={input.onBlur}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          data-testid={testId && `${testId}-draft`}
        />
        <Button variant="outline" onClick={add} data-testid={testId && `${testId}-add`} aria-label={t('addTo', { label: label.toLowerCase() })}>
          <Plus size={16} /> {t('add')}
        </Button>
      </HStack>
      {items.length > 0 && (
        <Wrap gap="2" mt="2" data-testid={testId && `${testId}-list`}>
          {items.map((item) => (
            <Tag.Root key={item} size="lg" variant="subtle" colorPalette="brand">
              <Tag.Label>{item}</Tag.Label>
              <Tag.EndElement>
                <IconButton size="2xs" variant="ghost" aria-label={t('remove', { item })} onClick={() => input.onChange(items.filter((i) => i !== item))}>
                  <X size={12} />
                </IconButton>
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
    </Field>
  );
}

/**
 * A search form's submit button: a magnifier, and `busyText` ('Searching...') with a spinner while `busy`; `wide`, the
 * landing page's search box's large one (full width on phones).
 */
export function SearchButton({ busy, busyText, wide, children, ...props }: { busy: boolean; busyText?: string; wide?: boolean; children: ReactNode } & ButtonProps) {
  const { t } = useTranslation('common');
  const size = wide ? ({ size: 'lg', w: { base: 'full', md: 'auto' }, minW: { md: '44' } } as const) : {};
  return (
    <Button type="submit" colorPalette="brand" loading={busy} loadingText={busyText ?? t('searching')} {...size} {...props}>
      <Search size={wide ? 18 : 16} /> {children}
    </Button>
  );
}

/** The values and callbacks a search form takes where it stands (the landing page's box or its own page). */
export type SearchFormProps<V> = { initial: V; searching: boolean; onSearch: (values: V) => void; variant?: 'page' | 'home' };
