import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { myBrand, removeLogo, setBrand } from './brand.service.js';
import { AgencyBrandInput, AgencyBrandType } from './brand.types.js';

@Resolver()
export class BrandResolver {
  @Query(() => AgencyBrandType, { nullable: true, description: 'The caller’s agency’s brand (anyone of the agency, staff included), null when it has none.' })
  agencyBrand(@Ctx() ctx: Context): Promise<AgencyBrandType | null> {
    return myBrand(ctx);
  }

  @Mutation(() => AgencyBrandType, { description: 'Sets the caller’s agency’s brand (owner or manager); the logo stays as it is (upload it with PUT /api/agency/brand).' })
  setAgencyBrand(@Arg('input', () => AgencyBrandInput, { description: 'The brand’s fields.' }) input: AgencyBrandInput, @Ctx() ctx: Context): Promise<AgencyBrandType> {
    return setBrand(ctx, { ...input });
  }

  @Mutation(() => AgencyBrandType, { description: 'Removes the logo from the caller’s agency’s brand (owner or manager); 404 when the agency has no brand.' })
  removeAgencyLogo(@Ctx() ctx: Context): Promise<AgencyBrandType> {
    return removeLogo(ctx);
  }
}
