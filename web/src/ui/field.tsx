import { Field as ChakraField } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FieldProps = {
  label?: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
  required?: boolean;
  invalid?: boolean;
  children: ReactNode;
};

// One place where a label, a helper and react-final-form's meta.error are rendered.
export function Field({ label, helperText, errorText, required, invalid, children }: FieldProps) {
  return (
    <ChakraField.Root invalid={invalid ?? Boolean(errorText)} required={required}>
      {label && (
        <ChakraField.Label>
          {label}
          {required && <ChakraField.RequiredIndicator />}
        </ChakraField.Label>
      )}
      {children}
      {helperText && !errorText && <ChakraField.HelperText>{helperText}</ChakraField.HelperText>}
      {errorText && <ChakraField.ErrorText>{errorText}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}
