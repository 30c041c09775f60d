import { registerEnumType } from 'type-graphql';

/** The values of a list as an object of themselves ({ umrah: 'umrah', ... }): usable like a TypeScript string enum. */
export type EnumOf<V extends string> = { readonly [K in V]: K };

/**
 * A GraphQL enum whose values are a rules list's own words (`PACKAGE_TYPES`...), so the list stays the one source:
 * `export const PackageType = graphqlEnum('PackageType', PACKAGE_TYPES, 'What kind of trip.', { umrah: 'Umrah.', ... })`
 * with `export type PackageType = ValueOf<typeof PackageType>`. Every value needs a description, in the list's order.
 */
export function graphqlEnum<const V extends string>(
  name: string,
  values: readonly V[],
  description: string,
  descriptions: Record<V, string>,
): EnumOf<V> {
  const object = Object.fromEntries(values.map((value) => [value, value])) as EnumOf<V>;
  registerEnumType(object, {
    name,
    description,
    valuesConfig: Object.fromEntries(values.map((value) => [value, { description: descriptions[value] }])) as Record<V, { description: string }>,
  });
  return object;
}

export type ValueOf<E> = E[keyof E];
