import { Box, Button, HStack, IconButton, Input, NativeSelect, Switch, Tag, Text, Textarea, Wrap } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { Field } from '../../ui/field';

// react-final-form fields for the package dialog: each shows its rule's message once touched or after a submit.

function errorOf(meta: { touched?: boolean; submitFailed?: boolean; error?: unknown }): string | undefined {
  return (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
}

export function TextField({ name, label, placeholder, required, type = 'text' }: { name: string; label: string; placeholder?: string; required?: boolean; type?: string }) {
  const { input, meta } = useField<string>(name);
  return (
    <Field label={label} required={required} errorText={errorOf(meta)}>
      <Input {...input} value={input.value ?? ''} type={type} placeholder={placeholder} data-testid={`pkg-${name}`} />
    </Field>
  );
}

export function TextAreaField({ name, label, placeholder, required, rows = 3 }: { name: string; label: string; placeholder?: string; required?: boolean; rows?: number }) {
  const { input, meta } = useField<string>(name);
  return (
    <Field label={label} required={required} errorText={errorOf(meta)}>
      <Textarea {...input} value={input.value ?? ''} rows={rows} placeholder={placeholder} data-testid={`pkg-${name}`} />
    </Field>
  );
}

// spec: number inputs turn typed text into numbers (empty stays empty, so the rule's message shows)
const toNumber = (value: string) => (value === '' ? undefined : Number(value));
const fromNumber = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function NumberField({
  name,
  label,
  min,
  max,
  step,
  placeholder,
  required,
  helperText,
}: {
  name: string;
  label: string;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  required?: boolean;
  helperText?: string;
}) {
  const { input, meta } = useField(name, { parse: toNumber, format: fromNumber });
  return (
    <Field label={label} required={required} errorText={errorOf(meta)} helperText={helperText}>
      <Input
        {...input}
        type="number"
        inputMode={step && step < 1 ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step ?? 1}
        placeholder={placeholder}
        data-testid={`pkg-${name}`}
      />
    </Field>
  );
}

export function SelectField({
  name,
  label,
  options,
  numeric,
  placeholder,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  numeric?: boolean;
  placeholder?: string;
}) {
  const { input, meta } = useField(name, numeric ? { parse: toNumber, format: fromNumber } : {});
  return (
    <Field label={label} errorText={errorOf(meta)}>
      <NativeSelect.Root>
        <NativeSelect.Field {...input} value={input.value ?? ''} data-testid={`pkg-${name}`}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field>
  );
}

export function SwitchField({ name, label, description }: { name: string; label: string; description?: string }) {
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
      <Switch.Root checked={Boolean(input.checked)} onCheckedChange={(e) => input.onChange(e.checked)} colorPalette="brand" data-testid={`pkg-${name}`}>
        <Switch.HiddenInput aria-label={label} onBlur={input.onBlur} />
        <Switch.Control />
      </Switch.Root>
    </HStack>
  );
}

/** A list of short texts (inclusions, exclusions, destinations, countries): type, press Enter or Add, remove with ×. */
export function ListField({ name, label, placeholder, required }: { name: string; label: string; placeholder: string; required?: boolean }) {
  const { input, meta } = useField<string[]>(name);
  const items = Array.isArray(input.value) ? input.value : [];
  const [draft, setDraft] = useState('');
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    if (!items.includes(text)) input.onChange([...items, text]);
    setDraft('');
  };
  return (
    <Field label={label} required={required} errorText={errorOf(meta)}>
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
          data-testid={`pkg-${name}-draft`}
        />
        <Button variant="outline" onClick={add} data-testid={`pkg-${name}-add`} aria-label={`Add to ${label.toLowerCase()}`}>
          <Plus size={16} /> Add
        </Button>
      </HStack>
      {items.length > 0 && (
        <Wrap gap="2" mt="2" data-testid={`pkg-${name}-list`}>
          {items.map((item) => (
            <Tag.Root key={item} size="lg" variant="subtle" colorPalette="brand">
              <Tag.Label>{item}</Tag.Label>
              <Tag.EndElement>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`Remove ${item}`}
                  onClick={() => input.onChange(items.filter((i) => i !== item))}
                >
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
