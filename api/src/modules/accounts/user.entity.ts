import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export const ROLES = ['end_user', 'b2b_agent', 'super_admin'] as const;
export type UserRole = (typeof ROLES)[number];

export enum Role {
  end_user = 'end_user',
  b2b_agent = 'b2b_agent',
  super_admin = 'super_admin',
}
registerEnumType(Role, {
  name: 'Role',
  description: 'What a user may do: traveller, travel agent or super administrator.',
  valuesConfig: {
    end_user: { description: 'A personal traveller (customer): searches and books for themselves.' },
    b2b_agent: { description: 'A travel agent (B2B): sells packages and may use the partner API.' },
    super_admin: { description: 'The platform administrator: sees analytics and every booking.' },
  },
});

export enum Language {
  en = 'en',
  ur = 'ur',
}
registerEnumType(Language, {
  name: 'Language',
  description: 'The language the web app is shown in.',
  valuesConfig: { en: { description: 'English (the default).' }, ur: { description: 'Urdu, right to left.' } },
});

@ObjectType({ description: 'A person with an account: a traveller, a travel agent or the super administrator.' })
@Entity({ tableName: 'app_user' })
@Index({ name: 'app_user_role_idx', properties: ['role'] })
// usernames and emails are unique whatever their case
@Unique({
  name: 'app_user_username_lower_uniq',
  expression: 'create unique index "app_user_username_lower_uniq" on "app_user" (lower("username"))',
})
@Unique({ name: 'app_user_email_lower_uniq', expression: 'create unique index "app_user_email_lower_uniq" on "app_user" (lower("email"))' })
export class User {
  [OptionalProps]?: 'language';

  @Field(() => ID, { description: 'Stable id of the account.' })
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Field(() => String, { description: 'Sign-in name, unique whatever the case.' })
  @Property({ type: 'string', length: 64 })
  username!: string;

  @Field(() => String, { description: 'Email address, unique whatever the case.' })
  @Property({ type: 'string', length: 254 })
  email!: string;

  // argon2id PHC string; never exposed
  @Property({ type: 'text', hidden: true, lazy: false })
  passwordHash!: string;

  @Field(() => String, { description: 'Given name, used in greetings.' })
  @Property({ type: 'string', length: 100 })
  firstName!: string;

  @Field(() => String, { description: 'Family name.' })
  @Property({ type: 'string', length: 100 })
  lastName!: string;

  @Field(() => Role, { description: 'What the account may do; decides which dashboard it opens.' })
  @Enum({ items: () => Role, nativeEnumName: undefined })
  role!: Role;

  @Field(() => String, { nullable: true, description: 'URL of the profile picture, or null for the placeholder.' })
  @Property({ type: 'text', nullable: true })
  profileImageUrl?: string | null;

  @Field(() => Date, { description: 'When the account was created ("member since").' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt!: Date;

  @Field(() => Language, { description: 'The language the user reads the site in (setLanguage); English by default.' })
  @Enum({ items: () => Language, nativeEnumName: undefined, default: Language.en })
  language: Language = Language.en;

  // set by the super admin (agents): no sign-in, sessions and API keys refused until cleared
  @Property({ type: 'datetime', nullable: true })
  suspendedAt?: Date | null;
}
