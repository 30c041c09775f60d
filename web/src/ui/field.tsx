import { Field as ChakraField } from '@chakra-ui/react';
import { Children, isValidElement, type ReactNode } from 'react';

type FieldProps = {
  label?: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
  required?: boolean;
  invalid?: boolean;
  /** The control's id when it must be a known one; otherwise the field makes a unique id and gives it to the control. */
  id?: string;
  children: ReactNode;
};

/** The `id` a control inside `children` was given explicitly (an Input, or one nested in an InputGroup or NativeSelect). */
function explicitControlId(children: ReactNode): string | undefined {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ id?: unknown; children?: ReactNode }>(child)) continue;
    // a plain element other than a form control (a <datalist>, a hint's <span>) has an id of its own
    const control = typeof child.type !== 'string' || ['input', 'select', 'textarea'].includes(child.type);
    if (control && typeof child.props.id === 'string') return child.props.id;
    const nested = explicitControlId(child.props.children);
    if (nested) return nested;
  }
  return undefined;
}

// One place where a label, a helper and react-final-form's meta.error are rendered. The label's `for`, the control's
// id and its aria-describedby must agree: a control given its own id would otherwise keep it while the label points
// at the field's generated one (no accessible name), so the field adopts that id.
export function Field({ label, helperText, errorText, required, invalid, id, children }: FieldProps) {
  const control = id ?? explicitControlId(children);
  return (
    <ChakraField.Root invalid={invalid ?? Boolean(errorText)} required={required} ids={control ? { control } : undefined}>
      {label && (
        <ChakraField.Label>
          {label}
          {required && <ChakraField.RequiredIndicator />}
        </ChakraField.Label>
      )}
      {children}
      {helperText && !errorText && <ChakraField.HelperText>{helperText}</ChakraField.HelperText>}
      {/* red.700, not Chakra's fg.error (#ef4444 on white is 3.8:1, under WCAG AA's 4.5:1 for small text) */}
      {errorText && <ChakraField.ErrorText color="red.700">{errorText}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}
