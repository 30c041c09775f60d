import {
  defaultFieldResolver,
  type GraphQLArgument,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type { ValidatorFn } from 'type-graphql';
import * as v from 'valibot';
import { check, checkText } from '../core/validation.js';

// Inputs and args classes are checked by the same valibot schemas the web forms use (api/src/rules).
// A class opts in with @Validate(schema); type-graphql's validateFn runs it before any resolver.
const schemas = new WeakMap<object, v.GenericSchema>();
// the same schemas by GraphQL type name (a class's name is its type's name), for the text guard below
const schemasByTypeName = new Map<string, v.GenericSchema>();

export function Validate(schema: v.GenericSchema): ClassDecorator {
  return (target) => {
    schemas.set(target, schema);
    schemasByTypeName.set(target.name, schema);
  };
}

export { check } from '../core/validation.js';

export const validateFn: ValidatorFn = (value, type) => {
  const schema = typeof type === 'function' ? schemas.get(type) : undefined;
  if (!schema || value === undefined || value === null) return;
  // type-graphql hands over class instances; valibot object schemas read own enumerable props fine
  check(schema, { ...value });
};

// ---- Text hygiene for every argument ------------------------------------------------------------------------------
// One place, so no field can forget it: every String or ID a client passes to any field, in a literal or a variable,
// inside lists and nested inputs, is refused (400) when it holds control characters or runs past its length bound.

type TextType = GraphQLInputType;

function carriesText(type: TextType, seen = new Set<GraphQLInputObjectType>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'String' || named.name === 'ID';
  if (!isInputObjectType(named) || seen.has(named)) return false;
  seen.add(named);
  return Object.values(named.getFields()).some((f) => carriesText(f.type, seen));
}

function checkTextArgument(name: string, path: string, type: TextType, value: unknown): void {
  if (value === null || value === undefined) return;
  const t = getNullableType(type);
  if (isListType(t)) {
    // graphql-js coerces a single value into a one-item list
    for (const item of Array.isArray(value) ? value : [value]) checkTextArgument(name, path, t.ofType, item);
    return;
  }
  if (isInputObjectType(t)) {
    if (typeof value !== 'object') return;
    for (const field of Object.values(t.getFields())) {
      checkTextArgument(field.name, `${path}.${field.name}`, field.type, (value as Record<string, unknown>)[field.name]);
    }
    return;
  }
  if (!isScalarType(t) || (t.name !== 'String' && t.name !== 'ID') || typeof value !== 'string') return;
  checkText(name, value, path);
}

/** Checks the (already coerced) arguments of one field call; throws the first problem as a 400. */
export function checkTextArguments(args: readonly GraphQLArgument[], values: Record<string, unknown>): void {
  // an input's own rules speak first ('Username must be at most 64 characters' rather than 'Username is too long')
  for (const arg of args) {
    const schema = schemasByTypeName.get(getNamedType(arg.type).name);
    const value = values[arg.name];
    if (schema && value !== null && typeof value === 'object' && !Array.isArray(value)) check(schema, { ...value });
  }
  for (const arg of args) checkTextArgument(arg.name, arg.name, arg.type, values[arg.name]);
}

/**
 * Wraps the resolver of every field that takes text so its arguments are checked before anything else runs (the
 * REST facade executes through the same schema, so its routes are covered too). Fields without text arguments keep
 * their resolver untouched: no cost on the many plain fields of a response.
 */
export function guardTextArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const args = field.args;
      if (!args.some((a) => carriesText(a.type))) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (root, values, ctx, info) => {
        checkTextArguments(args, values);
        return resolve(root, values, ctx, info);
      };
    }
  }
  return schema;
}
