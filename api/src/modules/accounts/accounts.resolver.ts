import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Validate } from '../../graphql/validation.js';
import { LoginSchema, RegisterSchema, type SelfServiceRole } from '../../rules/accounts.js';
import { type Client, login, logout, register, type SignedIn, setLanguage } from './accounts.service.js';
import { clearSessionCookie, clientOf, sessionToken, setSignInCookies } from './session-cookies.js';
import { Language, User } from './user.entity.js';

// register and login answer alike: the browser's new session and device cookies on the reply, the user in the body
async function signIn(ctx: Context, signingIn: (client: Client) => Promise<SignedIn>): Promise<User> {
  const signedIn = await signingIn(clientOf(ctx.req));
  setSignInCookies(ctx.reply, ctx.req, ctx.config, signedIn);
  return signedIn.user;
}

@InputType({ description: 'Credentials for signing in.' })
@Validate(LoginSchema)
export class LoginInput {
  @Field(() => String, { description: 'Username, any case.' })
  username!: string;

  @Field(() => String, { description: 'The account password.' })
  password!: string;
}

@InputType({ description: 'A new account. Only end_user and b2b_agent can be chosen.' })
@Validate(RegisterSchema)
export class RegisterInput {
  @Field(() => String, { description: 'At least 3 characters; unique whatever the case.' })
  username!: string;

  @Field(() => String, { description: 'A valid email address; unique whatever the case.' })
  email!: string;

  @Field(() => String, { description: 'At least 6 characters.' })
  password!: string;

  @Field(() => String, { description: 'Given name (required).' })
  firstName!: string;

  @Field(() => String, { description: 'Family name (required).' })
  lastName!: string;

  // a String in the schema; @Validate has checked it is one of these before a resolver sees it
  @Field(() => String, { nullable: true, description: '"end_user" (default) or "b2b_agent".' })
  role?: SelfServiceRole;
}

@Resolver(() => User)
export class AccountsResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  async me(@Ctx() ctx: Context): Promise<User | null> {
    if (!ctx.viewer) return null;
    return ctx.em.findOne(User, { id: ctx.viewer.id });
  }

  @Mutation(() => User, { description: 'Creates an account and signs it in (sets the session cookie).' })
  register(@Arg('input', () => RegisterInput, { description: 'The new account.' }) input: RegisterInput, @Ctx() ctx: Context): Promise<User> {
    return signIn(ctx, (client) => register(ctx, { ...input }, client));
  }

  @Mutation(() => User, {
    description: 'Signs in (sets a new session cookie). 401 "Invalid username or password"; 429 after repeated failures.',
  })
  login(@Arg('input', () => LoginInput, { description: 'Username and password.' }) input: LoginInput, @Ctx() ctx: Context): Promise<User> {
    return signIn(ctx, (client) => login(ctx, { ...input }, client));
  }

  @Authorized()
  @Mutation(() => User, { description: "Sets the signed-in user's language (English or Urdu); the profile shows it." })
  setLanguage(@Arg('language', () => Language, { description: 'en or ur.' }) language: Language, @Ctx() ctx: Context): Promise<User> {
    return setLanguage(ctx, language);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session.' })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    const done = await logout(ctx, sessionToken(ctx.req));
    clearSessionCookie(ctx.reply, ctx.req, ctx.config);
    return done;
  }
}
