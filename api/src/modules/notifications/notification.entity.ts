import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../accounts/user.entity.js';

/** Something that happened that a user should hear about (issue 18): shown under the bell, newest first. */
@ObjectType({ description: 'An in-app notification: a payment went through, a hold is about to expire, a booking was cancelled…' })
@Entity({ tableName: 'notification' })
// an event is announced once per user, however often its hook runs (a replayed webhook)
@Unique({ name: 'notification_user_key_uniq', properties: ['user', 'key'] })
// the bell's list, newest first
@Index({ name: 'notification_user_created_idx', expression: 'create index "notification_user_created_idx" on "notification" ("user_id", "created_at" desc, "id" desc)' })
// the unread count polled every 20 s: only the unread rows are in it
@Index({ name: 'notification_unread_idx', expression: 'create index "notification_unread_idx" on "notification" ("user_id") where "read_at" is null' })
export class Notification {
  [OptionalProps]?: 'readAt' | 'link';

  @Field(() => ID, { description: 'Notification id (UUID).' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: Ref<User>;

  @Field(() => String, { description: 'What it is about, e.g. payment_receipt, booking_confirmed, hold_expiring.' })
  @Property({ type: 'string', length: 40 })
  kind!: string;

  // the event it announces (e.g. payment:<id>:succeeded): unique per user
  @Property({ type: 'string', length: 200 })
  key!: string;

  @Field(() => String, { description: 'One line.' })
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => String, { description: 'A sentence or two of plain text.' })
  @Property({ type: 'text' })
  body!: string;

  @Field(() => String, { nullable: true, description: 'Where it leads in the app (a path such as /checkout/<booking id>), or null.' })
  @Property({ type: 'string', length: 500, nullable: true })
  link?: string | null;

  @Field(() => Date, { description: 'When it happened, ISO 8601 date-time.' })
  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the user read it; null while unread.' })
  @Property({ type: 'datetime', nullable: true })
  readAt?: Date | null;
}
