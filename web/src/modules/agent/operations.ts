import { graphql } from '../../gql';

export const ManagedPackageFragment = graphql(`
  fragment ManagedPackage on Package {
    id name type description duration priceInPkr originalPriceInPkr maxCapacity availableSpots status featured
    rating bookings inclusions exclusions departureCity transportType makkahHotel madinahHotel makkahNights
    madinahNights makkahHotelRating madinahHotelRating visaIncluded advancePaymentPercent cancellationPolicy
    occupancyPrices { occupancy priceInPkr } childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr nameChangeFeeInPkr
    termsAndConditions images imageUrl destinations countries startDate endDate ownerId updatedAt
  }
`);

export const MyPackagesQuery = graphql(`
  query MyPackages($search: String, $type: PackageType, $pagination: PaginationInput) {
    myPackages(search: $search, type: $type, pagination: $pagination) {
      items { ...ManagedPackage }
      hasMore offset
    }
  }
`);

export const CreatePackageMutation = graphql(`
  mutation CreatePackage($input: PackageInput!) {
    createPackage(input: $input) { ...ManagedPackage }
  }
`);

export const UpdatePackageMutation = graphql(`
  mutation UpdatePackage($id: ID!, $input: PackageInput!) {
    updatePackage(id: $id, input: $input) { ...ManagedPackage }
  }
`);

export const DeletePackageMutation = graphql(`
  mutation DeletePackage($id: ID!) {
    deletePackage(id: $id) {
      id outcome
      package { ...ManagedPackage }
    }
  }
`);

export const AgentStatsQuery = graphql(`
  query AgentStats {
    agentStats {
      totalPackages packagesAddedThisMonth activePackages activeBookings pendingBookings totalBookings
      bookingConversionPercent monthlyEarnings lastMonthEarnings earningsChangePercent averageRating
      reviewCount
    }
  }
`);

export const AgentActivityQuery = graphql(`
  query AgentActivity($limit: Int!) {
    agentActivity(limit: $limit) { id kind description status at amountInPkr }
  }
`);

export const AgentMonthlyQuery = graphql(`
  query AgentMonthly($months: Int!) {
    agentMonthly(months: $months) { month bookings earnings }
  }
`);
