import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  buildSchema,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql';

// A schema that never breaks a partner by surprise (issue 38; the policy is docs/partner-api-changelog.md).
// schema.graphql is compared with the last released schema (released-schema.graphql) by @graphql-inspector/core:
// - a BREAKING change passes only if what it removes or changes was deprecated in the released schema with
//   `@deprecated(reason: "… removed after YYYY-MM-DD")`, that date has come, and the changelog announced the
//   deprecation in an entry dated at least 6 months before that date and names the removal in an entry dated on or
//   after it;
// - every change, breaking or not, is named in the changelog by its coordinate (`Type`, `Type.field`,
//   `Type.field(arg)`, `Enum.VALUE`); what a new type or field brings with it is named by naming that type or field.
//   Descriptions are documentation, not API: their changes need no entry.

export type CompatReport = {
  // breaking changes that the policy does not allow, each with why
  breaking: string[];
  // changes the changelog does not name
  unlisted: string[];
  ok: boolean;
};

export const DEPRECATION_MONTHS = 6;
const REMOVED_AFTER = /removed after (\d{4}-\d{2}-\d{2})/;

type Entry = { date: string; text: string; coordinates: Set<string> };

/** `Type.field(a, b)` → Type.field.a, Type.field.b; `Type.field` and `Type` as written; anything else is not one. */
function coordinatesIn(code: string): string[] {
  const m = /^(@?[A-Za-z_]\w*)(?:\.([A-Za-z_]\w*)(?:\(([^)]*)\))?)?$/.exec(code.trim());
  if (!m) return [];
  const [, type, field, args] = m;
  if (!field) return [type];
  const base = `${type}.${field}`;
  if (args === undefined) return [base];
  return args
    .split(',')
    .map((a) => a.trim().replace(/:.*$/, '').trim())
    .filter(Boolean)
    .map((a) => `${base}.${a}`);
}

/** The changelog's dated entries: each `- ` bullet under a `## YYYY-MM-DD` heading (continuation lines included). */
export function parseChangelog(markdown: string): Entry[] {
  const entries: Entry[] = [];
  let date: string | null = null;
  let current: Entry | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      date = /^(\d{4}-\d{2}-\d{2})\b/.exec(heading[1].trim())?.[1] ?? null;
      current = null;
      continue;
    }
    if (!date) continue;
    if (/^\s*[-*]\s+/.test(line) && !/^\s{2,}/.test(line)) {
      current = { date, text: line, coordinates: new Set() };
      entries.push(current);
    } else if (current && /^\s+\S/.test(line)) {
      current.text += `\n${line}`;
    } else {
      current = null;
      continue;
    }
    for (const m of line.matchAll(/`([^`]+)`/g)) for (const c of coordinatesIn(m[1])) current.coordinates.add(c);
  }
  return entries;
}

function isoDay(d: Date | string): string {
  return typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);
}

/** `day` minus `months` calendar months (the 31st of a shorter month becomes its last day). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The deprecation reason of a field, argument, input field or enum value of `schema`; null when it has none; undefined when no such coordinate. */
function deprecationOf(schema: GraphQLSchema, coordinate: string): string | null | undefined {
  const [typeName, member, arg] = coordinate.split('.');
  const type = schema.getType(typeName);
  if (!type || !member) return undefined;
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    if (!field) return undefined;
    if (arg === undefined) return field.deprecationReason ?? null;
    const a = field.args.find((x) => x.name === arg);
    return a ? (a.deprecationReason ?? null) : undefined;
  }
  if (isInputObjectType(type)) {
    const field = type.getFields()[member];
    return field && arg === undefined ? (field.deprecationReason ?? null) : undefined;
  }
  if (isEnumType(type)) {
    const value = type.getValue(member);
    return value && arg === undefined ? (value.deprecationReason ?? null) : undefined;
  }
  return undefined;
}

/** Every coordinate of `schema` that uses the type `name` (fields, arguments, input fields). */
function referencesTo(schema: GraphQLSchema, name: string): string[] {
  const refs: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type).name === name) refs.push(`${type.name}.${field.name}`);
        for (const a of field.args) if (getNamedType(a.type).name === name) refs.push(`${type.name}.${field.name}.${a.name}`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (getNamedType(field.type).name === name) refs.push(`${type.name}.${field.name}`);
    }
  }
  return refs;
}

const isDescriptionChange = (c: Change) => /DESCRIPTION/.test(String(c.type));
const ADDED = new Set(['TYPE_ADDED', 'FIELD_ADDED', 'INPUT_FIELD_ADDED', 'ENUM_VALUE_ADDED', 'DIRECTIVE_ADDED']);
const REMOVED = new Set(['TYPE_REMOVED', 'FIELD_REMOVED', 'INPUT_FIELD_REMOVED', 'FIELD_ARGUMENT_REMOVED', 'ENUM_VALUE_REMOVED']);

/** The coordinate and its ancestors, nearest first: Type.field.arg → [Type.field.arg, Type.field, Type]. */
function lineage(path: string): string[] {
  const parts = path.split('.');
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'));
}

/**
 * Compares `current` with `released` (SDL texts) under the policy, as of `today` (YYYY-MM-DD or a Date: the real check
 * passes new Date()), with the changelog's markdown.
 */
export async function checkSchemaCompat(input: { released: string; current: string; changelog: string; today: Date | string }): Promise<CompatReport> {
  const today = isoDay(input.today);
  const released = buildSchema(input.released);
  const changes = await diff(released, buildSchema(input.current));
  const entries = parseChangelog(input.changelog);
  const named = (coordinate: string) => entries.filter((e) => e.coordinates.has(coordinate));
  const added = new Set(changes.filter((c) => ADDED.has(String(c.type)) && c.path).map((c) => c.path as string));
  const removed = new Set(changes.filter((c) => REMOVED.has(String(c.type)) && c.path).map((c) => c.path as string));

  const unlisted: string[] = [];
  for (const change of changes) {
    if (isDescriptionChange(change)) continue;
    // a directive on a coordinate (a deprecation: Type.field.@deprecated.reason) is named by that coordinate
    const path = change.path?.replace(/\.@.*$/, '');
    // named itself, a new argument by its field, anything inside a new type or field by that type or field
    const covered =
      path !== undefined &&
      lineage(path).some((c, i) => named(c).length > 0 && (i === 0 || added.has(c) || (i === 1 && path.split('.').length === 3)));
    // inside a new type or field that is itself unlisted: that one is reported
    const inNew = path !== undefined && lineage(path).slice(1).some((c) => added.has(c));
    if (!covered && !inNew) unlisted.push(`${path ?? '(schema)'}: ${change.message} — not named in the changelog (add an entry naming \`${displayName(path)}\`)`);
  }

  const breaking: string[] = [];
  for (const change of changes) {
    if (change.criticality.level !== CriticalityLevel.Breaking) continue;
    const problem = breakingProblem(change);
    if (problem) breaking.push(`${change.path ?? '(schema)'}: ${change.message} — ${problem}`);
  }
  return { breaking, unlisted, ok: breaking.length === 0 && unlisted.length === 0 };

  function breakingProblem(change: Change): string | null {
    const path = change.path;
    if (!path) return 'a change to the schema itself cannot be announced by a deprecation';
    if (String(change.type) === 'TYPE_REMOVED') {
      // a type cannot be deprecated: it goes once everything that used it has gone, each by its own deprecation
      const still = referencesTo(released, path).filter((ref) => !lineage(ref).some((c) => removed.has(c)));
      return still.length ? `still used by ${still.join(', ')} in the released schema: deprecate and remove those first` : null;
    }
    const candidates = lineage(path).filter((c) => c.includes('.'));
    const target = candidates.find((c) => deprecationOf(released, c)) ?? candidates[0];
    if (!target) return `a type cannot be deprecated: deprecate the fields that use ${path} and remove them instead`;
    return deprecationProblem(target);
  }

  function deprecationProblem(coordinate: string): string | null {
    const reason = deprecationOf(released, coordinate);
    const how = `deprecate \`${displayName(coordinate)}\` with @deprecated(reason: "… removed after YYYY-MM-DD") at least ${DEPRECATION_MONTHS} months ahead`;
    if (reason === undefined || reason === null) return `${coordinate} was not deprecated in the released schema: ${how}`;
    const date = REMOVED_AFTER.exec(reason)?.[1];
    if (!date) return `${coordinate}'s deprecation reason does not say "removed after YYYY-MM-DD" ("${reason}")`;
    if (date > today) return `${coordinate} may be removed after ${date}, and today is ${today}`;
    const announceBy = monthsBefore(date, DEPRECATION_MONTHS);
    const announcements = named(coordinate).filter((e) => /deprecat/i.test(e.text));
    if (!announcements.some((e) => e.date <= announceBy)) {
      const first = announcements.map((e) => e.date).sort()[0];
      return first
        ? `the changelog announced ${coordinate}'s deprecation on ${first}, less than ${DEPRECATION_MONTHS} months before ${date} (announce by ${announceBy})`
        : `the changelog has no entry dated ${announceBy} or earlier announcing the deprecation of \`${displayName(coordinate)}\``;
    }
    if (!named(coordinate).some((e) => e.date >= date && /\bremov/i.test(e.text))) {
      return `the changelog has no entry dated ${date} or later naming the removal of \`${displayName(coordinate)}\``;
    }
    return null;
  }
}

/** How the changelog writes a coordinate: Type.field.arg as Type.field(arg). */
function displayName(path: string | undefined): string {
  if (!path) return '(schema)';
  const parts = path.split('.');
  return parts.length === 3 ? `${parts[0]}.${parts[1]}(${parts[2]})` : path;
}
