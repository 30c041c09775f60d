import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { publicOrigin } from '../../rest/origin.js';
import { PackagePage } from '../catalogue/catalogue.types.js';
import { Package } from '../catalogue/package.entity.js';
import { agentActivity, agentMonthly, agentStats } from './stats.service.js';
import { createUploadTicket } from './uploads.service.js';
import { createPackage, deletePackage, myPackages, updatePackage } from './workspace.service.js';
import { AgentActivity, AgentMonth, AgentStats, DeletePackageResult, MyPackagesArgs, PackageInput, UploadUrl } from './workspace.types.js';

const plain = (input: PackageInput) => ({ ...input }) as Record<string, unknown>;

@Resolver()
export class WorkspaceResolver {
  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => Package, { description: 'A new package of the calling agent (the super admin’s belong to the platform); active at once.' })
  createPackage(
    @Arg('input', () => PackageInput, { description: 'The new package.' }) input: PackageInput,
    @Ctx() ctx: Context,
  ): Promise<Package> {
    return createPackage(ctx, plain(input));
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => Package, { description: 'Changes a package: agents their own (403 otherwise), the super admin any.' })
  updatePackage(
    @Arg('id', () => ID, { description: 'The package to change.' }) id: string,
    @Arg('input', () => PackageInput, { description: 'The fields to change; fields left out keep their values.' }) input: PackageInput,
    @Ctx() ctx: Context,
  ): Promise<Package> {
    return updatePackage(ctx, id, plain(input));
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => DeletePackageResult, { description: 'Deletes a package nobody booked; archives (inactive) one with bookings.' })
  deletePackage(@Arg('id', () => ID, { description: 'The package to delete or archive.' }) id: string, @Ctx() ctx: Context): Promise<DeletePackageResult> {
    return deletePackage(ctx, id);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Query(() => PackagePage, { description: 'Packages in any status, newest first: an agent’s own; all for the super admin.' })
  myPackages(@Args(() => MyPackagesArgs) args: MyPackagesArgs, @Ctx() ctx: Context): Promise<PackagePage> {
    return myPackages(ctx, args);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Query(() => AgentStats, { description: 'The caller’s agent dashboard figures.' })
  agentStats(@Ctx() ctx: Context): Promise<AgentStats> {
    return agentStats(ctx);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Query(() => [AgentActivity], { description: 'Latest bookings of the caller’s packages and changes to them, newest first.' })
  agentActivity(@Ctx() ctx: Context, @Arg('limit', () => Int, { defaultValue: 10, description: '1 to 50.' }) limit: number): Promise<AgentActivity[]> {
    return agentActivity(ctx, limit);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Query(() => [AgentMonth], { description: 'Bookings and earnings per month for the caller’s packages, oldest first.' })
  agentMonthly(@Ctx() ctx: Context, @Arg('months', () => Int, { defaultValue: 6, description: '1 to 24.' }) months: number): Promise<AgentMonth[]> {
    return agentMonthly(ctx, months);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => UploadUrl, { description: 'A single-use URL to PUT one image (JPEG, PNG, WebP or GIF, at most 5 MB) to, valid 15 minutes.' })
  createUploadUrl(@Ctx() ctx: Context): Promise<UploadUrl> {
    return createUploadTicket(ctx, { origin: publicOrigin(ctx.req, ctx.config) });
  }
}
