import { Field, ObjectType } from 'type-graphql';

/** One field changed by an event or a quote: its value before and after, as text (null: none). */
@ObjectType('FieldChange', { description: 'One field a change touches: its value before and after, as text.' })
export class FieldChangeType {
  @Field(() => String, { description: 'The field, e.g. travelDate, passengerCount, passengers[1].name, rooms.' })
  field!: string;

  @Field(() => String, { nullable: true, description: 'Its value before (text; JSON for lists and objects); null when it had none.' })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'Its value after (text; JSON for lists and objects); null when it has none.' })
  after!: string | null;
}

/** before/after objects → the GraphQL list (a field in either side, in the order first seen). */
export function fieldChanges(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): FieldChangeType[] {
  const text = (v: unknown) => (v === undefined || v === null ? null : typeof v === 'string' ? v : v instanceof Date ? v.toISOString() : JSON.stringify(v));
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((field) => ({ field, before: text(before?.[field]), after: text(after?.[field]) }));
}
