/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation PartnerLogin($input: LoginInput!) {\n    login(input: $input) {\n      username\n      role\n    }\n  }\n": typeof types.PartnerLoginDocument,
    "\n  mutation PartnerCreateKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": typeof types.PartnerCreateKeyDocument,
    "\n  query PartnerMe {\n    me {\n      username\n      role\n    }\n  }\n": typeof types.PartnerMeDocument,
    "\n  query PartnerCurrencies {\n    currencies {\n      code\n      symbol\n      rate\n    }\n  }\n": typeof types.PartnerCurrenciesDocument,
    "\n  query PartnerSearchPackages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items {\n        id\n        name\n        duration\n        priceInPkr\n        availableSpots\n      }\n      hasMore\n    }\n  }\n": typeof types.PartnerSearchPackagesDocument,
    "\n  mutation PartnerBook($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      itemName\n      passengerCount\n      totalPriceInPkr\n      currency\n      currencyRate\n    }\n  }\n": typeof types.PartnerBookDocument,
    "\n  query PartnerBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        id\n        itemName\n        status\n        totalPriceInPkr\n        createdAt\n      }\n      hasMore\n    }\n  }\n": typeof types.PartnerBookingsDocument,
    "\n  mutation PartnerCancel($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.PartnerCancelDocument,
    "\n  query PartnerKeys($limit: Int!) {\n    apiKeys(limit: $limit) {\n      id\n      name\n      prefix\n      lastUsedAt\n      revokedAt\n    }\n  }\n": typeof types.PartnerKeysDocument,
    "\n  mutation PartnerRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.PartnerRevokeKeyDocument,
    "\n  fragment ManagedPackage on Package {\n    id\n    name\n    type\n    description\n    duration\n    priceInPkr\n    originalPriceInPkr\n    maxCapacity\n    availableSpots\n    status\n    featured\n    rating\n    bookings\n    inclusions\n    exclusions\n    departureCity\n    transportType\n    makkahHotel\n    madinahHotel\n    makkahNights\n    madinahNights\n    makkahHotelRating\n    madinahHotelRating\n    visaIncluded\n    advancePaymentPercent\n    cancellationPolicy\n    termsAndConditions\n    images\n    imageUrl\n    destinations\n    countries\n    startDate\n    endDate\n    ownerId\n    updatedAt\n  }\n": typeof types.ManagedPackageFragmentDoc,
    "\n  query MyPackages($search: String, $type: PackageType, $pagination: PaginationInput) {\n    myPackages(search: $search, type: $type, pagination: $pagination) {\n      items {\n        ...ManagedPackage\n      }\n      hasMore\n      offset\n    }\n  }\n": typeof types.MyPackagesDocument,
    "\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      ...ManagedPackage\n    }\n  }\n": typeof types.CreatePackageDocument,
    "\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...ManagedPackage\n    }\n  }\n": typeof types.UpdatePackageDocument,
    "\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id) {\n      id\n      outcome\n    }\n  }\n": typeof types.DeletePackageDocument,
    "\n  query AgentStats {\n    agentStats {\n      totalPackages\n      packagesAddedThisMonth\n      activePackages\n      activeBookings\n      pendingBookings\n      totalBookings\n      bookingConversionPercent\n      monthlyEarnings\n      lastMonthEarnings\n      earningsChangePercent\n      averageRating\n      reviewCount\n    }\n  }\n": typeof types.AgentStatsDocument,
    "\n  query AgentActivity($limit: Int!) {\n    agentActivity(limit: $limit) {\n      id\n      kind\n      description\n      status\n      at\n      amountInPkr\n    }\n  }\n": typeof types.AgentActivityDocument,
    "\n  query AgentMonthly($months: Int!) {\n    agentMonthly(months: $months) {\n      month\n      bookings\n      earnings\n    }\n  }\n": typeof types.AgentMonthlyDocument,
    "\n  query SoldBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination, sold: true) {\n      items {\n        ...BookingFields\n      }\n      hasMore\n    }\n  }\n": typeof types.SoldBookingsDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n      profileImageUrl\n      createdAt\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n      profileImageUrl\n      createdAt\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  fragment BookingFields on Booking {\n    id\n    type\n    itemName\n    bookedBy\n    passengerCount\n    totalPriceInPkr\n    savedInPkr\n    currency\n    status\n    travelDate\n    specialRequirements\n    createdAt\n    roomType\n    roomCount\n    checkInDate\n    checkOutDate\n  }\n": typeof types.BookingFieldsFragmentDoc,
    "\n  query MyBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        ...BookingFields\n      }\n      hasMore\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  query UserStats {\n    analytics {\n      userStats {\n        totalBookings\n        upcomingTrips\n        completedBookings\n        totalSaved\n        loyaltyTier\n      }\n    }\n  }\n": typeof types.UserStatsDocument,
    "\n  query AdminOverview {\n    analytics {\n      overview {\n        totalBookings\n        activeB2BAgents\n        totalRevenue\n      }\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  mutation Book($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      ...BookingFields\n    }\n  }\n": typeof types.BookDocument,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      ...BookingFields\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  query FlightSearch($input: FlightSearchInput!) {\n    flightSearch(input: $input) {\n      flights {\n        id\n        price\n        currency\n        pricePkr\n        bookingToken\n        expiresAt\n        sandbox\n        segments {\n          departureAt\n          arrivalAt\n          origin\n          destination\n          duration\n          carrier\n          carrierName\n          flightNumber\n          aircraft\n          direction\n          stops\n        }\n      }\n      searchParams {\n        origin\n        destination\n        departureDate\n        returnDate\n        adults\n        children\n        infants\n        tripClass\n        currency\n        provider\n        sandbox\n        marker\n        notice\n        total\n        limit\n        offset\n      }\n    }\n  }\n": typeof types.FlightSearchDocument,
    "\n  fragment LocalHotelCard_hotel on Hotel {\n    id\n    name\n    imageUrl\n    rating\n    city\n    country\n    description\n    amenities\n    isAvailable\n    availableRooms\n    currency\n    nights\n    roomCount\n    roomType\n    pricePerNightFormatted\n    priceBreakdown {\n      taxRate\n      formatted {\n        pricePerNight\n        subtotal\n        taxes\n        total\n      }\n    }\n    multiCurrencyPricing {\n      currency\n      formatted\n      totalFormatted\n    }\n  }\n": typeof types.LocalHotelCard_HotelFragmentDoc,
    "\n  query LocalHotels(\n    $city: String!\n    $checkInDate: String!\n    $checkOutDate: String!\n    $rooms: Int!\n    $guests: Int!\n    $currency: String!\n    $pagination: PaginationInput\n  ) {\n    hotels(\n      city: $city\n      checkInDate: $checkInDate\n      checkOutDate: $checkOutDate\n      rooms: $rooms\n      guests: $guests\n      currency: $currency\n      pagination: $pagination\n    ) {\n      items {\n        id\n        ...LocalHotelCard_hotel\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n": typeof types.LocalHotelsDocument,
    "\n  query ProviderHotelSearch($input: ProviderHotelSearchInput!) {\n    providerHotelSearch(input: $input) {\n      hotels {\n        id\n        name\n        stars\n        priceFrom\n        priceFromPkr\n        currency\n        city\n        country\n        distanceKm\n        link\n        sandbox\n      }\n      searchParams {\n        location\n        resolvedLocation\n        country\n        checkIn\n        checkOut\n        nights\n        adults\n        children\n        rooms\n        sandbox\n        total\n      }\n    }\n  }\n": typeof types.ProviderHotelSearchDocument,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    type\n    imageUrl\n    duration\n    priceInPkr\n    originalPriceInPkr\n    featured\n    rating\n    departureCity\n    inclusions\n  }\n": typeof types.PackageCard_PackageFragmentDoc,
    "\n  query Packages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items {\n        id\n        ...PackageCard_package\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n": typeof types.PackagesDocument,
    "\n  query ApiKeys($all: Boolean!) {\n    apiKeys(all: $all, limit: 100) {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n      revokedAt\n      user {\n        id\n        username\n      }\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment TransportCard_option on TransportOption {\n    id\n    type\n    name\n    description\n    operator\n    imageUrl\n    priceInPkr\n    fromCity\n    toCity\n    duration\n    features\n    seatsAvailable\n  }\n": typeof types.TransportCard_OptionFragmentDoc,
    "\n  query Transport($type: TransportType, $pagination: PaginationInput) {\n    transport(type: $type, pagination: $pagination) {\n      items {\n        id\n        ...TransportCard_option\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n": typeof types.TransportDocument,
    "\n  query VisaQueue($status: [VisaApplicationStatus!], $overdue: Boolean, $pagination: PaginationInput) {\n    visaQueue(status: $status, overdue: $overdue, pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        processing\n        applicantCount\n        appliedBy\n        status\n        dueAt\n        travelDate\n      }\n      hasMore\n    }\n  }\n": typeof types.VisaQueueDocument,
    "\n  query MySellerVisaOffers($pagination: PaginationInput) {\n    mySellerVisaOffers(pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        visaType\n        active\n        soldBy\n        processingOptions {\n          processing\n          priceInPkr\n        }\n      }\n      hasMore\n    }\n  }\n": typeof types.MySellerVisaOffersDocument,
    "\n  mutation SetVisaOfferActive($id: ID!, $active: Boolean!) {\n    setVisaOfferActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.SetVisaOfferActiveDocument,
    "\n  query MyVisaApplications($pagination: PaginationInput) {\n    myVisaApplications(pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        processing\n        travelDate\n        applicantCount\n        totalPriceInPkr\n        status\n        statusNote\n        createdAt\n      }\n      hasMore\n    }\n  }\n": typeof types.MyVisaApplicationsDocument,
    "\n  query VisaApplicationDetail($id: ID!) {\n    visaApplication(id: $id) {\n      id\n      title\n      country\n      visaType\n      processing\n      travelDate\n      applicantCount\n      pricePerApplicantInPkr\n      totalPriceInPkr\n      paymentStatus\n      refundDueInPkr\n      status\n      statusNote\n      submittedAt\n      dueAt\n      decidedAt\n      createdAt\n      appliedBy\n      viewerIsApplicant\n      viewerCanProcess\n      offer {\n        id\n        documents {\n          kind\n          label\n        }\n      }\n      applicants {\n        id\n        position\n        fullName\n        passportNumber\n        nationality\n        dateOfBirth\n        passportExpiry\n      }\n      documents {\n        id\n        applicantId\n        kind\n        label\n        contentType\n        sizeBytes\n        createdAt\n        supersededAt\n        downloadUrl\n      }\n      timeline {\n        id\n        fromStatus\n        toStatus\n        note\n        actorName\n        actorRole\n        createdAt\n      }\n    }\n  }\n": typeof types.VisaApplicationDetailDocument,
    "\n  mutation AttachVisaDocument($input: AttachVisaDocumentInput!) {\n    attachVisaDocument(input: $input) {\n      id\n    }\n  }\n": typeof types.AttachVisaDocumentDocument,
    "\n  mutation SubmitVisaApplication($id: ID!) {\n    submitVisaApplication(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitVisaApplicationDocument,
    "\n  mutation RequestVisaDocuments($id: ID!, $note: String!) {\n    requestVisaDocuments(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n": typeof types.RequestVisaDocumentsDocument,
    "\n  mutation StartVisaProcessing($id: ID!) {\n    startVisaProcessing(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.StartVisaProcessingDocument,
    "\n  mutation ApproveVisaApplication($id: ID!, $file: String!) {\n    approveVisaApplication(id: $id, file: $file) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveVisaApplicationDocument,
    "\n  mutation RejectVisaApplication($id: ID!, $reason: String!) {\n    rejectVisaApplication(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.RejectVisaApplicationDocument,
    "\n  query VisaApplyOffer($id: ID!) {\n    visaOffer(id: $id) {\n      id\n      title\n      country\n      active\n      processingOptions {\n        processing\n        label\n        priceInPkr\n      }\n      documents {\n        kind\n        label\n      }\n    }\n  }\n": typeof types.VisaApplyOfferDocument,
    "\n  mutation ApplyForVisa($input: ApplyVisaInput!) {\n    applyForVisa(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ApplyForVisaDocument,
    "\n  fragment VisaOfferCard_offer on VisaOffer {\n    id\n    title\n    country\n    visaType\n    entries\n    validityDays\n    stayDays\n    soldBy\n    notes\n    refundPolicy\n    processingOptions {\n      processing\n      label\n      priceInPkr\n    }\n    documents {\n      kind\n      label\n    }\n  }\n": typeof types.VisaOfferCard_OfferFragmentDoc,
    "\n  query VisaOffers($destination: String, $type: VisaType, $pagination: PaginationInput) {\n    visaOffers(destination: $destination, type: $type, pagination: $pagination) {\n      items {\n        id\n        ...VisaOfferCard_offer\n      }\n      hasMore\n    }\n  }\n": typeof types.VisaOffersDocument,
    "\n  mutation CreateVisaDocumentUploadUrl {\n    createVisaDocumentUploadUrl {\n      uploadURL\n    }\n  }\n": typeof types.CreateVisaDocumentUploadUrlDocument,
};
const documents: Documents = {
    "\n  mutation PartnerLogin($input: LoginInput!) {\n    login(input: $input) {\n      username\n      role\n    }\n  }\n": types.PartnerLoginDocument,
    "\n  mutation PartnerCreateKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": types.PartnerCreateKeyDocument,
    "\n  query PartnerMe {\n    me {\n      username\n      role\n    }\n  }\n": types.PartnerMeDocument,
    "\n  query PartnerCurrencies {\n    currencies {\n      code\n      symbol\n      rate\n    }\n  }\n": types.PartnerCurrenciesDocument,
    "\n  query PartnerSearchPackages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items {\n        id\n        name\n        duration\n        priceInPkr\n        availableSpots\n      }\n      hasMore\n    }\n  }\n": types.PartnerSearchPackagesDocument,
    "\n  mutation PartnerBook($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      itemName\n      passengerCount\n      totalPriceInPkr\n      currency\n      currencyRate\n    }\n  }\n": types.PartnerBookDocument,
    "\n  query PartnerBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        id\n        itemName\n        status\n        totalPriceInPkr\n        createdAt\n      }\n      hasMore\n    }\n  }\n": types.PartnerBookingsDocument,
    "\n  mutation PartnerCancel($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n    }\n  }\n": types.PartnerCancelDocument,
    "\n  query PartnerKeys($limit: Int!) {\n    apiKeys(limit: $limit) {\n      id\n      name\n      prefix\n      lastUsedAt\n      revokedAt\n    }\n  }\n": types.PartnerKeysDocument,
    "\n  mutation PartnerRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.PartnerRevokeKeyDocument,
    "\n  fragment ManagedPackage on Package {\n    id\n    name\n    type\n    description\n    duration\n    priceInPkr\n    originalPriceInPkr\n    maxCapacity\n    availableSpots\n    status\n    featured\n    rating\n    bookings\n    inclusions\n    exclusions\n    departureCity\n    transportType\n    makkahHotel\n    madinahHotel\n    makkahNights\n    madinahNights\n    makkahHotelRating\n    madinahHotelRating\n    visaIncluded\n    advancePaymentPercent\n    cancellationPolicy\n    termsAndConditions\n    images\n    imageUrl\n    destinations\n    countries\n    startDate\n    endDate\n    ownerId\n    updatedAt\n  }\n": types.ManagedPackageFragmentDoc,
    "\n  query MyPackages($search: String, $type: PackageType, $pagination: PaginationInput) {\n    myPackages(search: $search, type: $type, pagination: $pagination) {\n      items {\n        ...ManagedPackage\n      }\n      hasMore\n      offset\n    }\n  }\n": types.MyPackagesDocument,
    "\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      ...ManagedPackage\n    }\n  }\n": types.CreatePackageDocument,
    "\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...ManagedPackage\n    }\n  }\n": types.UpdatePackageDocument,
    "\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id) {\n      id\n      outcome\n    }\n  }\n": types.DeletePackageDocument,
    "\n  query AgentStats {\n    agentStats {\n      totalPackages\n      packagesAddedThisMonth\n      activePackages\n      activeBookings\n      pendingBookings\n      totalBookings\n      bookingConversionPercent\n      monthlyEarnings\n      lastMonthEarnings\n      earningsChangePercent\n      averageRating\n      reviewCount\n    }\n  }\n": types.AgentStatsDocument,
    "\n  query AgentActivity($limit: Int!) {\n    agentActivity(limit: $limit) {\n      id\n      kind\n      description\n      status\n      at\n      amountInPkr\n    }\n  }\n": types.AgentActivityDocument,
    "\n  query AgentMonthly($months: Int!) {\n    agentMonthly(months: $months) {\n      month\n      bookings\n      earnings\n    }\n  }\n": types.AgentMonthlyDocument,
    "\n  query SoldBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination, sold: true) {\n      items {\n        ...BookingFields\n      }\n      hasMore\n    }\n  }\n": types.SoldBookingsDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n      profileImageUrl\n      createdAt\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n      profileImageUrl\n      createdAt\n    }\n  }\n": types.RegisterDocument,
    "\n  fragment BookingFields on Booking {\n    id\n    type\n    itemName\n    bookedBy\n    passengerCount\n    totalPriceInPkr\n    savedInPkr\n    currency\n    status\n    travelDate\n    specialRequirements\n    createdAt\n    roomType\n    roomCount\n    checkInDate\n    checkOutDate\n  }\n": types.BookingFieldsFragmentDoc,
    "\n  query MyBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        ...BookingFields\n      }\n      hasMore\n    }\n  }\n": types.MyBookingsDocument,
    "\n  query UserStats {\n    analytics {\n      userStats {\n        totalBookings\n        upcomingTrips\n        completedBookings\n        totalSaved\n        loyaltyTier\n      }\n    }\n  }\n": types.UserStatsDocument,
    "\n  query AdminOverview {\n    analytics {\n      overview {\n        totalBookings\n        activeB2BAgents\n        totalRevenue\n      }\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  mutation Book($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      ...BookingFields\n    }\n  }\n": types.BookDocument,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      ...BookingFields\n    }\n  }\n": types.CancelBookingDocument,
    "\n  query FlightSearch($input: FlightSearchInput!) {\n    flightSearch(input: $input) {\n      flights {\n        id\n        price\n        currency\n        pricePkr\n        bookingToken\n        expiresAt\n        sandbox\n        segments {\n          departureAt\n          arrivalAt\n          origin\n          destination\n          duration\n          carrier\n          carrierName\n          flightNumber\n          aircraft\n          direction\n          stops\n        }\n      }\n      searchParams {\n        origin\n        destination\n        departureDate\n        returnDate\n        adults\n        children\n        infants\n        tripClass\n        currency\n        provider\n        sandbox\n        marker\n        notice\n        total\n        limit\n        offset\n      }\n    }\n  }\n": types.FlightSearchDocument,
    "\n  fragment LocalHotelCard_hotel on Hotel {\n    id\n    name\n    imageUrl\n    rating\n    city\n    country\n    description\n    amenities\n    isAvailable\n    availableRooms\n    currency\n    nights\n    roomCount\n    roomType\n    pricePerNightFormatted\n    priceBreakdown {\n      taxRate\n      formatted {\n        pricePerNight\n        subtotal\n        taxes\n        total\n      }\n    }\n    multiCurrencyPricing {\n      currency\n      formatted\n      totalFormatted\n    }\n  }\n": types.LocalHotelCard_HotelFragmentDoc,
    "\n  query LocalHotels(\n    $city: String!\n    $checkInDate: String!\n    $checkOutDate: String!\n    $rooms: Int!\n    $guests: Int!\n    $currency: String!\n    $pagination: PaginationInput\n  ) {\n    hotels(\n      city: $city\n      checkInDate: $checkInDate\n      checkOutDate: $checkOutDate\n      rooms: $rooms\n      guests: $guests\n      currency: $currency\n      pagination: $pagination\n    ) {\n      items {\n        id\n        ...LocalHotelCard_hotel\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n": types.LocalHotelsDocument,
    "\n  query ProviderHotelSearch($input: ProviderHotelSearchInput!) {\n    providerHotelSearch(input: $input) {\n      hotels {\n        id\n        name\n        stars\n        priceFrom\n        priceFromPkr\n        currency\n        city\n        country\n        distanceKm\n        link\n        sandbox\n      }\n      searchParams {\n        location\n        resolvedLocation\n        country\n        checkIn\n        checkOut\n        nights\n        adults\n        children\n        rooms\n        sandbox\n        total\n      }\n    }\n  }\n": types.ProviderHotelSearchDocument,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    type\n    imageUrl\n    duration\n    priceInPkr\n    originalPriceInPkr\n    featured\n    rating\n    departureCity\n    inclusions\n  }\n": types.PackageCard_PackageFragmentDoc,
    "\n  query Packages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items {\n        id\n        ...PackageCard_package\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n": types.PackagesDocument,
    "\n  query ApiKeys($all: Boolean!) {\n    apiKeys(all: $all, limit: 100) {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n      revokedAt\n      user {\n        id\n        username\n      }\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment TransportCard_option on TransportOption {\n    id\n    type\n    name\n    description\n    operator\n    imageUrl\n    priceInPkr\n    fromCity\n    toCity\n    duration\n    features\n    seatsAvailable\n  }\n": types.TransportCard_OptionFragmentDoc,
    "\n  query Transport($type: TransportType, $pagination: PaginationInput) {\n    transport(type: $type, pagination: $pagination) {\n      items {\n        id\n        ...TransportCard_option\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n": types.TransportDocument,
    "\n  query VisaQueue($status: [VisaApplicationStatus!], $overdue: Boolean, $pagination: PaginationInput) {\n    visaQueue(status: $status, overdue: $overdue, pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        processing\n        applicantCount\n        appliedBy\n        status\n        dueAt\n        travelDate\n      }\n      hasMore\n    }\n  }\n": types.VisaQueueDocument,
    "\n  query MySellerVisaOffers($pagination: PaginationInput) {\n    mySellerVisaOffers(pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        visaType\n        active\n        soldBy\n        processingOptions {\n          processing\n          priceInPkr\n        }\n      }\n      hasMore\n    }\n  }\n": types.MySellerVisaOffersDocument,
    "\n  mutation SetVisaOfferActive($id: ID!, $active: Boolean!) {\n    setVisaOfferActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": types.SetVisaOfferActiveDocument,
    "\n  query MyVisaApplications($pagination: PaginationInput) {\n    myVisaApplications(pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        processing\n        travelDate\n        applicantCount\n        totalPriceInPkr\n        status\n        statusNote\n        createdAt\n      }\n      hasMore\n    }\n  }\n": types.MyVisaApplicationsDocument,
    "\n  query VisaApplicationDetail($id: ID!) {\n    visaApplication(id: $id) {\n      id\n      title\n      country\n      visaType\n      processing\n      travelDate\n      applicantCount\n      pricePerApplicantInPkr\n      totalPriceInPkr\n      paymentStatus\n      refundDueInPkr\n      status\n      statusNote\n      submittedAt\n      dueAt\n      decidedAt\n      createdAt\n      appliedBy\n      viewerIsApplicant\n      viewerCanProcess\n      offer {\n        id\n        documents {\n          kind\n          label\n        }\n      }\n      applicants {\n        id\n        position\n        fullName\n        passportNumber\n        nationality\n        dateOfBirth\n        passportExpiry\n      }\n      documents {\n        id\n        applicantId\n        kind\n        label\n        contentType\n        sizeBytes\n        createdAt\n        supersededAt\n        downloadUrl\n      }\n      timeline {\n        id\n        fromStatus\n        toStatus\n        note\n        actorName\n        actorRole\n        createdAt\n      }\n    }\n  }\n": types.VisaApplicationDetailDocument,
    "\n  mutation AttachVisaDocument($input: AttachVisaDocumentInput!) {\n    attachVisaDocument(input: $input) {\n      id\n    }\n  }\n": types.AttachVisaDocumentDocument,
    "\n  mutation SubmitVisaApplication($id: ID!) {\n    submitVisaApplication(id: $id) {\n      id\n      status\n    }\n  }\n": types.SubmitVisaApplicationDocument,
    "\n  mutation RequestVisaDocuments($id: ID!, $note: String!) {\n    requestVisaDocuments(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n": types.RequestVisaDocumentsDocument,
    "\n  mutation StartVisaProcessing($id: ID!) {\n    startVisaProcessing(id: $id) {\n      id\n      status\n    }\n  }\n": types.StartVisaProcessingDocument,
    "\n  mutation ApproveVisaApplication($id: ID!, $file: String!) {\n    approveVisaApplication(id: $id, file: $file) {\n      id\n      status\n    }\n  }\n": types.ApproveVisaApplicationDocument,
    "\n  mutation RejectVisaApplication($id: ID!, $reason: String!) {\n    rejectVisaApplication(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.RejectVisaApplicationDocument,
    "\n  query VisaApplyOffer($id: ID!) {\n    visaOffer(id: $id) {\n      id\n      title\n      country\n      active\n      processingOptions {\n        processing\n        label\n        priceInPkr\n      }\n      documents {\n        kind\n        label\n      }\n    }\n  }\n": types.VisaApplyOfferDocument,
    "\n  mutation ApplyForVisa($input: ApplyVisaInput!) {\n    applyForVisa(input: $input) {\n      id\n      status\n    }\n  }\n": types.ApplyForVisaDocument,
    "\n  fragment VisaOfferCard_offer on VisaOffer {\n    id\n    title\n    country\n    visaType\n    entries\n    validityDays\n    stayDays\n    soldBy\n    notes\n    refundPolicy\n    processingOptions {\n      processing\n      label\n      priceInPkr\n    }\n    documents {\n      kind\n      label\n    }\n  }\n": types.VisaOfferCard_OfferFragmentDoc,
    "\n  query VisaOffers($destination: String, $type: VisaType, $pagination: PaginationInput) {\n    visaOffers(destination: $destination, type: $type, pagination: $pagination) {\n      items {\n        id\n        ...VisaOfferCard_offer\n      }\n      hasMore\n    }\n  }\n": types.VisaOffersDocument,
    "\n  mutation CreateVisaDocumentUploadUrl {\n    createVisaDocumentUploadUrl {\n      uploadURL\n    }\n  }\n": types.CreateVisaDocumentUploadUrlDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerLogin($input: LoginInput!) {\n    login(input: $input) {\n      username\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerLogin($input: LoginInput!) {\n    login(input: $input) {\n      username\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerCreateKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        id\n        name\n        prefix\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerCreateKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        id\n        name\n        prefix\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerMe {\n    me {\n      username\n      role\n    }\n  }\n"): (typeof documents)["\n  query PartnerMe {\n    me {\n      username\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerCurrencies {\n    currencies {\n      code\n      symbol\n      rate\n    }\n  }\n"): (typeof documents)["\n  query PartnerCurrencies {\n    currencies {\n      code\n      symbol\n      rate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerSearchPackages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items {\n        id\n        name\n        duration\n        priceInPkr\n        availableSpots\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PartnerSearchPackages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items {\n        id\n        name\n        duration\n        priceInPkr\n        availableSpots\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerBook($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      itemName\n      passengerCount\n      totalPriceInPkr\n      currency\n      currencyRate\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerBook($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      itemName\n      passengerCount\n      totalPriceInPkr\n      currency\n      currencyRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        id\n        itemName\n        status\n        totalPriceInPkr\n        createdAt\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PartnerBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        id\n        itemName\n        status\n        totalPriceInPkr\n        createdAt\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerCancel($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerCancel($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerKeys($limit: Int!) {\n    apiKeys(limit: $limit) {\n      id\n      name\n      prefix\n      lastUsedAt\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query PartnerKeys($limit: Int!) {\n    apiKeys(limit: $limit) {\n      id\n      name\n      prefix\n      lastUsedAt\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedPackage on Package {\n    id\n    name\n    type\n    description\n    duration\n    priceInPkr\n    originalPriceInPkr\n    maxCapacity\n    availableSpots\n    status\n    featured\n    rating\n    bookings\n    inclusions\n    exclusions\n    departureCity\n    transportType\n    makkahHotel\n    madinahHotel\n    makkahNights\n    madinahNights\n    makkahHotelRating\n    madinahHotelRating\n    visaIncluded\n    advancePaymentPercent\n    cancellationPolicy\n    termsAndConditions\n    images\n    imageUrl\n    destinations\n    countries\n    startDate\n    endDate\n    ownerId\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ManagedPackage on Package {\n    id\n    name\n    type\n    description\n    duration\n    priceInPkr\n    originalPriceInPkr\n    maxCapacity\n    availableSpots\n    status\n    featured\n    rating\n    bookings\n    inclusions\n    exclusions\n    departureCity\n    transportType\n    makkahHotel\n    madinahHotel\n    makkahNights\n    madinahNights\n    makkahHotelRating\n    madinahHotelRating\n    visaIncluded\n    advancePaymentPercent\n    cancellationPolicy\n    termsAndConditions\n    images\n    imageUrl\n    destinations\n    countries\n    startDate\n    endDate\n    ownerId\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPackages($search: String, $type: PackageType, $pagination: PaginationInput) {\n    myPackages(search: $search, type: $type, pagination: $pagination) {\n      items {\n        ...ManagedPackage\n      }\n      hasMore\n      offset\n    }\n  }\n"): (typeof documents)["\n  query MyPackages($search: String, $type: PackageType, $pagination: PaginationInput) {\n    myPackages(search: $search, type: $type, pagination: $pagination) {\n      items {\n        ...ManagedPackage\n      }\n      hasMore\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      ...ManagedPackage\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) {\n      ...ManagedPackage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...ManagedPackage\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...ManagedPackage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id) {\n      id\n      outcome\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id) {\n      id\n      outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentStats {\n    agentStats {\n      totalPackages\n      packagesAddedThisMonth\n      activePackages\n      activeBookings\n      pendingBookings\n      totalBookings\n      bookingConversionPercent\n      monthlyEarnings\n      lastMonthEarnings\n      earningsChangePercent\n      averageRating\n      reviewCount\n    }\n  }\n"): (typeof documents)["\n  query AgentStats {\n    agentStats {\n      totalPackages\n      packagesAddedThisMonth\n      activePackages\n      activeBookings\n      pendingBookings\n      totalBookings\n      bookingConversionPercent\n      monthlyEarnings\n      lastMonthEarnings\n      earningsChangePercent\n      averageRating\n      reviewCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentActivity($limit: Int!) {\n    agentActivity(limit: $limit) {\n      id\n      kind\n      description\n      status\n      at\n      amountInPkr\n    }\n  }\n"): (typeof documents)["\n  query AgentActivity($limit: Int!) {\n    agentActivity(limit: $limit) {\n      id\n      kind\n      description\n      status\n      at\n      amountInPkr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentMonthly($months: Int!) {\n    agentMonthly(months: $months) {\n      month\n      bookings\n      earnings\n    }\n  }\n"): (typeof documents)["\n  query AgentMonthly($months: Int!) {\n    agentMonthly(months: $months) {\n      month\n      bookings\n      earnings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoldBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination, sold: true) {\n      items {\n        ...BookingFields\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SoldBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination, sold: true) {\n      items {\n        ...BookingFields\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n      profileImageUrl\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n      profileImageUrl\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n      profileImageUrl\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      firstName\n      lastName\n      role\n      profileImageUrl\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFields on Booking {\n    id\n    type\n    itemName\n    bookedBy\n    passengerCount\n    totalPriceInPkr\n    savedInPkr\n    currency\n    status\n    travelDate\n    specialRequirements\n    createdAt\n    roomType\n    roomCount\n    checkInDate\n    checkOutDate\n  }\n"): (typeof documents)["\n  fragment BookingFields on Booking {\n    id\n    type\n    itemName\n    bookedBy\n    passengerCount\n    totalPriceInPkr\n    savedInPkr\n    currency\n    status\n    travelDate\n    specialRequirements\n    createdAt\n    roomType\n    roomCount\n    checkInDate\n    checkOutDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        ...BookingFields\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query MyBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        ...BookingFields\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserStats {\n    analytics {\n      userStats {\n        totalBookings\n        upcomingTrips\n        completedBookings\n        totalSaved\n        loyaltyTier\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserStats {\n    analytics {\n      userStats {\n        totalBookings\n        upcomingTrips\n        completedBookings\n        totalSaved\n        loyaltyTier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    analytics {\n      overview {\n        totalBookings\n        activeB2BAgents\n        totalRevenue\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    analytics {\n      overview {\n        totalBookings\n        activeB2BAgents\n        totalRevenue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Book($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation Book($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      ...BookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      ...BookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlightSearch($input: FlightSearchInput!) {\n    flightSearch(input: $input) {\n      flights {\n        id\n        price\n        currency\n        pricePkr\n        bookingToken\n        expiresAt\n        sandbox\n        segments {\n          departureAt\n          arrivalAt\n          origin\n          destination\n          duration\n          carrier\n          carrierName\n          flightNumber\n          aircraft\n          direction\n          stops\n        }\n      }\n      searchParams {\n        origin\n        destination\n        departureDate\n        returnDate\n        adults\n        children\n        infants\n        tripClass\n        currency\n        provider\n        sandbox\n        marker\n        notice\n        total\n        limit\n        offset\n      }\n    }\n  }\n"): (typeof documents)["\n  query FlightSearch($input: FlightSearchInput!) {\n    flightSearch(input: $input) {\n      flights {\n        id\n        price\n        currency\n        pricePkr\n        bookingToken\n        expiresAt\n        sandbox\n        segments {\n          departureAt\n          arrivalAt\n          origin\n          destination\n          duration\n          carrier\n          carrierName\n          flightNumber\n          aircraft\n          direction\n          stops\n        }\n      }\n      searchParams {\n        origin\n        destination\n        departureDate\n        returnDate\n        adults\n        children\n        infants\n        tripClass\n        currency\n        provider\n        sandbox\n        marker\n        notice\n        total\n        limit\n        offset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocalHotelCard_hotel on Hotel {\n    id\n    name\n    imageUrl\n    rating\n    city\n    country\n    description\n    amenities\n    isAvailable\n    availableRooms\n    currency\n    nights\n    roomCount\n    roomType\n    pricePerNightFormatted\n    priceBreakdown {\n      taxRate\n      formatted {\n        pricePerNight\n        subtotal\n        taxes\n        total\n      }\n    }\n    multiCurrencyPricing {\n      currency\n      formatted\n      totalFormatted\n    }\n  }\n"): (typeof documents)["\n  fragment LocalHotelCard_hotel on Hotel {\n    id\n    name\n    imageUrl\n    rating\n    city\n    country\n    description\n    amenities\n    isAvailable\n    availableRooms\n    currency\n    nights\n    roomCount\n    roomType\n    pricePerNightFormatted\n    priceBreakdown {\n      taxRate\n      formatted {\n        pricePerNight\n        subtotal\n        taxes\n        total\n      }\n    }\n    multiCurrencyPricing {\n      currency\n      formatted\n      totalFormatted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocalHotels(\n    $city: String!\n    $checkInDate: String!\n    $checkOutDate: String!\n    $rooms: Int!\n    $guests: Int!\n    $currency: String!\n    $pagination: PaginationInput\n  ) {\n    hotels(\n      city: $city\n      checkInDate: $checkInDate\n      checkOutDate: $checkOutDate\n      rooms: $rooms\n      guests: $guests\n      currency: $currency\n      pagination: $pagination\n    ) {\n      items {\n        id\n        ...LocalHotelCard_hotel\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n"): (typeof documents)["\n  query LocalHotels(\n    $city: String!\n    $checkInDate: String!\n    $checkOutDate: String!\n    $rooms: Int!\n    $guests: Int!\n    $currency: String!\n    $pagination: PaginationInput\n  ) {\n    hotels(\n      city: $city\n      checkInDate: $checkInDate\n      checkOutDate: $checkOutDate\n      rooms: $rooms\n      guests: $guests\n      currency: $currency\n      pagination: $pagination\n    ) {\n      items {\n        id\n        ...LocalHotelCard_hotel\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderHotelSearch($input: ProviderHotelSearchInput!) {\n    providerHotelSearch(input: $input) {\n      hotels {\n        id\n        name\n        stars\n        priceFrom\n        priceFromPkr\n        currency\n        city\n        country\n        distanceKm\n        link\n        sandbox\n      }\n      searchParams {\n        location\n        resolvedLocation\n        country\n        checkIn\n        checkOut\n        nights\n        adults\n        children\n        rooms\n        sandbox\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderHotelSearch($input: ProviderHotelSearchInput!) {\n    providerHotelSearch(input: $input) {\n      hotels {\n        id\n        name\n        stars\n        priceFrom\n        priceFromPkr\n        currency\n        city\n        country\n        distanceKm\n        link\n        sandbox\n      }\n      searchParams {\n        location\n        resolvedLocation\n        country\n        checkIn\n        checkOut\n        nights\n        adults\n        children\n        rooms\n        sandbox\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    type\n    imageUrl\n    duration\n    priceInPkr\n    originalPriceInPkr\n    featured\n    rating\n    departureCity\n    inclusions\n  }\n"): (typeof documents)["\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    type\n    imageUrl\n    duration\n    priceInPkr\n    originalPriceInPkr\n    featured\n    rating\n    departureCity\n    inclusions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Packages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items {\n        id\n        ...PackageCard_package\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n"): (typeof documents)["\n  query Packages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items {\n        id\n        ...PackageCard_package\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($all: Boolean!) {\n    apiKeys(all: $all, limit: 100) {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n      revokedAt\n      user {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($all: Boolean!) {\n    apiKeys(all: $all, limit: 100) {\n      id\n      name\n      prefix\n      createdAt\n      lastUsedAt\n      revokedAt\n      user {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        id\n        name\n        prefix\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        id\n        name\n        prefix\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransportCard_option on TransportOption {\n    id\n    type\n    name\n    description\n    operator\n    imageUrl\n    priceInPkr\n    fromCity\n    toCity\n    duration\n    features\n    seatsAvailable\n  }\n"): (typeof documents)["\n  fragment TransportCard_option on TransportOption {\n    id\n    type\n    name\n    description\n    operator\n    imageUrl\n    priceInPkr\n    fromCity\n    toCity\n    duration\n    features\n    seatsAvailable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transport($type: TransportType, $pagination: PaginationInput) {\n    transport(type: $type, pagination: $pagination) {\n      items {\n        id\n        ...TransportCard_option\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n"): (typeof documents)["\n  query Transport($type: TransportType, $pagination: PaginationInput) {\n    transport(type: $type, pagination: $pagination) {\n      items {\n        id\n        ...TransportCard_option\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisaQueue($status: [VisaApplicationStatus!], $overdue: Boolean, $pagination: PaginationInput) {\n    visaQueue(status: $status, overdue: $overdue, pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        processing\n        applicantCount\n        appliedBy\n        status\n        dueAt\n        travelDate\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query VisaQueue($status: [VisaApplicationStatus!], $overdue: Boolean, $pagination: PaginationInput) {\n    visaQueue(status: $status, overdue: $overdue, pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        processing\n        applicantCount\n        appliedBy\n        status\n        dueAt\n        travelDate\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySellerVisaOffers($pagination: PaginationInput) {\n    mySellerVisaOffers(pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        visaType\n        active\n        soldBy\n        processingOptions {\n          processing\n          priceInPkr\n        }\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query MySellerVisaOffers($pagination: PaginationInput) {\n    mySellerVisaOffers(pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        visaType\n        active\n        soldBy\n        processingOptions {\n          processing\n          priceInPkr\n        }\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVisaOfferActive($id: ID!, $active: Boolean!) {\n    setVisaOfferActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetVisaOfferActive($id: ID!, $active: Boolean!) {\n    setVisaOfferActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyVisaApplications($pagination: PaginationInput) {\n    myVisaApplications(pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        processing\n        travelDate\n        applicantCount\n        totalPriceInPkr\n        status\n        statusNote\n        createdAt\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query MyVisaApplications($pagination: PaginationInput) {\n    myVisaApplications(pagination: $pagination) {\n      items {\n        id\n        title\n        country\n        processing\n        travelDate\n        applicantCount\n        totalPriceInPkr\n        status\n        statusNote\n        createdAt\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisaApplicationDetail($id: ID!) {\n    visaApplication(id: $id) {\n      id\n      title\n      country\n      visaType\n      processing\n      travelDate\n      applicantCount\n      pricePerApplicantInPkr\n      totalPriceInPkr\n      paymentStatus\n      refundDueInPkr\n      status\n      statusNote\n      submittedAt\n      dueAt\n      decidedAt\n      createdAt\n      appliedBy\n      viewerIsApplicant\n      viewerCanProcess\n      offer {\n        id\n        documents {\n          kind\n          label\n        }\n      }\n      applicants {\n        id\n        position\n        fullName\n        passportNumber\n        nationality\n        dateOfBirth\n        passportExpiry\n      }\n      documents {\n        id\n        applicantId\n        kind\n        label\n        contentType\n        sizeBytes\n        createdAt\n        supersededAt\n        downloadUrl\n      }\n      timeline {\n        id\n        fromStatus\n        toStatus\n        note\n        actorName\n        actorRole\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query VisaApplicationDetail($id: ID!) {\n    visaApplication(id: $id) {\n      id\n      title\n      country\n      visaType\n      processing\n      travelDate\n      applicantCount\n      pricePerApplicantInPkr\n      totalPriceInPkr\n      paymentStatus\n      refundDueInPkr\n      status\n      statusNote\n      submittedAt\n      dueAt\n      decidedAt\n      createdAt\n      appliedBy\n      viewerIsApplicant\n      viewerCanProcess\n      offer {\n        id\n        documents {\n          kind\n          label\n        }\n      }\n      applicants {\n        id\n        position\n        fullName\n        passportNumber\n        nationality\n        dateOfBirth\n        passportExpiry\n      }\n      documents {\n        id\n        applicantId\n        kind\n        label\n        contentType\n        sizeBytes\n        createdAt\n        supersededAt\n        downloadUrl\n      }\n      timeline {\n        id\n        fromStatus\n        toStatus\n        note\n        actorName\n        actorRole\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachVisaDocument($input: AttachVisaDocumentInput!) {\n    attachVisaDocument(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AttachVisaDocument($input: AttachVisaDocumentInput!) {\n    attachVisaDocument(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitVisaApplication($id: ID!) {\n    submitVisaApplication(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitVisaApplication($id: ID!) {\n    submitVisaApplication(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestVisaDocuments($id: ID!, $note: String!) {\n    requestVisaDocuments(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RequestVisaDocuments($id: ID!, $note: String!) {\n    requestVisaDocuments(id: $id, note: $note) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartVisaProcessing($id: ID!) {\n    startVisaProcessing(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StartVisaProcessing($id: ID!) {\n    startVisaProcessing(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveVisaApplication($id: ID!, $file: String!) {\n    approveVisaApplication(id: $id, file: $file) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveVisaApplication($id: ID!, $file: String!) {\n    approveVisaApplication(id: $id, file: $file) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectVisaApplication($id: ID!, $reason: String!) {\n    rejectVisaApplication(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RejectVisaApplication($id: ID!, $reason: String!) {\n    rejectVisaApplication(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisaApplyOffer($id: ID!) {\n    visaOffer(id: $id) {\n      id\n      title\n      country\n      active\n      processingOptions {\n        processing\n        label\n        priceInPkr\n      }\n      documents {\n        kind\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  query VisaApplyOffer($id: ID!) {\n    visaOffer(id: $id) {\n      id\n      title\n      country\n      active\n      processingOptions {\n        processing\n        label\n        priceInPkr\n      }\n      documents {\n        kind\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForVisa($input: ApplyVisaInput!) {\n    applyForVisa(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyForVisa($input: ApplyVisaInput!) {\n    applyForVisa(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisaOfferCard_offer on VisaOffer {\n    id\n    title\n    country\n    visaType\n    entries\n    validityDays\n    stayDays\n    soldBy\n    notes\n    refundPolicy\n    processingOptions {\n      processing\n      label\n      priceInPkr\n    }\n    documents {\n      kind\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment VisaOfferCard_offer on VisaOffer {\n    id\n    title\n    country\n    visaType\n    entries\n    validityDays\n    stayDays\n    soldBy\n    notes\n    refundPolicy\n    processingOptions {\n      processing\n      label\n      priceInPkr\n    }\n    documents {\n      kind\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisaOffers($destination: String, $type: VisaType, $pagination: PaginationInput) {\n    visaOffers(destination: $destination, type: $type, pagination: $pagination) {\n      items {\n        id\n        ...VisaOfferCard_offer\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query VisaOffers($destination: String, $type: VisaType, $pagination: PaginationInput) {\n    visaOffers(destination: $destination, type: $type, pagination: $pagination) {\n      items {\n        id\n        ...VisaOfferCard_offer\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVisaDocumentUploadUrl {\n    createVisaDocumentUploadUrl {\n      uploadURL\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVisaDocumentUploadUrl {\n    createVisaDocumentUploadUrl {\n      uploadURL\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;