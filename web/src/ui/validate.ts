import * as v from 'valibot';

// react-final-form's `validate` from a shared valibot schema: the first message of each field, keyed by its path.
export function validateWith<S extends v.GenericSchema>(schema: S | (() => S)) {
  return (values: unknown): Record<string, string> => {
    const result = v.safeParse(typeof schema === 'function' ? schema() : schema, values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      if (key) errors[key] ??= issue.message;
    }
    return errors;
  };
}
