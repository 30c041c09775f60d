import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent, ComponentProps } from 'react';

export type Option = { value: string | number; label: string };

type RootProps = Pick<ComponentProps<typeof NativeSelect.Root>, 'size' | 'width' | 'minW'>;

/** A native select over `options` (a leading empty option with `placeholder`), for forms and list filters alike. */
export function Select({
  options,
  placeholder,
  value,
  onChange,
  onBlur,
  name,
  label,
  testId,
  ...root
}: RootProps & {
  options: readonly Option[];
  placeholder?: string;
  value: string | number;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: () => void;
  name?: string;
  /** an accessible name when no visible label names it */
  label?: string;
  testId?: string;
}) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field name={name} value={value} onChange={onChange} onBlur={onBlur} aria-label={label} data-testid={testId}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
