import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../accounts/user.entity.js';

// A partner's API key. Only the SHA-256 of the secret is stored; the prefix identifies the key in lists and logs.
@ObjectType({ description: 'An API key for the partner API. The secret is shown only once, when the key is created.' })
@Entity({ tableName: 'api_key' })
@Index({ name: 'api_key_user_created_idx', properties: ['user', 'createdAt'] })
@Index({ name: 'api_key_created_idx', properties: ['createdAt'] })
export class ApiKey {
  @Field(() => ID, { description: 'Stable id, used to revoke the key.' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Field(() => User, { description: 'The account the key acts as.' })
  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Field(() => String, { description: 'A label chosen by the owner, e.g. "Booking website".' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { description: 'The first characters of the secret (e.g. "sk_live_4f9a2c1d"): safe to show and log.' })
  @Property({ type: 'string', length: 32 })
  @Unique({ name: 'api_key_prefix_uniq' })
  prefix!: string;

  // hex SHA-256 of the whole secret: requests are looked up by it
  @Property({ type: 'string', length: 64, hidden: true })
  @Unique({ name: 'api_key_hash_uniq' })
  hash!: string;

  @Field(() => Date, { description: 'When the key was created.' })
  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the key last authenticated a request (updated at most once a minute); null if never.',
  })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the key was revoked; null while it works.' })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;
}
