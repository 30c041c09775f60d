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
    "\n  query PartnerOwnPackages($type: PackageType, $pagination: PaginationInput) {\n    myPackages(type: $type, pagination: $pagination) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.PartnerOwnPackagesDocument,
    "\n  mutation PartnerBook($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      itemName\n      passengerCount\n      totalPriceInPkr\n      currency\n      currencyRate\n      amountDueNowInPkr\n      holdExpiresAt\n    }\n  }\n": typeof types.PartnerBookDocument,
    "\n  mutation PartnerPay($bookingId: ID!, $method: PaymentMethod!) {\n    pay(bookingId: $bookingId, method: $method) {\n      payment {\n        id\n        status\n        amountInPkr\n      }\n      redirectUrl\n    }\n  }\n": typeof types.PartnerPayDocument,
    "\n  mutation PartnerSandboxPay($paymentId: ID!) {\n    completeSandboxPayment(paymentId: $paymentId, outcome: success) {\n      outcome\n    }\n  }\n": typeof types.PartnerSandboxPayDocument,
    "\n  query PartnerBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      paymentStatus\n      amountPaidInPkr\n      balanceDueInPkr\n      balanceDueAt\n    }\n  }\n": typeof types.PartnerBookingDocument,
    "\n  query PartnerQuote($bookingId: ID!) {\n    cancellationQuote(bookingId: $bookingId) {\n      refundInPkr\n      penaltyInPkr\n      refundPercent\n    }\n  }\n": typeof types.PartnerQuoteDocument,
    "\n  query PartnerBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        id\n        itemName\n        status\n        totalPriceInPkr\n        createdAt\n      }\n      hasMore\n    }\n  }\n": typeof types.PartnerBookingsDocument,
    "\n  mutation PartnerCancel($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      paymentStatus\n    }\n  }\n": typeof types.PartnerCancelDocument,
    "\n  query PartnerKeys($pagination: PaginationInput) {\n    apiKeys(pagination: $pagination) {\n      items {\n        id\n        name\n        prefix\n        lastUsedAt\n        revokedAt\n      }\n      hasMore\n    }\n  }\n": typeof types.PartnerKeysDocument,
    "\n  mutation PartnerRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.PartnerRevokeKeyDocument,
    "\n  query BookingEvents($filter: BookingEventFilter, $pagination: PaginationInput) {\n    bookingEvents(filter: $filter, pagination: $pagination) {\n      hasMore limit offset\n      items { id bookingId at kind summary amountInPkr actor { role name } changes { field before after } }\n    }\n  }\n": typeof types.BookingEventsDocument,
    "\n  fragment AfterSaleBookingFields on Booking {\n    id type itemName status paymentStatus payable travelDate checkInDate checkOutDate passengerCount roomCount guestCount\n    packageId flightOrderId totalPriceInPkr amountPaidInPkr amountRefundedInPkr amountDueNowInPkr balanceDueInPkr\n    balanceDueAt holdExpiresAt payBy freeCancellationUntil\n    rooms { occupancy adults childrenWithBed childrenWithoutBed infants }\n    customer { leadName passengers { name passportNumber } }\n  }\n": typeof types.AfterSaleBookingFieldsFragmentDoc,
    "\n  fragment BookingEventFields on BookingEvent {\n    id bookingId at kind summary amountInPkr\n    actor { role name }\n    changes { field before after }\n  }\n": typeof types.BookingEventFieldsFragmentDoc,
    "\n  query AfterSaleBooking($id: ID!) {\n    booking(id: $id) { ...AfterSaleBookingFields }\n    bookingHistory(bookingId: $id) { ...BookingEventFields }\n  }\n": typeof types.AfterSaleBookingDocument,
    "\n  query AmendmentOptions($bookingId: ID!) {\n    amendmentOptions(bookingId: $bookingId) {\n      kinds nameChangeFeeInPkr reason\n      departures { packageId name startDate availableSpots priceInPkr }\n    }\n  }\n": typeof types.AmendmentOptionsDocument,
    "\n  fragment AmendmentQuoteFields on AmendmentQuote {\n    id bookingId kind summary newTotalInPkr differenceInPkr feeInPkr penaltyInPkr refundInPkr refundTo expiresAt status\n    changes { field before after }\n  }\n": typeof types.AmendmentQuoteFieldsFragmentDoc,
    "\n  mutation QuoteAmendment($bookingId: ID!, $input: AmendmentInput!) {\n    quoteAmendment(bookingId: $bookingId, input: $input) { ...AmendmentQuoteFields }\n  }\n": typeof types.QuoteAmendmentDocument,
    "\n  mutation ConfirmAmendment($bookingId: ID!, $quoteId: ID!) {\n    confirmAmendment(bookingId: $bookingId, quoteId: $quoteId) { ...AfterSaleBookingFields }\n  }\n": typeof types.ConfirmAmendmentDocument,
    "\n  mutation QuoteCancellation($bookingId: ID!) {\n    quoteCancellation(bookingId: $bookingId) { id bookingId refundInPkr penaltyInPkr refundTo expiresAt status }\n  }\n": typeof types.QuoteCancellationDocument,
    "\n  mutation ConfirmCancellation($bookingId: ID!, $quoteId: ID!) {\n    confirmCancellation(bookingId: $bookingId, quoteId: $quoteId) { ...AfterSaleBookingFields }\n  }\n": typeof types.ConfirmCancellationDocument,
    "\n  query AfterSalePackagePrices($id: ID!) {\n    package(id: $id) {\n      id priceInPkr originalPriceInPkr\n      occupancyPrices { occupancy priceInPkr }\n      childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr\n    }\n  }\n": typeof types.AfterSalePackagePricesDocument,
    "\n  query AgencyStaff {\n    agencyMembers { userId username email firstName lastName role status invitedBy createdAt }\n    agencyInvitations { id email role expiresAt createdAt expired }\n  }\n": typeof types.AgencyStaffDocument,
    "\n  mutation InviteAgencyMember($email: String!, $role: AgencyMemberRole!) {\n    inviteAgencyMember(email: $email, role: $role) { path link invitation { id email role expiresAt createdAt expired } }\n  }\n": typeof types.InviteAgencyMemberDocument,
    "\n  mutation SetAgencyMemberRole($userId: ID!, $role: AgencyMemberRole!) {\n    setAgencyMemberRole(userId: $userId, role: $role) { userId role status }\n  }\n": typeof types.SetAgencyMemberRoleDocument,
    "\n  mutation SuspendAgencyMember($userId: ID!) {\n    suspendAgencyMember(userId: $userId) { userId role status }\n  }\n": typeof types.SuspendAgencyMemberDocument,
    "\n  mutation ReactivateAgencyMember($userId: ID!) {\n    reactivateAgencyMember(userId: $userId) { userId role status }\n  }\n": typeof types.ReactivateAgencyMemberDocument,
    "\n  mutation RemoveAgencyMember($userId: ID!) {\n    removeAgencyMember(userId: $userId)\n  }\n": typeof types.RemoveAgencyMemberDocument,
    "\n  mutation RevokeAgencyInvitation($id: ID!) {\n    revokeAgencyInvitation(id: $id)\n  }\n": typeof types.RevokeAgencyInvitationDocument,
    "\n  query AgencyInvitation($token: String!) {\n    agencyInvitation(token: $token) { agencyName email memberRole kind subAgencyName expiresAt }\n  }\n": typeof types.AgencyInvitationDocument,
    "\n  mutation AcceptAgencyInvitation($input: AcceptAgencyInvitationInput!) {\n    acceptAgencyInvitation(input: $input) { ...SessionUser }\n  }\n": typeof types.AcceptAgencyInvitationDocument,
    "\n  fragment ManagedPackage on Package {\n    id name type description duration priceInPkr originalPriceInPkr maxCapacity availableSpots status featured\n    rating bookings inclusions exclusions departureCity transportType makkahHotel madinahHotel makkahNights\n    madinahNights makkahHotelRating madinahHotelRating visaIncluded advancePaymentPercent cancellationPolicy\n    occupancyPrices { occupancy priceInPkr } childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr nameChangeFeeInPkr\n    termsAndConditions images imageUrl destinations countries startDate endDate ownerId updatedAt\n  }\n": typeof types.ManagedPackageFragmentDoc,
    "\n  query MyPackages($search: String, $type: PackageType, $pagination: PaginationInput) {\n    myPackages(search: $search, type: $type, pagination: $pagination) {\n      items { ...ManagedPackage }\n      hasMore offset\n    }\n  }\n": typeof types.MyPackagesDocument,
    "\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) { ...ManagedPackage }\n  }\n": typeof types.CreatePackageDocument,
    "\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) { ...ManagedPackage }\n  }\n": typeof types.UpdatePackageDocument,
    "\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id) {\n      id outcome\n      package { ...ManagedPackage }\n    }\n  }\n": typeof types.DeletePackageDocument,
    "\n  query AgentStats {\n    agentStats {\n      totalPackages packagesAddedThisMonth activePackages activeBookings pendingBookings totalBookings\n      bookingConversionPercent monthlyEarnings lastMonthEarnings earningsChangePercent averageRating\n      reviewCount\n    }\n  }\n": typeof types.AgentStatsDocument,
    "\n  query AgentActivity($limit: Int!) {\n    agentActivity(limit: $limit) { id kind description status at amountInPkr }\n  }\n": typeof types.AgentActivityDocument,
    "\n  query AgentMonthly($months: Int!) {\n    agentMonthly(months: $months) { month bookings earnings }\n  }\n": typeof types.AgentMonthlyDocument,
    "\n  query WalletStatement($account: StatementAccount, $from: String, $to: String, $agentId: ID, $pagination: PaginationInput) {\n    walletStatement(account: $account, from: $from, to: $to, agentId: $agentId, pagination: $pagination) {\n      agentId agencyName account from to openingBalanceInPkr closingBalanceInPkr totalDebitsInPkr totalCreditsInPkr lineCount\n      csvUrl xlsxUrl\n      lines {\n        hasMore limit offset\n        items { id date time kind description bookingReference actorUsername debitInPkr creditInPkr balanceInPkr }\n      }\n    }\n  }\n": typeof types.WalletStatementDocument,
    "\n  query MyEarnings {\n    myEarnings { balanceInPkr availableForPayoutInPkr pendingPayoutsInPkr }\n  }\n": typeof types.MyEarningsDocument,
    "\n  query MyPayouts($pagination: PaginationInput) {\n    myPayouts(pagination: $pagination) {\n      hasMore\n      items { id amountInPkr bankAccount status requestedAt decidedAt transferReference reason }\n    }\n  }\n": typeof types.MyPayoutsDocument,
    "\n  mutation RequestPayout($amountInPkr: Decimal!, $bankAccount: String!) {\n    requestPayout(amountInPkr: $amountInPkr, bankAccount: $bankAccount) { id amountInPkr bankAccount status requestedAt decidedAt transferReference reason }\n  }\n": typeof types.RequestPayoutDocument,
    "\n  query AgentAccounts($pagination: PaginationInput) {\n    agentAccounts(pagination: $pagination) {\n      hasMore offset\n      items { id username email agencyName walletBalanceInPkr creditLimitInPkr availableInPkr earningsBalanceInPkr commissionPercent suspendedAt }\n    }\n  }\n": typeof types.AgentAccountsDocument,
    "\n  mutation SetAgentSuspended($agentId: ID!, $suspended: Boolean!) {\n    setAgentSuspended(agentId: $agentId, suspended: $suspended) { id suspendedAt }\n  }\n": typeof types.SetAgentSuspendedDocument,
    "\n  mutation SetAgentCommission($agentId: ID!, $percent: Decimal) {\n    setAgentCommission(agentId: $agentId, percent: $percent) { agentId commissionPercent effectivePercent }\n  }\n": typeof types.SetAgentCommissionDocument,
    "\n  query Wallet {\n    wallet { agentId balanceInPkr creditLimitInPkr availableInPkr reservedInPkr }\n  }\n": typeof types.WalletDocument,
    "\n  mutation TopUpWallet($method: PaymentMethod!, $amountInPkr: Decimal!) {\n    topUpWallet(method: $method, amountInPkr: $amountInPkr) {\n      payment { id status amountInPkr }\n      redirectUrl\n      formPost { url fields { name value } }\n      instructions { bankName accountTitle iban reference amountInPkr payBy }\n    }\n  }\n": typeof types.TopUpWalletDocument,
    "\n  mutation SetAgentCreditLimit($agentId: ID!, $amountInPkr: Decimal!) {\n    setAgentCreditLimit(agentId: $agentId, amountInPkr: $amountInPkr) { agentId balanceInPkr creditLimitInPkr availableInPkr }\n  }\n": typeof types.SetAgentCreditLimitDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { ...SessionUser }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { ...SessionUser }\n  }\n": typeof types.RegisterDocument,
    "\n  query Quote($input: BookInput!, $markupInPkr: Decimal) {\n    quote(input: $input, markupInPkr: $markupInPkr) { itemName passengerCount netPriceInPkr markupInPkr sellingPriceInPkr }\n  }\n": typeof types.QuoteDocument,
    "\n  query MyMarkups {\n    myMarkups { productType kind value updatedAt }\n  }\n": typeof types.MyMarkupsDocument,
    "\n  mutation SetMarkup($productType: MarkupProductType!, $kind: MarkupKind!, $value: Decimal!) {\n    setMarkup(productType: $productType, kind: $kind, value: $value) { productType kind value updatedAt }\n  }\n": typeof types.SetMarkupDocument,
    "\n  fragment CustomerSaleFields on Booking {\n    id type itemName passengerCount totalPriceInPkr markupInPkr sellingPriceInPkr status paymentStatus payable travelDate createdAt\n    roomType checkInDate checkOutDate voucherUrl payBy freeCancellationUntil\n    customer { leadName phone email passengers { name passportNumber } }\n  }\n": typeof types.CustomerSaleFieldsFragmentDoc,
    "\n  query CustomerSales($pagination: PaginationInput) {\n    bookings(pagination: $pagination, forCustomers: true) {\n      items { id ...CustomerSaleFields }\n      hasMore\n    }\n  }\n": typeof types.CustomerSalesDocument,
    "\n  fragment BookingFields on Booking {\n    id type itemName bookedBy passengerCount totalPriceInPkr savedInPkr currency status travelDate\n    specialRequirements createdAt roomType roomCount checkInDate checkOutDate voucherUrl flightOrderId\n    payBy freeCancellationUntil\n  }\n": typeof types.BookingFieldsFragmentDoc,
    "\n  query MyBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items { ...BookingFields ...BookingPaymentFields }\n      hasMore\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  query SoldBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination, sold: true) {\n      items { ...BookingFields }\n      hasMore\n    }\n  }\n": typeof types.SoldBookingsDocument,
    "\n  query UserStats {\n    analytics { userStats { totalBookings upcomingTrips completedBookings totalSaved loyaltyTier } }\n  }\n": typeof types.UserStatsDocument,
    "\n  query AdminOverview {\n    analytics { overview { totalBookings activeB2BAgents totalRevenue } }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  mutation Book($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) { ...BookingFields ...BookingPaymentFields }\n  }\n": typeof types.BookDocument,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) { ...BookingFields }\n  }\n": typeof types.CancelBookingDocument,
    "\n  query MailOutbox($status: MailStatus, $pagination: PaginationInput) {\n    mailOutbox(status: $status, pagination: $pagination) {\n      hasMore limit offset\n      items { id toAddress toName subject textBody status attempts lastError createdAt sentAt nextAttemptAt transport attachments { kind id } }\n    }\n  }\n": typeof types.MailOutboxDocument,
    "\n  query FlightSearch($input: FlightSearchInput!) {\n    flightSearch(input: $input) {\n      flights {\n        id price currency pricePkr bookingToken expiresAt sandbox bookable holdable refundable changeable checkedBags\n        segments {\n          departureAt arrivalAt origin destination duration carrier carrierName flightNumber aircraft\n          direction stops\n        }\n      }\n      searchParams {\n        origin destination departureDate returnDate adults children infants tripClass currency provider\n        sandbox marker notice total limit offset\n      }\n    }\n  }\n": typeof types.FlightSearchDocument,
    "\n  fragment FlightSliceFields on FlightOrderSlice {\n    origin destination durationMinutes\n    segments {\n      origin destination departingAt arrivingAt durationMinutes carrier carrierName flightNumber aircraft\n      baggage { checkedPieces checkedKg carryOnPieces }\n    }\n  }\n": typeof types.FlightSliceFieldsFragmentDoc,
    "\n  fragment FlightOrderFields on FlightOrder {\n    id bookingId type status bookingReference provider failure createdAt ticketedAt cancelledAt paymentRequiredBy\n    totalInPkr airlineTotalInPkr serviceFeeInPkr sellingPriceInPkr amountPaidInPkr amountRefundedInPkr\n    owner { code name }\n    slices { ...FlightSliceFields }\n    passengers { type title givenName familyName gender bornOn passportNumber passportCountry passportExpiresOn nationality }\n    contact { email phone }\n    conditions { refundable refundPenaltyInPkr changeable changePenaltyInPkr }\n    tickets { passengerName number }\n    changes { id status detectedAt before { ...FlightSliceFields } after { ...FlightSliceFields } }\n    cancellationQuote { id refundInPkr penaltyInPkr refundTo expiresAt }\n  }\n": typeof types.FlightOrderFieldsFragmentDoc,
    "\n  mutation PriceFlightOffer($offerId: String!) {\n    priceFlightOffer(offerId: $offerId) {\n      priceChanged previousTotalInPkr\n      offer {\n        id totalInPkr airlineTotalInPkr serviceFeeInPkr expiresAt holdable paymentRequiredBy passengerTypes\n        owner { code name }\n        conditions { refundable refundPenaltyInPkr changeable changePenaltyInPkr }\n        slices { ...FlightSliceFields }\n      }\n    }\n  }\n": typeof types.PriceFlightOfferDocument,
    "\n  mutation CreateFlightOrder($input: CreateFlightOrderInput!, $idempotencyKey: String) {\n    createFlightOrder(input: $input, idempotencyKey: $idempotencyKey) { ...FlightOrderFields }\n  }\n": typeof types.CreateFlightOrderDocument,
    "\n  query FlightOrder($id: ID!) {\n    flightOrder(id: $id) { ...FlightOrderFields }\n  }\n": typeof types.FlightOrderDocument,
    "\n  query FlightOrders($pagination: PaginationInput) {\n    flightOrders(pagination: $pagination) {\n      items {\n        id bookingId type status bookingReference totalInPkr paymentRequiredBy createdAt\n        owner { code name }\n        slices { ...FlightSliceFields }\n        tickets { passengerName number }\n        changes { id status }\n      }\n      hasMore\n    }\n  }\n": typeof types.FlightOrdersDocument,
    "\n  mutation QuoteFlightCancellation($orderId: ID!) {\n    quoteFlightCancellation(orderId: $orderId) { id refundInPkr penaltyInPkr refundTo expiresAt }\n  }\n": typeof types.QuoteFlightCancellationDocument,
    "\n  mutation ConfirmFlightCancellation($orderId: ID!, $quoteId: ID!) {\n    confirmFlightCancellation(orderId: $orderId, quoteId: $quoteId) { ...FlightOrderFields }\n  }\n": typeof types.ConfirmFlightCancellationDocument,
    "\n  mutation AcceptAirlineChange($orderId: ID!, $changeId: ID!) {\n    acceptAirlineChange(orderId: $orderId, changeId: $changeId) { ...FlightOrderFields }\n  }\n": typeof types.AcceptAirlineChangeDocument,
    "\n  fragment LocalHotelCard_hotel on Hotel {\n    id name imageUrl rating city country description amenities isAvailable availableRooms currency nights\n    roomCount roomType pricePerNightFormatted\n    priceBreakdown {\n      taxRate\n      formatted { pricePerNight subtotal taxes total }\n    }\n  }\n": typeof types.LocalHotelCard_HotelFragmentDoc,
    "\n  query HotelPrices($hotelId: ID!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!) {\n    hotelPrices(hotelId: $hotelId, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests) {\n      currency formatted totalFormatted\n    }\n  }\n": typeof types.HotelPricesDocument,
    "\n  query LocalHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!, $currency: String!, $pagination: PaginationInput) {\n    hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: $currency, pagination: $pagination) {\n      items { id ...LocalHotelCard_hotel }\n      hasMore limit offset\n    }\n  }\n": typeof types.LocalHotelsDocument,
    "\n  query ProviderHotelSearch($input: ProviderHotelSearchInput!) {\n    providerHotelSearch(input: $input) {\n      hotels { id name stars priceFrom priceFromPkr currency city country distanceKm link sandbox }\n      searchParams {\n        location resolvedLocation country checkIn checkOut nights adults children rooms sandbox total\n      }\n    }\n  }\n": typeof types.ProviderHotelSearchDocument,
    "\n  query AgencyNetwork {\n    agencyNetwork {\n      role\n      masterName\n      creditLimitInPkr\n      givenInPkr\n      availableInPkr\n      defaultMarkups { productType kind value inherited }\n      subAgents { ...SubAgentFields }\n    }\n  }\n": typeof types.AgencyNetworkDocument,
    "\n  fragment SubAgentFields on SubAgent {\n    id name email status creditLimitInPkr owedInPkr availableInPkr salesInPkr bookingCount marginInPkr invitationUrl createdAt\n    markups { productType kind value inherited }\n  }\n": typeof types.SubAgentFieldsFragmentDoc,
    "\n  mutation InviteSubAgent($input: InviteSubAgentInput!) {\n    inviteSubAgent(input: $input) { id invitationUrl subAgent { ...SubAgentFields } }\n  }\n": typeof types.InviteSubAgentDocument,
    "\n  mutation UpdateSubAgent($id: ID!, $input: UpdateSubAgentInput!) {\n    updateSubAgent(id: $id, input: $input) { ...SubAgentFields }\n  }\n": typeof types.UpdateSubAgentDocument,
    "\n  mutation SetDefaultNetworkMarkup($input: NetworkMarkupInput!) {\n    setDefaultNetworkMarkup(input: $input) { productType kind value inherited }\n  }\n": typeof types.SetDefaultNetworkMarkupDocument,
    "\n  query SubAgentBookings($subAgentId: ID, $limit: Int, $offset: Int) {\n    subAgentBookings(subAgentId: $subAgentId, limit: $limit, offset: $offset) {\n      items { ...BookingFields }\n      hasMore\n    }\n  }\n": typeof types.SubAgentBookingsDocument,
    "\n  query AgencyBrand {\n    agencyBrand { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n": typeof types.AgencyBrandDocument,
    "\n  mutation SetAgencyBrand($input: AgencyBrandInput!) {\n    setAgencyBrand(input: $input) { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n": typeof types.SetAgencyBrandDocument,
    "\n  mutation RemoveAgencyLogo {\n    removeAgencyLogo { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n": typeof types.RemoveAgencyLogoDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query Notifications($pagination: PaginationInput) {\n    notifications(pagination: $pagination) {\n      hasMore limit offset\n      items { id kind title body link createdAt readAt }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id readAt }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query PackageDetail($id: ID!) {\n    package(id: $id) {\n      id name description type imageUrl duration priceInPkr originalPriceInPkr departureCity inclusions exclusions availableSpots\n      occupancyPrices { occupancy priceInPkr }\n      childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr\n    }\n  }\n": typeof types.PackageDetailDocument,
    "\n  fragment PackageCard_package on Package {\n    id name description type imageUrl duration priceInPkr originalPriceInPkr featured rating departureCity\n    inclusions occupancyPrices { occupancy priceInPkr }\n  }\n": typeof types.PackageCard_PackageFragmentDoc,
    "\n  query Packages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items { id ...PackageCard_package }\n      hasMore limit offset\n    }\n  }\n": typeof types.PackagesDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    budget {\n      maximumAvailable\n      currentlyAvailable\n      restoreRate\n      requestLimit\n      windowSeconds\n    }\n    user {\n      id\n      username\n    }\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys($all: Boolean!, $pagination: PaginationInput) {\n    apiKeys(all: $all, pagination: $pagination) {\n      items {\n        ...ApiKeyFields\n      }\n      hasMore\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    status\n    disabledReason\n    createdAt\n    failingSince\n    previousSecretExpiresAt\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    endpointId\n    type\n    createdAt\n    status\n    nextAttemptAt\n    payload\n    attempts {\n      at\n      statusCode\n      latencyMs\n      error\n    }\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n": typeof types.WebhookEventTypesDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $pagination: PaginationInput) {\n    webhookDeliveries(endpointId: $endpointId, pagination: $pagination) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.EnableWebhookEndpointDocument,
    "\n  mutation SendTestWebhookEvent($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.SendTestWebhookEventDocument,
    "\n  mutation ResendWebhookEvent($eventId: ID!) {\n    resendWebhookEvent(eventId: $eventId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.ResendWebhookEventDocument,
    "\n  fragment BookingPaymentFields on Booking {\n    id status paymentStatus payable totalPriceInPkr amountPaidInPkr amountRefundedInPkr amountDueNowInPkr\n    balanceDueInPkr balanceDueAt holdExpiresAt payBy freeCancellationUntil\n  }\n": typeof types.BookingPaymentFieldsFragmentDoc,
    "\n  fragment PaymentFields on Payment {\n    id bookingId method purpose status amountInPkr createdAt settledAt failureReason reference checkoutStatus expiresAt payerName\n    invoiceUrl invoiceNumber\n  }\n": typeof types.PaymentFieldsFragmentDoc,
    "\n  fragment RefundFields on Refund {\n    id bookingId paymentId method reason status amountInPkr createdAt settledAt reference note creditNoteUrl creditNoteNumber\n  }\n": typeof types.RefundFieldsFragmentDoc,
    "\n  query Checkout($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n      ...BookingPaymentFields\n      flightOrderId\n      payments { ...PaymentFields }\n      refunds { ...RefundFields }\n    }\n    paymentMethods { method label available }\n  }\n": typeof types.CheckoutDocument,
    "\n  query SandboxPayment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n      booking { id itemName }\n    }\n  }\n": typeof types.SandboxPaymentDocument,
    "\n  mutation Pay($bookingId: ID!, $method: PaymentMethod!) {\n    pay(bookingId: $bookingId, method: $method) {\n      payment { ...PaymentFields }\n      redirectUrl\n      formPost { url fields { name value } }\n      instructions { bankName accountTitle iban reference amountInPkr payBy }\n    }\n  }\n": typeof types.PayDocument,
    "\n  query CancellationQuote($bookingId: ID!) {\n    cancellationQuote(bookingId: $bookingId) { bookingId paidInPkr refundInPkr penaltyInPkr refundPercent daysBeforeTravel }\n  }\n": typeof types.CancellationQuoteDocument,
    "\n  query AdminPayments($filter: PaymentFilter, $pagination: PaginationInput) {\n    payments(filter: $filter, pagination: $pagination) {\n      items { ...PaymentFields proofSubmittedAt proofUrl booking { id itemName } }\n      hasMore\n    }\n  }\n": typeof types.AdminPaymentsDocument,
    "\n  query AdminRefunds($pagination: PaginationInput) {\n    refunds(pagination: $pagination) {\n      items { ...RefundFields }\n      hasMore\n    }\n  }\n": typeof types.AdminRefundsDocument,
    "\n  mutation ConfirmBankTransfer($paymentId: ID!) {\n    confirmBankTransfer(paymentId: $paymentId) { ...PaymentFields }\n  }\n": typeof types.ConfirmBankTransferDocument,
    "\n  mutation RejectBankTransfer($paymentId: ID!, $reason: String!) {\n    rejectBankTransfer(paymentId: $paymentId, reason: $reason) { ...PaymentFields }\n  }\n": typeof types.RejectBankTransferDocument,
    "\n  mutation CreatePaymentProofUploadUrl {\n    createPaymentProofUploadUrl { uploadURL }\n  }\n": typeof types.CreatePaymentProofUploadUrlDocument,
    "\n  mutation SubmitBankTransferProof($paymentId: ID!, $file: String!) {\n    submitBankTransferProof(paymentId: $paymentId, file: $file) { ...PaymentFields proofSubmittedAt }\n  }\n": typeof types.SubmitBankTransferProofDocument,
    "\n  fragment CustomerQuoteFields on CustomerQuote {\n    id\n    status\n    shareUrl\n    sharePath\n    customerName\n    customerPhone\n    customerEmail\n    note\n    currency\n    totalInPkr\n    costInPkr\n    expiresAt\n    viewedAt\n    acceptedAt\n    createdAt\n    createdBy\n    whatsappUrl\n    items {\n      position\n      type\n      itemName\n      summary\n      imageUrl\n      costInPkr\n      priceInPkr\n      bookingId\n    }\n  }\n": typeof types.CustomerQuoteFieldsFragmentDoc,
    "\n  query CustomerQuotes($limit: Int, $offset: Int) {\n    customerQuotes(limit: $limit, offset: $offset) {\n      items {\n        id\n        ...CustomerQuoteFields\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n": typeof types.CustomerQuotesDocument,
    "\n  mutation CreateCustomerQuote($input: CreateQuoteInput!) {\n    createCustomerQuote(input: $input) {\n      id\n      ...CustomerQuoteFields\n    }\n  }\n": typeof types.CreateCustomerQuoteDocument,
    "\n  fragment SessionUser on User {\n    id username email firstName lastName role profileImageUrl createdAt agencyRole language\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  fragment TransportCard_option on TransportOption {\n    id type name description operator imageUrl priceInPkr fromCity toCity duration features seatsAvailable\n  }\n": typeof types.TransportCard_OptionFragmentDoc,
    "\n  query Transport($type: TransportType, $pagination: PaginationInput) {\n    transport(type: $type, pagination: $pagination) {\n      items { id ...TransportCard_option }\n      hasMore limit offset\n    }\n  }\n": typeof types.TransportDocument,
    "\n  query UmrahGroups($pagination: PaginationInput) {\n    umrahGroups(pagination: $pagination) {\n      items {\n        id name status pilgrimCount departureDate arrivalDate\n        readiness { ready missing { code } }\n      }\n      hasMore\n    }\n  }\n": typeof types.UmrahGroupsDocument,
    "\n  fragment UmrahGroupFull on UmrahGroup {\n    id name packageId packageName arrivalDate departureDate arrivalAirport departureAirport makkahNights madinahNights\n    firstCity status pilgrimCount visaSubmittedAt visaLapseWarning createdAt\n    pilgrims {\n      id givenNames surname gender dateOfBirth nationality passportNumber passportIssueDate passportExpiryDate cnic\n      family relation meningitisVaccinationDate polioVaccinationDate phone roomId visaApplicationId visaStatus\n    }\n    rooms { id occupancy beds pilgrimIds }\n    stays { id city hotelName bookingId checkInDate checkOutDate roomType roomCount guestCount totalInPkr confirmed }\n    transfers { id kind fromPlace toPlace date provider confirmationNumber }\n    readiness { ready missing { code message } }\n    money { roomsInPkr hotelsInPkr totalInPkr }\n  }\n": typeof types.UmrahGroupFullFragmentDoc,
    "\n  query UmrahGroup($id: ID!) {\n    umrahGroup(id: $id) { ...UmrahGroupFull }\n  }\n": typeof types.UmrahGroupDocument,
    "\n  mutation CreateUmrahGroup($input: UmrahGroupInput!) {\n    createUmrahGroup(input: $input) { id }\n  }\n": typeof types.CreateUmrahGroupDocument,
    "\n  query ParseMrz($lines: [String!]!) {\n    parseMrz(lines: $lines) {\n      surname givenNames passportNumber nationality issuingState dateOfBirth gender expiryDate personalNumber\n    }\n  }\n": typeof types.ParseMrzDocument,
    "\n  mutation AddPilgrim($groupId: ID!, $input: PilgrimInput!) {\n    addPilgrim(groupId: $groupId, input: $input) { id }\n  }\n": typeof types.AddPilgrimDocument,
    "\n  mutation RemovePilgrim($groupId: ID!, $pilgrimId: ID!) {\n    removePilgrim(groupId: $groupId, pilgrimId: $pilgrimId) { ...UmrahGroupFull }\n  }\n": typeof types.RemovePilgrimDocument,
    "\n  mutation SetGroupRooms($groupId: ID!, $rooms: [RoomCountInput!]!) {\n    setGroupRooms(groupId: $groupId, rooms: $rooms) { ...UmrahGroupFull }\n  }\n": typeof types.SetGroupRoomsDocument,
    "\n  mutation AutoAllocateRooms($groupId: ID!) {\n    autoAllocateRooms(groupId: $groupId) { rooms { id occupancy beds pilgrimIds } unplaced }\n  }\n": typeof types.AutoAllocateRoomsDocument,
    "\n  mutation SetRooming($groupId: ID!, $rooms: [RoomAssignmentInput!]!) {\n    setRooming(groupId: $groupId, rooms: $rooms) { rooms { id occupancy beds pilgrimIds } unplaced }\n  }\n": typeof types.SetRoomingDocument,
    "\n  mutation BookGroupHotel($groupId: ID!, $input: GroupHotelInput!) {\n    bookGroupHotel(groupId: $groupId, input: $input) { id }\n  }\n": typeof types.BookGroupHotelDocument,
    "\n  mutation AddTransferLeg($groupId: ID!, $input: TransferLegInput!) {\n    addTransferLeg(groupId: $groupId, input: $input) { id }\n  }\n": typeof types.AddTransferLegDocument,
    "\n  mutation RemoveTransferLeg($groupId: ID!, $legId: ID!) {\n    removeTransferLeg(groupId: $groupId, legId: $legId) { ...UmrahGroupFull }\n  }\n": typeof types.RemoveTransferLegDocument,
    "\n  mutation SubmitGroupVisas($groupId: ID!) {\n    submitGroupVisas(groupId: $groupId) { ...UmrahGroupFull }\n  }\n": typeof types.SubmitGroupVisasDocument,
    "\n  query UmrahHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!) {\n    hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: \"PKR\", pagination: { limit: 50 }) {\n      items { id name rating roomTypes { kind maxOccupancy isAvailable availableRooms pricePerNightInPkr } }\n    }\n  }\n": typeof types.UmrahHotelsDocument,
    "\n  query MyUmrahPackages {\n    myPackages(type: umrah, pagination: { limit: 100 }) {\n      items { id name makkahNights madinahNights startDate endDate }\n    }\n  }\n": typeof types.MyUmrahPackagesDocument,
    "\n  query VisaQueue($status: [VisaApplicationStatus!], $overdue: Boolean, $pagination: PaginationInput) {\n    visaQueue(status: $status, overdue: $overdue, pagination: $pagination) {\n      items { id title country processing applicantCount appliedBy status dueAt travelDate }\n      hasMore\n    }\n  }\n": typeof types.VisaQueueDocument,
    "\n  query MySellerVisaOffers($pagination: PaginationInput) {\n    mySellerVisaOffers(pagination: $pagination) {\n      items {\n        id title country visaType active soldBy\n        processingOptions { processing priceInPkr }\n      }\n      hasMore\n    }\n  }\n": typeof types.MySellerVisaOffersDocument,
    "\n  query MyVisaApplications($pagination: PaginationInput) {\n    myVisaApplications(pagination: $pagination) {\n      items { id ...MyVisaApplicationRow_application }\n      hasMore\n    }\n  }\n": typeof types.MyVisaApplicationsDocument,
    "\n  query VisaApplicationDetail($id: ID!) {\n    visaApplication(id: $id) { id ...VisaApplicationPage_application }\n  }\n": typeof types.VisaApplicationDetailDocument,
    "\n  query VisaApplyOffer($id: ID!) {\n    visaOffer(id: $id) {\n      id title country active\n      processingOptions { processing label priceInPkr }\n      documents { kind label }\n    }\n  }\n": typeof types.VisaApplyOfferDocument,
    "\n  fragment VisaOfferCard_offer on VisaOffer {\n    id title country visaType entries validityDays stayDays soldBy notes refundPolicy\n    processingOptions { processing label priceInPkr }\n    documents { kind label }\n  }\n": typeof types.VisaOfferCard_OfferFragmentDoc,
    "\n  query VisaOffers($destination: String, $type: VisaType, $pagination: PaginationInput) {\n    visaOffers(destination: $destination, type: $type, pagination: $pagination) {\n      items { id ...VisaOfferCard_offer }\n      hasMore\n    }\n  }\n": typeof types.VisaOffersDocument,
    "\n  fragment VisaApplicationPage_application on VisaApplication {\n    id title country visaType processing travelDate applicantCount pricePerApplicantInPkr totalPriceInPkr\n    paymentStatus refundDueInPkr status statusNote submittedAt dueAt decidedAt createdAt appliedBy\n    viewerIsApplicant viewerCanProcess\n    offer {\n      id\n      documents { kind label }\n    }\n    applicants { id position fullName passportNumber nationality dateOfBirth passportExpiry }\n    documents { id applicantId kind label contentType sizeBytes createdAt supersededAt downloadUrl }\n    timeline { id fromStatus toStatus note actorName actorRole createdAt }\n  }\n": typeof types.VisaApplicationPage_ApplicationFragmentDoc,
    "\n  fragment MyVisaApplicationRow_application on VisaApplication {\n    id title country processing travelDate applicantCount totalPriceInPkr status statusNote createdAt\n  }\n": typeof types.MyVisaApplicationRow_ApplicationFragmentDoc,
    "\n  mutation ApplyForVisa($input: ApplyVisaInput!) {\n    applyForVisa(input: $input) {\n      id status\n      ...MyVisaApplicationRow_application\n    }\n  }\n": typeof types.ApplyForVisaDocument,
    "\n  mutation AttachVisaDocument($input: AttachVisaDocumentInput!) {\n    attachVisaDocument(input: $input) {\n      id applicantId kind label contentType sizeBytes createdAt supersededAt downloadUrl\n    }\n  }\n": typeof types.AttachVisaDocumentDocument,
    "mutation SubmitVisaApplication($id: ID!) { submitVisaApplication(id: $id) { ...VisaApplicationPage_application } }": typeof types.SubmitVisaApplicationDocument,
    "mutation RequestVisaDocuments($id: ID!, $note: String!) { requestVisaDocuments(id: $id, note: $note) { ...VisaApplicationPage_application } }": typeof types.RequestVisaDocumentsDocument,
    "mutation StartVisaProcessing($id: ID!) { startVisaProcessing(id: $id) { ...VisaApplicationPage_application } }": typeof types.StartVisaProcessingDocument,
    "mutation ApproveVisaApplication($id: ID!, $file: String!) { approveVisaApplication(id: $id, file: $file) { ...VisaApplicationPage_application } }": typeof types.ApproveVisaApplicationDocument,
    "mutation RejectVisaApplication($id: ID!, $reason: String!) { rejectVisaApplication(id: $id, reason: $reason) { ...VisaApplicationPage_application } }": typeof types.RejectVisaApplicationDocument,
    "\n  mutation SetVisaOfferActive($id: ID!, $active: Boolean!) {\n    setVisaOfferActive(id: $id, active: $active) { id active }\n  }\n": typeof types.SetVisaOfferActiveDocument,
    "\n  mutation CreateVisaDocumentUploadUrl {\n    createVisaDocumentUploadUrl { uploadURL }\n  }\n": typeof types.CreateVisaDocumentUploadUrlDocument,
};
const documents: Documents = {
    "\n  mutation PartnerLogin($input: LoginInput!) {\n    login(input: $input) {\n      username\n      role\n    }\n  }\n": types.PartnerLoginDocument,
    "\n  mutation PartnerCreateKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        id\n        name\n        prefix\n      }\n    }\n  }\n": types.PartnerCreateKeyDocument,
    "\n  query PartnerMe {\n    me {\n      username\n      role\n    }\n  }\n": types.PartnerMeDocument,
    "\n  query PartnerCurrencies {\n    currencies {\n      code\n      symbol\n      rate\n    }\n  }\n": types.PartnerCurrenciesDocument,
    "\n  query PartnerSearchPackages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items {\n        id\n        name\n        duration\n        priceInPkr\n        availableSpots\n      }\n      hasMore\n    }\n  }\n": types.PartnerSearchPackagesDocument,
    "\n  query PartnerOwnPackages($type: PackageType, $pagination: PaginationInput) {\n    myPackages(type: $type, pagination: $pagination) {\n      items {\n        id\n      }\n    }\n  }\n": types.PartnerOwnPackagesDocument,
    "\n  mutation PartnerBook($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      itemName\n      passengerCount\n      totalPriceInPkr\n      currency\n      currencyRate\n      amountDueNowInPkr\n      holdExpiresAt\n    }\n  }\n": types.PartnerBookDocument,
    "\n  mutation PartnerPay($bookingId: ID!, $method: PaymentMethod!) {\n    pay(bookingId: $bookingId, method: $method) {\n      payment {\n        id\n        status\n        amountInPkr\n      }\n      redirectUrl\n    }\n  }\n": types.PartnerPayDocument,
    "\n  mutation PartnerSandboxPay($paymentId: ID!) {\n    completeSandboxPayment(paymentId: $paymentId, outcome: success) {\n      outcome\n    }\n  }\n": types.PartnerSandboxPayDocument,
    "\n  query PartnerBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      paymentStatus\n      amountPaidInPkr\n      balanceDueInPkr\n      balanceDueAt\n    }\n  }\n": types.PartnerBookingDocument,
    "\n  query PartnerQuote($bookingId: ID!) {\n    cancellationQuote(bookingId: $bookingId) {\n      refundInPkr\n      penaltyInPkr\n      refundPercent\n    }\n  }\n": types.PartnerQuoteDocument,
    "\n  query PartnerBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        id\n        itemName\n        status\n        totalPriceInPkr\n        createdAt\n      }\n      hasMore\n    }\n  }\n": types.PartnerBookingsDocument,
    "\n  mutation PartnerCancel($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      paymentStatus\n    }\n  }\n": types.PartnerCancelDocument,
    "\n  query PartnerKeys($pagination: PaginationInput) {\n    apiKeys(pagination: $pagination) {\n      items {\n        id\n        name\n        prefix\n        lastUsedAt\n        revokedAt\n      }\n      hasMore\n    }\n  }\n": types.PartnerKeysDocument,
    "\n  mutation PartnerRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.PartnerRevokeKeyDocument,
    "\n  query BookingEvents($filter: BookingEventFilter, $pagination: PaginationInput) {\n    bookingEvents(filter: $filter, pagination: $pagination) {\n      hasMore limit offset\n      items { id bookingId at kind summary amountInPkr actor { role name } changes { field before after } }\n    }\n  }\n": types.BookingEventsDocument,
    "\n  fragment AfterSaleBookingFields on Booking {\n    id type itemName status paymentStatus payable travelDate checkInDate checkOutDate passengerCount roomCount guestCount\n    packageId flightOrderId totalPriceInPkr amountPaidInPkr amountRefundedInPkr amountDueNowInPkr balanceDueInPkr\n    balanceDueAt holdExpiresAt payBy freeCancellationUntil\n    rooms { occupancy adults childrenWithBed childrenWithoutBed infants }\n    customer { leadName passengers { name passportNumber } }\n  }\n": types.AfterSaleBookingFieldsFragmentDoc,
    "\n  fragment BookingEventFields on BookingEvent {\n    id bookingId at kind summary amountInPkr\n    actor { role name }\n    changes { field before after }\n  }\n": types.BookingEventFieldsFragmentDoc,
    "\n  query AfterSaleBooking($id: ID!) {\n    booking(id: $id) { ...AfterSaleBookingFields }\n    bookingHistory(bookingId: $id) { ...BookingEventFields }\n  }\n": types.AfterSaleBookingDocument,
    "\n  query AmendmentOptions($bookingId: ID!) {\n    amendmentOptions(bookingId: $bookingId) {\n      kinds nameChangeFeeInPkr reason\n      departures { packageId name startDate availableSpots priceInPkr }\n    }\n  }\n": types.AmendmentOptionsDocument,
    "\n  fragment AmendmentQuoteFields on AmendmentQuote {\n    id bookingId kind summary newTotalInPkr differenceInPkr feeInPkr penaltyInPkr refundInPkr refundTo expiresAt status\n    changes { field before after }\n  }\n": types.AmendmentQuoteFieldsFragmentDoc,
    "\n  mutation QuoteAmendment($bookingId: ID!, $input: AmendmentInput!) {\n    quoteAmendment(bookingId: $bookingId, input: $input) { ...AmendmentQuoteFields }\n  }\n": types.QuoteAmendmentDocument,
    "\n  mutation ConfirmAmendment($bookingId: ID!, $quoteId: ID!) {\n    confirmAmendment(bookingId: $bookingId, quoteId: $quoteId) { ...AfterSaleBookingFields }\n  }\n": types.ConfirmAmendmentDocument,
    "\n  mutation QuoteCancellation($bookingId: ID!) {\n    quoteCancellation(bookingId: $bookingId) { id bookingId refundInPkr penaltyInPkr refundTo expiresAt status }\n  }\n": types.QuoteCancellationDocument,
    "\n  mutation ConfirmCancellation($bookingId: ID!, $quoteId: ID!) {\n    confirmCancellation(bookingId: $bookingId, quoteId: $quoteId) { ...AfterSaleBookingFields }\n  }\n": types.ConfirmCancellationDocument,
    "\n  query AfterSalePackagePrices($id: ID!) {\n    package(id: $id) {\n      id priceInPkr originalPriceInPkr\n      occupancyPrices { occupancy priceInPkr }\n      childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr\n    }\n  }\n": types.AfterSalePackagePricesDocument,
    "\n  query AgencyStaff {\n    agencyMembers { userId username email firstName lastName role status invitedBy createdAt }\n    agencyInvitations { id email role expiresAt createdAt expired }\n  }\n": types.AgencyStaffDocument,
    "\n  mutation InviteAgencyMember($email: String!, $role: AgencyMemberRole!) {\n    inviteAgencyMember(email: $email, role: $role) { path link invitation { id email role expiresAt createdAt expired } }\n  }\n": types.InviteAgencyMemberDocument,
    "\n  mutation SetAgencyMemberRole($userId: ID!, $role: AgencyMemberRole!) {\n    setAgencyMemberRole(userId: $userId, role: $role) { userId role status }\n  }\n": types.SetAgencyMemberRoleDocument,
    "\n  mutation SuspendAgencyMember($userId: ID!) {\n    suspendAgencyMember(userId: $userId) { userId role status }\n  }\n": types.SuspendAgencyMemberDocument,
    "\n  mutation ReactivateAgencyMember($userId: ID!) {\n    reactivateAgencyMember(userId: $userId) { userId role status }\n  }\n": types.ReactivateAgencyMemberDocument,
    "\n  mutation RemoveAgencyMember($userId: ID!) {\n    removeAgencyMember(userId: $userId)\n  }\n": types.RemoveAgencyMemberDocument,
    "\n  mutation RevokeAgencyInvitation($id: ID!) {\n    revokeAgencyInvitation(id: $id)\n  }\n": types.RevokeAgencyInvitationDocument,
    "\n  query AgencyInvitation($token: String!) {\n    agencyInvitation(token: $token) { agencyName email memberRole kind subAgencyName expiresAt }\n  }\n": types.AgencyInvitationDocument,
    "\n  mutation AcceptAgencyInvitation($input: AcceptAgencyInvitationInput!) {\n    acceptAgencyInvitation(input: $input) { ...SessionUser }\n  }\n": types.AcceptAgencyInvitationDocument,
    "\n  fragment ManagedPackage on Package {\n    id name type description duration priceInPkr originalPriceInPkr maxCapacity availableSpots status featured\n    rating bookings inclusions exclusions departureCity transportType makkahHotel madinahHotel makkahNights\n    madinahNights makkahHotelRating madinahHotelRating visaIncluded advancePaymentPercent cancellationPolicy\n    occupancyPrices { occupancy priceInPkr } childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr nameChangeFeeInPkr\n    termsAndConditions images imageUrl destinations countries startDate endDate ownerId updatedAt\n  }\n": types.ManagedPackageFragmentDoc,
    "\n  query MyPackages($search: String, $type: PackageType, $pagination: PaginationInput) {\n    myPackages(search: $search, type: $type, pagination: $pagination) {\n      items { ...ManagedPackage }\n      hasMore offset\n    }\n  }\n": types.MyPackagesDocument,
    "\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) { ...ManagedPackage }\n  }\n": types.CreatePackageDocument,
    "\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) { ...ManagedPackage }\n  }\n": types.UpdatePackageDocument,
    "\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id) {\n      id outcome\n      package { ...ManagedPackage }\n    }\n  }\n": types.DeletePackageDocument,
    "\n  query AgentStats {\n    agentStats {\n      totalPackages packagesAddedThisMonth activePackages activeBookings pendingBookings totalBookings\n      bookingConversionPercent monthlyEarnings lastMonthEarnings earningsChangePercent averageRating\n      reviewCount\n    }\n  }\n": types.AgentStatsDocument,
    "\n  query AgentActivity($limit: Int!) {\n    agentActivity(limit: $limit) { id kind description status at amountInPkr }\n  }\n": types.AgentActivityDocument,
    "\n  query AgentMonthly($months: Int!) {\n    agentMonthly(months: $months) { month bookings earnings }\n  }\n": types.AgentMonthlyDocument,
    "\n  query WalletStatement($account: StatementAccount, $from: String, $to: String, $agentId: ID, $pagination: PaginationInput) {\n    walletStatement(account: $account, from: $from, to: $to, agentId: $agentId, pagination: $pagination) {\n      agentId agencyName account from to openingBalanceInPkr closingBalanceInPkr totalDebitsInPkr totalCreditsInPkr lineCount\n      csvUrl xlsxUrl\n      lines {\n        hasMore limit offset\n        items { id date time kind description bookingReference actorUsername debitInPkr creditInPkr balanceInPkr }\n      }\n    }\n  }\n": types.WalletStatementDocument,
    "\n  query MyEarnings {\n    myEarnings { balanceInPkr availableForPayoutInPkr pendingPayoutsInPkr }\n  }\n": types.MyEarningsDocument,
    "\n  query MyPayouts($pagination: PaginationInput) {\n    myPayouts(pagination: $pagination) {\n      hasMore\n      items { id amountInPkr bankAccount status requestedAt decidedAt transferReference reason }\n    }\n  }\n": types.MyPayoutsDocument,
    "\n  mutation RequestPayout($amountInPkr: Decimal!, $bankAccount: String!) {\n    requestPayout(amountInPkr: $amountInPkr, bankAccount: $bankAccount) { id amountInPkr bankAccount status requestedAt decidedAt transferReference reason }\n  }\n": types.RequestPayoutDocument,
    "\n  query AgentAccounts($pagination: PaginationInput) {\n    agentAccounts(pagination: $pagination) {\n      hasMore offset\n      items { id username email agencyName walletBalanceInPkr creditLimitInPkr availableInPkr earningsBalanceInPkr commissionPercent suspendedAt }\n    }\n  }\n": types.AgentAccountsDocument,
    "\n  mutation SetAgentSuspended($agentId: ID!, $suspended: Boolean!) {\n    setAgentSuspended(agentId: $agentId, suspended: $suspended) { id suspendedAt }\n  }\n": types.SetAgentSuspendedDocument,
    "\n  mutation SetAgentCommission($agentId: ID!, $percent: Decimal) {\n    setAgentCommission(agentId: $agentId, percent: $percent) { agentId commissionPercent effectivePercent }\n  }\n": types.SetAgentCommissionDocument,
    "\n  query Wallet {\n    wallet { agentId balanceInPkr creditLimitInPkr availableInPkr reservedInPkr }\n  }\n": types.WalletDocument,
    "\n  mutation TopUpWallet($method: PaymentMethod!, $amountInPkr: Decimal!) {\n    topUpWallet(method: $method, amountInPkr: $amountInPkr) {\n      payment { id status amountInPkr }\n      redirectUrl\n      formPost { url fields { name value } }\n      instructions { bankName accountTitle iban reference amountInPkr payBy }\n    }\n  }\n": types.TopUpWalletDocument,
    "\n  mutation SetAgentCreditLimit($agentId: ID!, $amountInPkr: Decimal!) {\n    setAgentCreditLimit(agentId: $agentId, amountInPkr: $amountInPkr) { agentId balanceInPkr creditLimitInPkr availableInPkr }\n  }\n": types.SetAgentCreditLimitDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { ...SessionUser }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { ...SessionUser }\n  }\n": types.RegisterDocument,
    "\n  query Quote($input: BookInput!, $markupInPkr: Decimal) {\n    quote(input: $input, markupInPkr: $markupInPkr) { itemName passengerCount netPriceInPkr markupInPkr sellingPriceInPkr }\n  }\n": types.QuoteDocument,
    "\n  query MyMarkups {\n    myMarkups { productType kind value updatedAt }\n  }\n": types.MyMarkupsDocument,
    "\n  mutation SetMarkup($productType: MarkupProductType!, $kind: MarkupKind!, $value: Decimal!) {\n    setMarkup(productType: $productType, kind: $kind, value: $value) { productType kind value updatedAt }\n  }\n": types.SetMarkupDocument,
    "\n  fragment CustomerSaleFields on Booking {\n    id type itemName passengerCount totalPriceInPkr markupInPkr sellingPriceInPkr status paymentStatus payable travelDate createdAt\n    roomType checkInDate checkOutDate voucherUrl payBy freeCancellationUntil\n    customer { leadName phone email passengers { name passportNumber } }\n  }\n": types.CustomerSaleFieldsFragmentDoc,
    "\n  query CustomerSales($pagination: PaginationInput) {\n    bookings(pagination: $pagination, forCustomers: true) {\n      items { id ...CustomerSaleFields }\n      hasMore\n    }\n  }\n": types.CustomerSalesDocument,
    "\n  fragment BookingFields on Booking {\n    id type itemName bookedBy passengerCount totalPriceInPkr savedInPkr currency status travelDate\n    specialRequirements createdAt roomType roomCount checkInDate checkOutDate voucherUrl flightOrderId\n    payBy freeCancellationUntil\n  }\n": types.BookingFieldsFragmentDoc,
    "\n  query MyBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items { ...BookingFields ...BookingPaymentFields }\n      hasMore\n    }\n  }\n": types.MyBookingsDocument,
    "\n  query SoldBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination, sold: true) {\n      items { ...BookingFields }\n      hasMore\n    }\n  }\n": types.SoldBookingsDocument,
    "\n  query UserStats {\n    analytics { userStats { totalBookings upcomingTrips completedBookings totalSaved loyaltyTier } }\n  }\n": types.UserStatsDocument,
    "\n  query AdminOverview {\n    analytics { overview { totalBookings activeB2BAgents totalRevenue } }\n  }\n": types.AdminOverviewDocument,
    "\n  mutation Book($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) { ...BookingFields ...BookingPaymentFields }\n  }\n": types.BookDocument,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) { ...BookingFields }\n  }\n": types.CancelBookingDocument,
    "\n  query MailOutbox($status: MailStatus, $pagination: PaginationInput) {\n    mailOutbox(status: $status, pagination: $pagination) {\n      hasMore limit offset\n      items { id toAddress toName subject textBody status attempts lastError createdAt sentAt nextAttemptAt transport attachments { kind id } }\n    }\n  }\n": types.MailOutboxDocument,
    "\n  query FlightSearch($input: FlightSearchInput!) {\n    flightSearch(input: $input) {\n      flights {\n        id price currency pricePkr bookingToken expiresAt sandbox bookable holdable refundable changeable checkedBags\n        segments {\n          departureAt arrivalAt origin destination duration carrier carrierName flightNumber aircraft\n          direction stops\n        }\n      }\n      searchParams {\n        origin destination departureDate returnDate adults children infants tripClass currency provider\n        sandbox marker notice total limit offset\n      }\n    }\n  }\n": types.FlightSearchDocument,
    "\n  fragment FlightSliceFields on FlightOrderSlice {\n    origin destination durationMinutes\n    segments {\n      origin destination departingAt arrivingAt durationMinutes carrier carrierName flightNumber aircraft\n      baggage { checkedPieces checkedKg carryOnPieces }\n    }\n  }\n": types.FlightSliceFieldsFragmentDoc,
    "\n  fragment FlightOrderFields on FlightOrder {\n    id bookingId type status bookingReference provider failure createdAt ticketedAt cancelledAt paymentRequiredBy\n    totalInPkr airlineTotalInPkr serviceFeeInPkr sellingPriceInPkr amountPaidInPkr amountRefundedInPkr\n    owner { code name }\n    slices { ...FlightSliceFields }\n    passengers { type title givenName familyName gender bornOn passportNumber passportCountry passportExpiresOn nationality }\n    contact { email phone }\n    conditions { refundable refundPenaltyInPkr changeable changePenaltyInPkr }\n    tickets { passengerName number }\n    changes { id status detectedAt before { ...FlightSliceFields } after { ...FlightSliceFields } }\n    cancellationQuote { id refundInPkr penaltyInPkr refundTo expiresAt }\n  }\n": types.FlightOrderFieldsFragmentDoc,
    "\n  mutation PriceFlightOffer($offerId: String!) {\n    priceFlightOffer(offerId: $offerId) {\n      priceChanged previousTotalInPkr\n      offer {\n        id totalInPkr airlineTotalInPkr serviceFeeInPkr expiresAt holdable paymentRequiredBy passengerTypes\n        owner { code name }\n        conditions { refundable refundPenaltyInPkr changeable changePenaltyInPkr }\n        slices { ...FlightSliceFields }\n      }\n    }\n  }\n": types.PriceFlightOfferDocument,
    "\n  mutation CreateFlightOrder($input: CreateFlightOrderInput!, $idempotencyKey: String) {\n    createFlightOrder(input: $input, idempotencyKey: $idempotencyKey) { ...FlightOrderFields }\n  }\n": types.CreateFlightOrderDocument,
    "\n  query FlightOrder($id: ID!) {\n    flightOrder(id: $id) { ...FlightOrderFields }\n  }\n": types.FlightOrderDocument,
    "\n  query FlightOrders($pagination: PaginationInput) {\n    flightOrders(pagination: $pagination) {\n      items {\n        id bookingId type status bookingReference totalInPkr paymentRequiredBy createdAt\n        owner { code name }\n        slices { ...FlightSliceFields }\n        tickets { passengerName number }\n        changes { id status }\n      }\n      hasMore\n    }\n  }\n": types.FlightOrdersDocument,
    "\n  mutation QuoteFlightCancellation($orderId: ID!) {\n    quoteFlightCancellation(orderId: $orderId) { id refundInPkr penaltyInPkr refundTo expiresAt }\n  }\n": types.QuoteFlightCancellationDocument,
    "\n  mutation ConfirmFlightCancellation($orderId: ID!, $quoteId: ID!) {\n    confirmFlightCancellation(orderId: $orderId, quoteId: $quoteId) { ...FlightOrderFields }\n  }\n": types.ConfirmFlightCancellationDocument,
    "\n  mutation AcceptAirlineChange($orderId: ID!, $changeId: ID!) {\n    acceptAirlineChange(orderId: $orderId, changeId: $changeId) { ...FlightOrderFields }\n  }\n": types.AcceptAirlineChangeDocument,
    "\n  fragment LocalHotelCard_hotel on Hotel {\n    id name imageUrl rating city country description amenities isAvailable availableRooms currency nights\n    roomCount roomType pricePerNightFormatted\n    priceBreakdown {\n      taxRate\n      formatted { pricePerNight subtotal taxes total }\n    }\n  }\n": types.LocalHotelCard_HotelFragmentDoc,
    "\n  query HotelPrices($hotelId: ID!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!) {\n    hotelPrices(hotelId: $hotelId, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests) {\n      currency formatted totalFormatted\n    }\n  }\n": types.HotelPricesDocument,
    "\n  query LocalHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!, $currency: String!, $pagination: PaginationInput) {\n    hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: $currency, pagination: $pagination) {\n      items { id ...LocalHotelCard_hotel }\n      hasMore limit offset\n    }\n  }\n": types.LocalHotelsDocument,
    "\n  query ProviderHotelSearch($input: ProviderHotelSearchInput!) {\n    providerHotelSearch(input: $input) {\n      hotels { id name stars priceFrom priceFromPkr currency city country distanceKm link sandbox }\n      searchParams {\n        location resolvedLocation country checkIn checkOut nights adults children rooms sandbox total\n      }\n    }\n  }\n": types.ProviderHotelSearchDocument,
    "\n  query AgencyNetwork {\n    agencyNetwork {\n      role\n      masterName\n      creditLimitInPkr\n      givenInPkr\n      availableInPkr\n      defaultMarkups { productType kind value inherited }\n      subAgents { ...SubAgentFields }\n    }\n  }\n": types.AgencyNetworkDocument,
    "\n  fragment SubAgentFields on SubAgent {\n    id name email status creditLimitInPkr owedInPkr availableInPkr salesInPkr bookingCount marginInPkr invitationUrl createdAt\n    markups { productType kind value inherited }\n  }\n": types.SubAgentFieldsFragmentDoc,
    "\n  mutation InviteSubAgent($input: InviteSubAgentInput!) {\n    inviteSubAgent(input: $input) { id invitationUrl subAgent { ...SubAgentFields } }\n  }\n": types.InviteSubAgentDocument,
    "\n  mutation UpdateSubAgent($id: ID!, $input: UpdateSubAgentInput!) {\n    updateSubAgent(id: $id, input: $input) { ...SubAgentFields }\n  }\n": types.UpdateSubAgentDocument,
    "\n  mutation SetDefaultNetworkMarkup($input: NetworkMarkupInput!) {\n    setDefaultNetworkMarkup(input: $input) { productType kind value inherited }\n  }\n": types.SetDefaultNetworkMarkupDocument,
    "\n  query SubAgentBookings($subAgentId: ID, $limit: Int, $offset: Int) {\n    subAgentBookings(subAgentId: $subAgentId, limit: $limit, offset: $offset) {\n      items { ...BookingFields }\n      hasMore\n    }\n  }\n": types.SubAgentBookingsDocument,
    "\n  query AgencyBrand {\n    agencyBrand { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n": types.AgencyBrandDocument,
    "\n  mutation SetAgencyBrand($input: AgencyBrandInput!) {\n    setAgencyBrand(input: $input) { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n": types.SetAgencyBrandDocument,
    "\n  mutation RemoveAgencyLogo {\n    removeAgencyLogo { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n": types.RemoveAgencyLogoDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query Notifications($pagination: PaginationInput) {\n    notifications(pagination: $pagination) {\n      hasMore limit offset\n      items { id kind title body link createdAt readAt }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id readAt }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query PackageDetail($id: ID!) {\n    package(id: $id) {\n      id name description type imageUrl duration priceInPkr originalPriceInPkr departureCity inclusions exclusions availableSpots\n      occupancyPrices { occupancy priceInPkr }\n      childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr\n    }\n  }\n": types.PackageDetailDocument,
    "\n  fragment PackageCard_package on Package {\n    id name description type imageUrl duration priceInPkr originalPriceInPkr featured rating departureCity\n    inclusions occupancyPrices { occupancy priceInPkr }\n  }\n": types.PackageCard_PackageFragmentDoc,
    "\n  query Packages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items { id ...PackageCard_package }\n      hasMore limit offset\n    }\n  }\n": types.PackagesDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    budget {\n      maximumAvailable\n      currentlyAvailable\n      restoreRate\n      requestLimit\n      windowSeconds\n    }\n    user {\n      id\n      username\n    }\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys($all: Boolean!, $pagination: PaginationInput) {\n    apiKeys(all: $all, pagination: $pagination) {\n      items {\n        ...ApiKeyFields\n      }\n      hasMore\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    status\n    disabledReason\n    createdAt\n    failingSince\n    previousSecretExpiresAt\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    endpointId\n    type\n    createdAt\n    status\n    nextAttemptAt\n    payload\n    attempts {\n      at\n      statusCode\n      latencyMs\n      error\n    }\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n": types.WebhookEventTypesDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $pagination: PaginationInput) {\n    webhookDeliveries(endpointId: $endpointId, pagination: $pagination) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.EnableWebhookEndpointDocument,
    "\n  mutation SendTestWebhookEvent($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.SendTestWebhookEventDocument,
    "\n  mutation ResendWebhookEvent($eventId: ID!) {\n    resendWebhookEvent(eventId: $eventId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.ResendWebhookEventDocument,
    "\n  fragment BookingPaymentFields on Booking {\n    id status paymentStatus payable totalPriceInPkr amountPaidInPkr amountRefundedInPkr amountDueNowInPkr\n    balanceDueInPkr balanceDueAt holdExpiresAt payBy freeCancellationUntil\n  }\n": types.BookingPaymentFieldsFragmentDoc,
    "\n  fragment PaymentFields on Payment {\n    id bookingId method purpose status amountInPkr createdAt settledAt failureReason reference checkoutStatus expiresAt payerName\n    invoiceUrl invoiceNumber\n  }\n": types.PaymentFieldsFragmentDoc,
    "\n  fragment RefundFields on Refund {\n    id bookingId paymentId method reason status amountInPkr createdAt settledAt reference note creditNoteUrl creditNoteNumber\n  }\n": types.RefundFieldsFragmentDoc,
    "\n  query Checkout($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n      ...BookingPaymentFields\n      flightOrderId\n      payments { ...PaymentFields }\n      refunds { ...RefundFields }\n    }\n    paymentMethods { method label available }\n  }\n": types.CheckoutDocument,
    "\n  query SandboxPayment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n      booking { id itemName }\n    }\n  }\n": types.SandboxPaymentDocument,
    "\n  mutation Pay($bookingId: ID!, $method: PaymentMethod!) {\n    pay(bookingId: $bookingId, method: $method) {\n      payment { ...PaymentFields }\n      redirectUrl\n      formPost { url fields { name value } }\n      instructions { bankName accountTitle iban reference amountInPkr payBy }\n    }\n  }\n": types.PayDocument,
    "\n  query CancellationQuote($bookingId: ID!) {\n    cancellationQuote(bookingId: $bookingId) { bookingId paidInPkr refundInPkr penaltyInPkr refundPercent daysBeforeTravel }\n  }\n": types.CancellationQuoteDocument,
    "\n  query AdminPayments($filter: PaymentFilter, $pagination: PaginationInput) {\n    payments(filter: $filter, pagination: $pagination) {\n      items { ...PaymentFields proofSubmittedAt proofUrl booking { id itemName } }\n      hasMore\n    }\n  }\n": types.AdminPaymentsDocument,
    "\n  query AdminRefunds($pagination: PaginationInput) {\n    refunds(pagination: $pagination) {\n      items { ...RefundFields }\n      hasMore\n    }\n  }\n": types.AdminRefundsDocument,
    "\n  mutation ConfirmBankTransfer($paymentId: ID!) {\n    confirmBankTransfer(paymentId: $paymentId) { ...PaymentFields }\n  }\n": types.ConfirmBankTransferDocument,
    "\n  mutation RejectBankTransfer($paymentId: ID!, $reason: String!) {\n    rejectBankTransfer(paymentId: $paymentId, reason: $reason) { ...PaymentFields }\n  }\n": types.RejectBankTransferDocument,
    "\n  mutation CreatePaymentProofUploadUrl {\n    createPaymentProofUploadUrl { uploadURL }\n  }\n": types.CreatePaymentProofUploadUrlDocument,
    "\n  mutation SubmitBankTransferProof($paymentId: ID!, $file: String!) {\n    submitBankTransferProof(paymentId: $paymentId, file: $file) { ...PaymentFields proofSubmittedAt }\n  }\n": types.SubmitBankTransferProofDocument,
    "\n  fragment CustomerQuoteFields on CustomerQuote {\n    id\n    status\n    shareUrl\n    sharePath\n    customerName\n    customerPhone\n    customerEmail\n    note\n    currency\n    totalInPkr\n    costInPkr\n    expiresAt\n    viewedAt\n    acceptedAt\n    createdAt\n    createdBy\n    whatsappUrl\n    items {\n      position\n      type\n      itemName\n      summary\n      imageUrl\n      costInPkr\n      priceInPkr\n      bookingId\n    }\n  }\n": types.CustomerQuoteFieldsFragmentDoc,
    "\n  query CustomerQuotes($limit: Int, $offset: Int) {\n    customerQuotes(limit: $limit, offset: $offset) {\n      items {\n        id\n        ...CustomerQuoteFields\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n": types.CustomerQuotesDocument,
    "\n  mutation CreateCustomerQuote($input: CreateQuoteInput!) {\n    createCustomerQuote(input: $input) {\n      id\n      ...CustomerQuoteFields\n    }\n  }\n": types.CreateCustomerQuoteDocument,
    "\n  fragment SessionUser on User {\n    id username email firstName lastName role profileImageUrl createdAt agencyRole language\n  }\n": types.SessionUserFragmentDoc,
    "\n  fragment TransportCard_option on TransportOption {\n    id type name description operator imageUrl priceInPkr fromCity toCity duration features seatsAvailable\n  }\n": types.TransportCard_OptionFragmentDoc,
    "\n  query Transport($type: TransportType, $pagination: PaginationInput) {\n    transport(type: $type, pagination: $pagination) {\n      items { id ...TransportCard_option }\n      hasMore limit offset\n    }\n  }\n": types.TransportDocument,
    "\n  query UmrahGroups($pagination: PaginationInput) {\n    umrahGroups(pagination: $pagination) {\n      items {\n        id name status pilgrimCount departureDate arrivalDate\n        readiness { ready missing { code } }\n      }\n      hasMore\n    }\n  }\n": types.UmrahGroupsDocument,
    "\n  fragment UmrahGroupFull on UmrahGroup {\n    id name packageId packageName arrivalDate departureDate arrivalAirport departureAirport makkahNights madinahNights\n    firstCity status pilgrimCount visaSubmittedAt visaLapseWarning createdAt\n    pilgrims {\n      id givenNames surname gender dateOfBirth nationality passportNumber passportIssueDate passportExpiryDate cnic\n      family relation meningitisVaccinationDate polioVaccinationDate phone roomId visaApplicationId visaStatus\n    }\n    rooms { id occupancy beds pilgrimIds }\n    stays { id city hotelName bookingId checkInDate checkOutDate roomType roomCount guestCount totalInPkr confirmed }\n    transfers { id kind fromPlace toPlace date provider confirmationNumber }\n    readiness { ready missing { code message } }\n    money { roomsInPkr hotelsInPkr totalInPkr }\n  }\n": types.UmrahGroupFullFragmentDoc,
    "\n  query UmrahGroup($id: ID!) {\n    umrahGroup(id: $id) { ...UmrahGroupFull }\n  }\n": types.UmrahGroupDocument,
    "\n  mutation CreateUmrahGroup($input: UmrahGroupInput!) {\n    createUmrahGroup(input: $input) { id }\n  }\n": types.CreateUmrahGroupDocument,
    "\n  query ParseMrz($lines: [String!]!) {\n    parseMrz(lines: $lines) {\n      surname givenNames passportNumber nationality issuingState dateOfBirth gender expiryDate personalNumber\n    }\n  }\n": types.ParseMrzDocument,
    "\n  mutation AddPilgrim($groupId: ID!, $input: PilgrimInput!) {\n    addPilgrim(groupId: $groupId, input: $input) { id }\n  }\n": types.AddPilgrimDocument,
    "\n  mutation RemovePilgrim($groupId: ID!, $pilgrimId: ID!) {\n    removePilgrim(groupId: $groupId, pilgrimId: $pilgrimId) { ...UmrahGroupFull }\n  }\n": types.RemovePilgrimDocument,
    "\n  mutation SetGroupRooms($groupId: ID!, $rooms: [RoomCountInput!]!) {\n    setGroupRooms(groupId: $groupId, rooms: $rooms) { ...UmrahGroupFull }\n  }\n": types.SetGroupRoomsDocument,
    "\n  mutation AutoAllocateRooms($groupId: ID!) {\n    autoAllocateRooms(groupId: $groupId) { rooms { id occupancy beds pilgrimIds } unplaced }\n  }\n": types.AutoAllocateRoomsDocument,
    "\n  mutation SetRooming($groupId: ID!, $rooms: [RoomAssignmentInput!]!) {\n    setRooming(groupId: $groupId, rooms: $rooms) { rooms { id occupancy beds pilgrimIds } unplaced }\n  }\n": types.SetRoomingDocument,
    "\n  mutation BookGroupHotel($groupId: ID!, $input: GroupHotelInput!) {\n    bookGroupHotel(groupId: $groupId, input: $input) { id }\n  }\n": types.BookGroupHotelDocument,
    "\n  mutation AddTransferLeg($groupId: ID!, $input: TransferLegInput!) {\n    addTransferLeg(groupId: $groupId, input: $input) { id }\n  }\n": types.AddTransferLegDocument,
    "\n  mutation RemoveTransferLeg($groupId: ID!, $legId: ID!) {\n    removeTransferLeg(groupId: $groupId, legId: $legId) { ...UmrahGroupFull }\n  }\n": types.RemoveTransferLegDocument,
    "\n  mutation SubmitGroupVisas($groupId: ID!) {\n    submitGroupVisas(groupId: $groupId) { ...UmrahGroupFull }\n  }\n": types.SubmitGroupVisasDocument,
    "\n  query UmrahHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!) {\n    hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: \"PKR\", pagination: { limit: 50 }) {\n      items { id name rating roomTypes { kind maxOccupancy isAvailable availableRooms pricePerNightInPkr } }\n    }\n  }\n": types.UmrahHotelsDocument,
    "\n  query MyUmrahPackages {\n    myPackages(type: umrah, pagination: { limit: 100 }) {\n      items { id name makkahNights madinahNights startDate endDate }\n    }\n  }\n": types.MyUmrahPackagesDocument,
    "\n  query VisaQueue($status: [VisaApplicationStatus!], $overdue: Boolean, $pagination: PaginationInput) {\n    visaQueue(status: $status, overdue: $overdue, pagination: $pagination) {\n      items { id title country processing applicantCount appliedBy status dueAt travelDate }\n      hasMore\n    }\n  }\n": types.VisaQueueDocument,
    "\n  query MySellerVisaOffers($pagination: PaginationInput) {\n    mySellerVisaOffers(pagination: $pagination) {\n      items {\n        id title country visaType active soldBy\n        processingOptions { processing priceInPkr }\n      }\n      hasMore\n    }\n  }\n": types.MySellerVisaOffersDocument,
    "\n  query MyVisaApplications($pagination: PaginationInput) {\n    myVisaApplications(pagination: $pagination) {\n      items { id ...MyVisaApplicationRow_application }\n      hasMore\n    }\n  }\n": types.MyVisaApplicationsDocument,
    "\n  query VisaApplicationDetail($id: ID!) {\n    visaApplication(id: $id) { id ...VisaApplicationPage_application }\n  }\n": types.VisaApplicationDetailDocument,
    "\n  query VisaApplyOffer($id: ID!) {\n    visaOffer(id: $id) {\n      id title country active\n      processingOptions { processing label priceInPkr }\n      documents { kind label }\n    }\n  }\n": types.VisaApplyOfferDocument,
    "\n  fragment VisaOfferCard_offer on VisaOffer {\n    id title country visaType entries validityDays stayDays soldBy notes refundPolicy\n    processingOptions { processing label priceInPkr }\n    documents { kind label }\n  }\n": types.VisaOfferCard_OfferFragmentDoc,
    "\n  query VisaOffers($destination: String, $type: VisaType, $pagination: PaginationInput) {\n    visaOffers(destination: $destination, type: $type, pagination: $pagination) {\n      items { id ...VisaOfferCard_offer }\n      hasMore\n    }\n  }\n": types.VisaOffersDocument,
    "\n  fragment VisaApplicationPage_application on VisaApplication {\n    id title country visaType processing travelDate applicantCount pricePerApplicantInPkr totalPriceInPkr\n    paymentStatus refundDueInPkr status statusNote submittedAt dueAt decidedAt createdAt appliedBy\n    viewerIsApplicant viewerCanProcess\n    offer {\n      id\n      documents { kind label }\n    }\n    applicants { id position fullName passportNumber nationality dateOfBirth passportExpiry }\n    documents { id applicantId kind label contentType sizeBytes createdAt supersededAt downloadUrl }\n    timeline { id fromStatus toStatus note actorName actorRole createdAt }\n  }\n": types.VisaApplicationPage_ApplicationFragmentDoc,
    "\n  fragment MyVisaApplicationRow_application on VisaApplication {\n    id title country processing travelDate applicantCount totalPriceInPkr status statusNote createdAt\n  }\n": types.MyVisaApplicationRow_ApplicationFragmentDoc,
    "\n  mutation ApplyForVisa($input: ApplyVisaInput!) {\n    applyForVisa(input: $input) {\n      id status\n      ...MyVisaApplicationRow_application\n    }\n  }\n": types.ApplyForVisaDocument,
    "\n  mutation AttachVisaDocument($input: AttachVisaDocumentInput!) {\n    attachVisaDocument(input: $input) {\n      id applicantId kind label contentType sizeBytes createdAt supersededAt downloadUrl\n    }\n  }\n": types.AttachVisaDocumentDocument,
    "mutation SubmitVisaApplication($id: ID!) { submitVisaApplication(id: $id) { ...VisaApplicationPage_application } }": types.SubmitVisaApplicationDocument,
    "mutation RequestVisaDocuments($id: ID!, $note: String!) { requestVisaDocuments(id: $id, note: $note) { ...VisaApplicationPage_application } }": types.RequestVisaDocumentsDocument,
    "mutation StartVisaProcessing($id: ID!) { startVisaProcessing(id: $id) { ...VisaApplicationPage_application } }": types.StartVisaProcessingDocument,
    "mutation ApproveVisaApplication($id: ID!, $file: String!) { approveVisaApplication(id: $id, file: $file) { ...VisaApplicationPage_application } }": types.ApproveVisaApplicationDocument,
    "mutation RejectVisaApplication($id: ID!, $reason: String!) { rejectVisaApplication(id: $id, reason: $reason) { ...VisaApplicationPage_application } }": types.RejectVisaApplicationDocument,
    "\n  mutation SetVisaOfferActive($id: ID!, $active: Boolean!) {\n    setVisaOfferActive(id: $id, active: $active) { id active }\n  }\n": types.SetVisaOfferActiveDocument,
    "\n  mutation CreateVisaDocumentUploadUrl {\n    createVisaDocumentUploadUrl { uploadURL }\n  }\n": types.CreateVisaDocumentUploadUrlDocument,
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
export function graphql(source: "\n  query PartnerOwnPackages($type: PackageType, $pagination: PaginationInput) {\n    myPackages(type: $type, pagination: $pagination) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerOwnPackages($type: PackageType, $pagination: PaginationInput) {\n    myPackages(type: $type, pagination: $pagination) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerBook($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      itemName\n      passengerCount\n      totalPriceInPkr\n      currency\n      currencyRate\n      amountDueNowInPkr\n      holdExpiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerBook($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      itemName\n      passengerCount\n      totalPriceInPkr\n      currency\n      currencyRate\n      amountDueNowInPkr\n      holdExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerPay($bookingId: ID!, $method: PaymentMethod!) {\n    pay(bookingId: $bookingId, method: $method) {\n      payment {\n        id\n        status\n        amountInPkr\n      }\n      redirectUrl\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerPay($bookingId: ID!, $method: PaymentMethod!) {\n    pay(bookingId: $bookingId, method: $method) {\n      payment {\n        id\n        status\n        amountInPkr\n      }\n      redirectUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerSandboxPay($paymentId: ID!) {\n    completeSandboxPayment(paymentId: $paymentId, outcome: success) {\n      outcome\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerSandboxPay($paymentId: ID!) {\n    completeSandboxPayment(paymentId: $paymentId, outcome: success) {\n      outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      paymentStatus\n      amountPaidInPkr\n      balanceDueInPkr\n      balanceDueAt\n    }\n  }\n"): (typeof documents)["\n  query PartnerBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      paymentStatus\n      amountPaidInPkr\n      balanceDueInPkr\n      balanceDueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerQuote($bookingId: ID!) {\n    cancellationQuote(bookingId: $bookingId) {\n      refundInPkr\n      penaltyInPkr\n      refundPercent\n    }\n  }\n"): (typeof documents)["\n  query PartnerQuote($bookingId: ID!) {\n    cancellationQuote(bookingId: $bookingId) {\n      refundInPkr\n      penaltyInPkr\n      refundPercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        id\n        itemName\n        status\n        totalPriceInPkr\n        createdAt\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PartnerBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items {\n        id\n        itemName\n        status\n        totalPriceInPkr\n        createdAt\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerCancel($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      paymentStatus\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerCancel($id: ID!) {\n    cancelBooking(id: $id) {\n      id\n      status\n      paymentStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerKeys($pagination: PaginationInput) {\n    apiKeys(pagination: $pagination) {\n      items {\n        id\n        name\n        prefix\n        lastUsedAt\n        revokedAt\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query PartnerKeys($pagination: PaginationInput) {\n    apiKeys(pagination: $pagination) {\n      items {\n        id\n        name\n        prefix\n        lastUsedAt\n        revokedAt\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerRevokeKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingEvents($filter: BookingEventFilter, $pagination: PaginationInput) {\n    bookingEvents(filter: $filter, pagination: $pagination) {\n      hasMore limit offset\n      items { id bookingId at kind summary amountInPkr actor { role name } changes { field before after } }\n    }\n  }\n"): (typeof documents)["\n  query BookingEvents($filter: BookingEventFilter, $pagination: PaginationInput) {\n    bookingEvents(filter: $filter, pagination: $pagination) {\n      hasMore limit offset\n      items { id bookingId at kind summary amountInPkr actor { role name } changes { field before after } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AfterSaleBookingFields on Booking {\n    id type itemName status paymentStatus payable travelDate checkInDate checkOutDate passengerCount roomCount guestCount\n    packageId flightOrderId totalPriceInPkr amountPaidInPkr amountRefundedInPkr amountDueNowInPkr balanceDueInPkr\n    balanceDueAt holdExpiresAt payBy freeCancellationUntil\n    rooms { occupancy adults childrenWithBed childrenWithoutBed infants }\n    customer { leadName passengers { name passportNumber } }\n  }\n"): (typeof documents)["\n  fragment AfterSaleBookingFields on Booking {\n    id type itemName status paymentStatus payable travelDate checkInDate checkOutDate passengerCount roomCount guestCount\n    packageId flightOrderId totalPriceInPkr amountPaidInPkr amountRefundedInPkr amountDueNowInPkr balanceDueInPkr\n    balanceDueAt holdExpiresAt payBy freeCancellationUntil\n    rooms { occupancy adults childrenWithBed childrenWithoutBed infants }\n    customer { leadName passengers { name passportNumber } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingEventFields on BookingEvent {\n    id bookingId at kind summary amountInPkr\n    actor { role name }\n    changes { field before after }\n  }\n"): (typeof documents)["\n  fragment BookingEventFields on BookingEvent {\n    id bookingId at kind summary amountInPkr\n    actor { role name }\n    changes { field before after }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AfterSaleBooking($id: ID!) {\n    booking(id: $id) { ...AfterSaleBookingFields }\n    bookingHistory(bookingId: $id) { ...BookingEventFields }\n  }\n"): (typeof documents)["\n  query AfterSaleBooking($id: ID!) {\n    booking(id: $id) { ...AfterSaleBookingFields }\n    bookingHistory(bookingId: $id) { ...BookingEventFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AmendmentOptions($bookingId: ID!) {\n    amendmentOptions(bookingId: $bookingId) {\n      kinds nameChangeFeeInPkr reason\n      departures { packageId name startDate availableSpots priceInPkr }\n    }\n  }\n"): (typeof documents)["\n  query AmendmentOptions($bookingId: ID!) {\n    amendmentOptions(bookingId: $bookingId) {\n      kinds nameChangeFeeInPkr reason\n      departures { packageId name startDate availableSpots priceInPkr }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AmendmentQuoteFields on AmendmentQuote {\n    id bookingId kind summary newTotalInPkr differenceInPkr feeInPkr penaltyInPkr refundInPkr refundTo expiresAt status\n    changes { field before after }\n  }\n"): (typeof documents)["\n  fragment AmendmentQuoteFields on AmendmentQuote {\n    id bookingId kind summary newTotalInPkr differenceInPkr feeInPkr penaltyInPkr refundInPkr refundTo expiresAt status\n    changes { field before after }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteAmendment($bookingId: ID!, $input: AmendmentInput!) {\n    quoteAmendment(bookingId: $bookingId, input: $input) { ...AmendmentQuoteFields }\n  }\n"): (typeof documents)["\n  mutation QuoteAmendment($bookingId: ID!, $input: AmendmentInput!) {\n    quoteAmendment(bookingId: $bookingId, input: $input) { ...AmendmentQuoteFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmAmendment($bookingId: ID!, $quoteId: ID!) {\n    confirmAmendment(bookingId: $bookingId, quoteId: $quoteId) { ...AfterSaleBookingFields }\n  }\n"): (typeof documents)["\n  mutation ConfirmAmendment($bookingId: ID!, $quoteId: ID!) {\n    confirmAmendment(bookingId: $bookingId, quoteId: $quoteId) { ...AfterSaleBookingFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteCancellation($bookingId: ID!) {\n    quoteCancellation(bookingId: $bookingId) { id bookingId refundInPkr penaltyInPkr refundTo expiresAt status }\n  }\n"): (typeof documents)["\n  mutation QuoteCancellation($bookingId: ID!) {\n    quoteCancellation(bookingId: $bookingId) { id bookingId refundInPkr penaltyInPkr refundTo expiresAt status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCancellation($bookingId: ID!, $quoteId: ID!) {\n    confirmCancellation(bookingId: $bookingId, quoteId: $quoteId) { ...AfterSaleBookingFields }\n  }\n"): (typeof documents)["\n  mutation ConfirmCancellation($bookingId: ID!, $quoteId: ID!) {\n    confirmCancellation(bookingId: $bookingId, quoteId: $quoteId) { ...AfterSaleBookingFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AfterSalePackagePrices($id: ID!) {\n    package(id: $id) {\n      id priceInPkr originalPriceInPkr\n      occupancyPrices { occupancy priceInPkr }\n      childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr\n    }\n  }\n"): (typeof documents)["\n  query AfterSalePackagePrices($id: ID!) {\n    package(id: $id) {\n      id priceInPkr originalPriceInPkr\n      occupancyPrices { occupancy priceInPkr }\n      childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyStaff {\n    agencyMembers { userId username email firstName lastName role status invitedBy createdAt }\n    agencyInvitations { id email role expiresAt createdAt expired }\n  }\n"): (typeof documents)["\n  query AgencyStaff {\n    agencyMembers { userId username email firstName lastName role status invitedBy createdAt }\n    agencyInvitations { id email role expiresAt createdAt expired }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteAgencyMember($email: String!, $role: AgencyMemberRole!) {\n    inviteAgencyMember(email: $email, role: $role) { path link invitation { id email role expiresAt createdAt expired } }\n  }\n"): (typeof documents)["\n  mutation InviteAgencyMember($email: String!, $role: AgencyMemberRole!) {\n    inviteAgencyMember(email: $email, role: $role) { path link invitation { id email role expiresAt createdAt expired } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgencyMemberRole($userId: ID!, $role: AgencyMemberRole!) {\n    setAgencyMemberRole(userId: $userId, role: $role) { userId role status }\n  }\n"): (typeof documents)["\n  mutation SetAgencyMemberRole($userId: ID!, $role: AgencyMemberRole!) {\n    setAgencyMemberRole(userId: $userId, role: $role) { userId role status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendAgencyMember($userId: ID!) {\n    suspendAgencyMember(userId: $userId) { userId role status }\n  }\n"): (typeof documents)["\n  mutation SuspendAgencyMember($userId: ID!) {\n    suspendAgencyMember(userId: $userId) { userId role status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateAgencyMember($userId: ID!) {\n    reactivateAgencyMember(userId: $userId) { userId role status }\n  }\n"): (typeof documents)["\n  mutation ReactivateAgencyMember($userId: ID!) {\n    reactivateAgencyMember(userId: $userId) { userId role status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAgencyMember($userId: ID!) {\n    removeAgencyMember(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveAgencyMember($userId: ID!) {\n    removeAgencyMember(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAgencyInvitation($id: ID!) {\n    revokeAgencyInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeAgencyInvitation($id: ID!) {\n    revokeAgencyInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyInvitation($token: String!) {\n    agencyInvitation(token: $token) { agencyName email memberRole kind subAgencyName expiresAt }\n  }\n"): (typeof documents)["\n  query AgencyInvitation($token: String!) {\n    agencyInvitation(token: $token) { agencyName email memberRole kind subAgencyName expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptAgencyInvitation($input: AcceptAgencyInvitationInput!) {\n    acceptAgencyInvitation(input: $input) { ...SessionUser }\n  }\n"): (typeof documents)["\n  mutation AcceptAgencyInvitation($input: AcceptAgencyInvitationInput!) {\n    acceptAgencyInvitation(input: $input) { ...SessionUser }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedPackage on Package {\n    id name type description duration priceInPkr originalPriceInPkr maxCapacity availableSpots status featured\n    rating bookings inclusions exclusions departureCity transportType makkahHotel madinahHotel makkahNights\n    madinahNights makkahHotelRating madinahHotelRating visaIncluded advancePaymentPercent cancellationPolicy\n    occupancyPrices { occupancy priceInPkr } childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr nameChangeFeeInPkr\n    termsAndConditions images imageUrl destinations countries startDate endDate ownerId updatedAt\n  }\n"): (typeof documents)["\n  fragment ManagedPackage on Package {\n    id name type description duration priceInPkr originalPriceInPkr maxCapacity availableSpots status featured\n    rating bookings inclusions exclusions departureCity transportType makkahHotel madinahHotel makkahNights\n    madinahNights makkahHotelRating madinahHotelRating visaIncluded advancePaymentPercent cancellationPolicy\n    occupancyPrices { occupancy priceInPkr } childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr nameChangeFeeInPkr\n    termsAndConditions images imageUrl destinations countries startDate endDate ownerId updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPackages($search: String, $type: PackageType, $pagination: PaginationInput) {\n    myPackages(search: $search, type: $type, pagination: $pagination) {\n      items { ...ManagedPackage }\n      hasMore offset\n    }\n  }\n"): (typeof documents)["\n  query MyPackages($search: String, $type: PackageType, $pagination: PaginationInput) {\n    myPackages(search: $search, type: $type, pagination: $pagination) {\n      items { ...ManagedPackage }\n      hasMore offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) { ...ManagedPackage }\n  }\n"): (typeof documents)["\n  mutation CreatePackage($input: PackageInput!) {\n    createPackage(input: $input) { ...ManagedPackage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) { ...ManagedPackage }\n  }\n"): (typeof documents)["\n  mutation UpdatePackage($id: ID!, $input: PackageInput!) {\n    updatePackage(id: $id, input: $input) { ...ManagedPackage }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id) {\n      id outcome\n      package { ...ManagedPackage }\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePackage($id: ID!) {\n    deletePackage(id: $id) {\n      id outcome\n      package { ...ManagedPackage }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentStats {\n    agentStats {\n      totalPackages packagesAddedThisMonth activePackages activeBookings pendingBookings totalBookings\n      bookingConversionPercent monthlyEarnings lastMonthEarnings earningsChangePercent averageRating\n      reviewCount\n    }\n  }\n"): (typeof documents)["\n  query AgentStats {\n    agentStats {\n      totalPackages packagesAddedThisMonth activePackages activeBookings pendingBookings totalBookings\n      bookingConversionPercent monthlyEarnings lastMonthEarnings earningsChangePercent averageRating\n      reviewCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentActivity($limit: Int!) {\n    agentActivity(limit: $limit) { id kind description status at amountInPkr }\n  }\n"): (typeof documents)["\n  query AgentActivity($limit: Int!) {\n    agentActivity(limit: $limit) { id kind description status at amountInPkr }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentMonthly($months: Int!) {\n    agentMonthly(months: $months) { month bookings earnings }\n  }\n"): (typeof documents)["\n  query AgentMonthly($months: Int!) {\n    agentMonthly(months: $months) { month bookings earnings }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletStatement($account: StatementAccount, $from: String, $to: String, $agentId: ID, $pagination: PaginationInput) {\n    walletStatement(account: $account, from: $from, to: $to, agentId: $agentId, pagination: $pagination) {\n      agentId agencyName account from to openingBalanceInPkr closingBalanceInPkr totalDebitsInPkr totalCreditsInPkr lineCount\n      csvUrl xlsxUrl\n      lines {\n        hasMore limit offset\n        items { id date time kind description bookingReference actorUsername debitInPkr creditInPkr balanceInPkr }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WalletStatement($account: StatementAccount, $from: String, $to: String, $agentId: ID, $pagination: PaginationInput) {\n    walletStatement(account: $account, from: $from, to: $to, agentId: $agentId, pagination: $pagination) {\n      agentId agencyName account from to openingBalanceInPkr closingBalanceInPkr totalDebitsInPkr totalCreditsInPkr lineCount\n      csvUrl xlsxUrl\n      lines {\n        hasMore limit offset\n        items { id date time kind description bookingReference actorUsername debitInPkr creditInPkr balanceInPkr }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEarnings {\n    myEarnings { balanceInPkr availableForPayoutInPkr pendingPayoutsInPkr }\n  }\n"): (typeof documents)["\n  query MyEarnings {\n    myEarnings { balanceInPkr availableForPayoutInPkr pendingPayoutsInPkr }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPayouts($pagination: PaginationInput) {\n    myPayouts(pagination: $pagination) {\n      hasMore\n      items { id amountInPkr bankAccount status requestedAt decidedAt transferReference reason }\n    }\n  }\n"): (typeof documents)["\n  query MyPayouts($pagination: PaginationInput) {\n    myPayouts(pagination: $pagination) {\n      hasMore\n      items { id amountInPkr bankAccount status requestedAt decidedAt transferReference reason }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPayout($amountInPkr: Decimal!, $bankAccount: String!) {\n    requestPayout(amountInPkr: $amountInPkr, bankAccount: $bankAccount) { id amountInPkr bankAccount status requestedAt decidedAt transferReference reason }\n  }\n"): (typeof documents)["\n  mutation RequestPayout($amountInPkr: Decimal!, $bankAccount: String!) {\n    requestPayout(amountInPkr: $amountInPkr, bankAccount: $bankAccount) { id amountInPkr bankAccount status requestedAt decidedAt transferReference reason }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentAccounts($pagination: PaginationInput) {\n    agentAccounts(pagination: $pagination) {\n      hasMore offset\n      items { id username email agencyName walletBalanceInPkr creditLimitInPkr availableInPkr earningsBalanceInPkr commissionPercent suspendedAt }\n    }\n  }\n"): (typeof documents)["\n  query AgentAccounts($pagination: PaginationInput) {\n    agentAccounts(pagination: $pagination) {\n      hasMore offset\n      items { id username email agencyName walletBalanceInPkr creditLimitInPkr availableInPkr earningsBalanceInPkr commissionPercent suspendedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentSuspended($agentId: ID!, $suspended: Boolean!) {\n    setAgentSuspended(agentId: $agentId, suspended: $suspended) { id suspendedAt }\n  }\n"): (typeof documents)["\n  mutation SetAgentSuspended($agentId: ID!, $suspended: Boolean!) {\n    setAgentSuspended(agentId: $agentId, suspended: $suspended) { id suspendedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentCommission($agentId: ID!, $percent: Decimal) {\n    setAgentCommission(agentId: $agentId, percent: $percent) { agentId commissionPercent effectivePercent }\n  }\n"): (typeof documents)["\n  mutation SetAgentCommission($agentId: ID!, $percent: Decimal) {\n    setAgentCommission(agentId: $agentId, percent: $percent) { agentId commissionPercent effectivePercent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Wallet {\n    wallet { agentId balanceInPkr creditLimitInPkr availableInPkr reservedInPkr }\n  }\n"): (typeof documents)["\n  query Wallet {\n    wallet { agentId balanceInPkr creditLimitInPkr availableInPkr reservedInPkr }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TopUpWallet($method: PaymentMethod!, $amountInPkr: Decimal!) {\n    topUpWallet(method: $method, amountInPkr: $amountInPkr) {\n      payment { id status amountInPkr }\n      redirectUrl\n      formPost { url fields { name value } }\n      instructions { bankName accountTitle iban reference amountInPkr payBy }\n    }\n  }\n"): (typeof documents)["\n  mutation TopUpWallet($method: PaymentMethod!, $amountInPkr: Decimal!) {\n    topUpWallet(method: $method, amountInPkr: $amountInPkr) {\n      payment { id status amountInPkr }\n      redirectUrl\n      formPost { url fields { name value } }\n      instructions { bankName accountTitle iban reference amountInPkr payBy }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentCreditLimit($agentId: ID!, $amountInPkr: Decimal!) {\n    setAgentCreditLimit(agentId: $agentId, amountInPkr: $amountInPkr) { agentId balanceInPkr creditLimitInPkr availableInPkr }\n  }\n"): (typeof documents)["\n  mutation SetAgentCreditLimit($agentId: ID!, $amountInPkr: Decimal!) {\n    setAgentCreditLimit(agentId: $agentId, amountInPkr: $amountInPkr) { agentId balanceInPkr creditLimitInPkr availableInPkr }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { ...SessionUser }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) { ...SessionUser }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { ...SessionUser }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) { ...SessionUser }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quote($input: BookInput!, $markupInPkr: Decimal) {\n    quote(input: $input, markupInPkr: $markupInPkr) { itemName passengerCount netPriceInPkr markupInPkr sellingPriceInPkr }\n  }\n"): (typeof documents)["\n  query Quote($input: BookInput!, $markupInPkr: Decimal) {\n    quote(input: $input, markupInPkr: $markupInPkr) { itemName passengerCount netPriceInPkr markupInPkr sellingPriceInPkr }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMarkups {\n    myMarkups { productType kind value updatedAt }\n  }\n"): (typeof documents)["\n  query MyMarkups {\n    myMarkups { productType kind value updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMarkup($productType: MarkupProductType!, $kind: MarkupKind!, $value: Decimal!) {\n    setMarkup(productType: $productType, kind: $kind, value: $value) { productType kind value updatedAt }\n  }\n"): (typeof documents)["\n  mutation SetMarkup($productType: MarkupProductType!, $kind: MarkupKind!, $value: Decimal!) {\n    setMarkup(productType: $productType, kind: $kind, value: $value) { productType kind value updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerSaleFields on Booking {\n    id type itemName passengerCount totalPriceInPkr markupInPkr sellingPriceInPkr status paymentStatus payable travelDate createdAt\n    roomType checkInDate checkOutDate voucherUrl payBy freeCancellationUntil\n    customer { leadName phone email passengers { name passportNumber } }\n  }\n"): (typeof documents)["\n  fragment CustomerSaleFields on Booking {\n    id type itemName passengerCount totalPriceInPkr markupInPkr sellingPriceInPkr status paymentStatus payable travelDate createdAt\n    roomType checkInDate checkOutDate voucherUrl payBy freeCancellationUntil\n    customer { leadName phone email passengers { name passportNumber } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerSales($pagination: PaginationInput) {\n    bookings(pagination: $pagination, forCustomers: true) {\n      items { id ...CustomerSaleFields }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query CustomerSales($pagination: PaginationInput) {\n    bookings(pagination: $pagination, forCustomers: true) {\n      items { id ...CustomerSaleFields }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFields on Booking {\n    id type itemName bookedBy passengerCount totalPriceInPkr savedInPkr currency status travelDate\n    specialRequirements createdAt roomType roomCount checkInDate checkOutDate voucherUrl flightOrderId\n    payBy freeCancellationUntil\n  }\n"): (typeof documents)["\n  fragment BookingFields on Booking {\n    id type itemName bookedBy passengerCount totalPriceInPkr savedInPkr currency status travelDate\n    specialRequirements createdAt roomType roomCount checkInDate checkOutDate voucherUrl flightOrderId\n    payBy freeCancellationUntil\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items { ...BookingFields ...BookingPaymentFields }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query MyBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination) {\n      items { ...BookingFields ...BookingPaymentFields }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SoldBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination, sold: true) {\n      items { ...BookingFields }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SoldBookings($pagination: PaginationInput) {\n    bookings(pagination: $pagination, sold: true) {\n      items { ...BookingFields }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserStats {\n    analytics { userStats { totalBookings upcomingTrips completedBookings totalSaved loyaltyTier } }\n  }\n"): (typeof documents)["\n  query UserStats {\n    analytics { userStats { totalBookings upcomingTrips completedBookings totalSaved loyaltyTier } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    analytics { overview { totalBookings activeB2BAgents totalRevenue } }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    analytics { overview { totalBookings activeB2BAgents totalRevenue } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Book($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) { ...BookingFields ...BookingPaymentFields }\n  }\n"): (typeof documents)["\n  mutation Book($input: BookInput!, $idempotencyKey: String) {\n    book(input: $input, idempotencyKey: $idempotencyKey) { ...BookingFields ...BookingPaymentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) { ...BookingFields }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) { ...BookingFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailOutbox($status: MailStatus, $pagination: PaginationInput) {\n    mailOutbox(status: $status, pagination: $pagination) {\n      hasMore limit offset\n      items { id toAddress toName subject textBody status attempts lastError createdAt sentAt nextAttemptAt transport attachments { kind id } }\n    }\n  }\n"): (typeof documents)["\n  query MailOutbox($status: MailStatus, $pagination: PaginationInput) {\n    mailOutbox(status: $status, pagination: $pagination) {\n      hasMore limit offset\n      items { id toAddress toName subject textBody status attempts lastError createdAt sentAt nextAttemptAt transport attachments { kind id } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlightSearch($input: FlightSearchInput!) {\n    flightSearch(input: $input) {\n      flights {\n        id price currency pricePkr bookingToken expiresAt sandbox bookable holdable refundable changeable checkedBags\n        segments {\n          departureAt arrivalAt origin destination duration carrier carrierName flightNumber aircraft\n          direction stops\n        }\n      }\n      searchParams {\n        origin destination departureDate returnDate adults children infants tripClass currency provider\n        sandbox marker notice total limit offset\n      }\n    }\n  }\n"): (typeof documents)["\n  query FlightSearch($input: FlightSearchInput!) {\n    flightSearch(input: $input) {\n      flights {\n        id price currency pricePkr bookingToken expiresAt sandbox bookable holdable refundable changeable checkedBags\n        segments {\n          departureAt arrivalAt origin destination duration carrier carrierName flightNumber aircraft\n          direction stops\n        }\n      }\n      searchParams {\n        origin destination departureDate returnDate adults children infants tripClass currency provider\n        sandbox marker notice total limit offset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlightSliceFields on FlightOrderSlice {\n    origin destination durationMinutes\n    segments {\n      origin destination departingAt arrivingAt durationMinutes carrier carrierName flightNumber aircraft\n      baggage { checkedPieces checkedKg carryOnPieces }\n    }\n  }\n"): (typeof documents)["\n  fragment FlightSliceFields on FlightOrderSlice {\n    origin destination durationMinutes\n    segments {\n      origin destination departingAt arrivingAt durationMinutes carrier carrierName flightNumber aircraft\n      baggage { checkedPieces checkedKg carryOnPieces }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlightOrderFields on FlightOrder {\n    id bookingId type status bookingReference provider failure createdAt ticketedAt cancelledAt paymentRequiredBy\n    totalInPkr airlineTotalInPkr serviceFeeInPkr sellingPriceInPkr amountPaidInPkr amountRefundedInPkr\n    owner { code name }\n    slices { ...FlightSliceFields }\n    passengers { type title givenName familyName gender bornOn passportNumber passportCountry passportExpiresOn nationality }\n    contact { email phone }\n    conditions { refundable refundPenaltyInPkr changeable changePenaltyInPkr }\n    tickets { passengerName number }\n    changes { id status detectedAt before { ...FlightSliceFields } after { ...FlightSliceFields } }\n    cancellationQuote { id refundInPkr penaltyInPkr refundTo expiresAt }\n  }\n"): (typeof documents)["\n  fragment FlightOrderFields on FlightOrder {\n    id bookingId type status bookingReference provider failure createdAt ticketedAt cancelledAt paymentRequiredBy\n    totalInPkr airlineTotalInPkr serviceFeeInPkr sellingPriceInPkr amountPaidInPkr amountRefundedInPkr\n    owner { code name }\n    slices { ...FlightSliceFields }\n    passengers { type title givenName familyName gender bornOn passportNumber passportCountry passportExpiresOn nationality }\n    contact { email phone }\n    conditions { refundable refundPenaltyInPkr changeable changePenaltyInPkr }\n    tickets { passengerName number }\n    changes { id status detectedAt before { ...FlightSliceFields } after { ...FlightSliceFields } }\n    cancellationQuote { id refundInPkr penaltyInPkr refundTo expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PriceFlightOffer($offerId: String!) {\n    priceFlightOffer(offerId: $offerId) {\n      priceChanged previousTotalInPkr\n      offer {\n        id totalInPkr airlineTotalInPkr serviceFeeInPkr expiresAt holdable paymentRequiredBy passengerTypes\n        owner { code name }\n        conditions { refundable refundPenaltyInPkr changeable changePenaltyInPkr }\n        slices { ...FlightSliceFields }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PriceFlightOffer($offerId: String!) {\n    priceFlightOffer(offerId: $offerId) {\n      priceChanged previousTotalInPkr\n      offer {\n        id totalInPkr airlineTotalInPkr serviceFeeInPkr expiresAt holdable paymentRequiredBy passengerTypes\n        owner { code name }\n        conditions { refundable refundPenaltyInPkr changeable changePenaltyInPkr }\n        slices { ...FlightSliceFields }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFlightOrder($input: CreateFlightOrderInput!, $idempotencyKey: String) {\n    createFlightOrder(input: $input, idempotencyKey: $idempotencyKey) { ...FlightOrderFields }\n  }\n"): (typeof documents)["\n  mutation CreateFlightOrder($input: CreateFlightOrderInput!, $idempotencyKey: String) {\n    createFlightOrder(input: $input, idempotencyKey: $idempotencyKey) { ...FlightOrderFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlightOrder($id: ID!) {\n    flightOrder(id: $id) { ...FlightOrderFields }\n  }\n"): (typeof documents)["\n  query FlightOrder($id: ID!) {\n    flightOrder(id: $id) { ...FlightOrderFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlightOrders($pagination: PaginationInput) {\n    flightOrders(pagination: $pagination) {\n      items {\n        id bookingId type status bookingReference totalInPkr paymentRequiredBy createdAt\n        owner { code name }\n        slices { ...FlightSliceFields }\n        tickets { passengerName number }\n        changes { id status }\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query FlightOrders($pagination: PaginationInput) {\n    flightOrders(pagination: $pagination) {\n      items {\n        id bookingId type status bookingReference totalInPkr paymentRequiredBy createdAt\n        owner { code name }\n        slices { ...FlightSliceFields }\n        tickets { passengerName number }\n        changes { id status }\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteFlightCancellation($orderId: ID!) {\n    quoteFlightCancellation(orderId: $orderId) { id refundInPkr penaltyInPkr refundTo expiresAt }\n  }\n"): (typeof documents)["\n  mutation QuoteFlightCancellation($orderId: ID!) {\n    quoteFlightCancellation(orderId: $orderId) { id refundInPkr penaltyInPkr refundTo expiresAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmFlightCancellation($orderId: ID!, $quoteId: ID!) {\n    confirmFlightCancellation(orderId: $orderId, quoteId: $quoteId) { ...FlightOrderFields }\n  }\n"): (typeof documents)["\n  mutation ConfirmFlightCancellation($orderId: ID!, $quoteId: ID!) {\n    confirmFlightCancellation(orderId: $orderId, quoteId: $quoteId) { ...FlightOrderFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptAirlineChange($orderId: ID!, $changeId: ID!) {\n    acceptAirlineChange(orderId: $orderId, changeId: $changeId) { ...FlightOrderFields }\n  }\n"): (typeof documents)["\n  mutation AcceptAirlineChange($orderId: ID!, $changeId: ID!) {\n    acceptAirlineChange(orderId: $orderId, changeId: $changeId) { ...FlightOrderFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocalHotelCard_hotel on Hotel {\n    id name imageUrl rating city country description amenities isAvailable availableRooms currency nights\n    roomCount roomType pricePerNightFormatted\n    priceBreakdown {\n      taxRate\n      formatted { pricePerNight subtotal taxes total }\n    }\n  }\n"): (typeof documents)["\n  fragment LocalHotelCard_hotel on Hotel {\n    id name imageUrl rating city country description amenities isAvailable availableRooms currency nights\n    roomCount roomType pricePerNightFormatted\n    priceBreakdown {\n      taxRate\n      formatted { pricePerNight subtotal taxes total }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HotelPrices($hotelId: ID!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!) {\n    hotelPrices(hotelId: $hotelId, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests) {\n      currency formatted totalFormatted\n    }\n  }\n"): (typeof documents)["\n  query HotelPrices($hotelId: ID!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!) {\n    hotelPrices(hotelId: $hotelId, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests) {\n      currency formatted totalFormatted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocalHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!, $currency: String!, $pagination: PaginationInput) {\n    hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: $currency, pagination: $pagination) {\n      items { id ...LocalHotelCard_hotel }\n      hasMore limit offset\n    }\n  }\n"): (typeof documents)["\n  query LocalHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!, $currency: String!, $pagination: PaginationInput) {\n    hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: $currency, pagination: $pagination) {\n      items { id ...LocalHotelCard_hotel }\n      hasMore limit offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderHotelSearch($input: ProviderHotelSearchInput!) {\n    providerHotelSearch(input: $input) {\n      hotels { id name stars priceFrom priceFromPkr currency city country distanceKm link sandbox }\n      searchParams {\n        location resolvedLocation country checkIn checkOut nights adults children rooms sandbox total\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderHotelSearch($input: ProviderHotelSearchInput!) {\n    providerHotelSearch(input: $input) {\n      hotels { id name stars priceFrom priceFromPkr currency city country distanceKm link sandbox }\n      searchParams {\n        location resolvedLocation country checkIn checkOut nights adults children rooms sandbox total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyNetwork {\n    agencyNetwork {\n      role\n      masterName\n      creditLimitInPkr\n      givenInPkr\n      availableInPkr\n      defaultMarkups { productType kind value inherited }\n      subAgents { ...SubAgentFields }\n    }\n  }\n"): (typeof documents)["\n  query AgencyNetwork {\n    agencyNetwork {\n      role\n      masterName\n      creditLimitInPkr\n      givenInPkr\n      availableInPkr\n      defaultMarkups { productType kind value inherited }\n      subAgents { ...SubAgentFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubAgentFields on SubAgent {\n    id name email status creditLimitInPkr owedInPkr availableInPkr salesInPkr bookingCount marginInPkr invitationUrl createdAt\n    markups { productType kind value inherited }\n  }\n"): (typeof documents)["\n  fragment SubAgentFields on SubAgent {\n    id name email status creditLimitInPkr owedInPkr availableInPkr salesInPkr bookingCount marginInPkr invitationUrl createdAt\n    markups { productType kind value inherited }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteSubAgent($input: InviteSubAgentInput!) {\n    inviteSubAgent(input: $input) { id invitationUrl subAgent { ...SubAgentFields } }\n  }\n"): (typeof documents)["\n  mutation InviteSubAgent($input: InviteSubAgentInput!) {\n    inviteSubAgent(input: $input) { id invitationUrl subAgent { ...SubAgentFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubAgent($id: ID!, $input: UpdateSubAgentInput!) {\n    updateSubAgent(id: $id, input: $input) { ...SubAgentFields }\n  }\n"): (typeof documents)["\n  mutation UpdateSubAgent($id: ID!, $input: UpdateSubAgentInput!) {\n    updateSubAgent(id: $id, input: $input) { ...SubAgentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultNetworkMarkup($input: NetworkMarkupInput!) {\n    setDefaultNetworkMarkup(input: $input) { productType kind value inherited }\n  }\n"): (typeof documents)["\n  mutation SetDefaultNetworkMarkup($input: NetworkMarkupInput!) {\n    setDefaultNetworkMarkup(input: $input) { productType kind value inherited }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubAgentBookings($subAgentId: ID, $limit: Int, $offset: Int) {\n    subAgentBookings(subAgentId: $subAgentId, limit: $limit, offset: $offset) {\n      items { ...BookingFields }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query SubAgentBookings($subAgentId: ID, $limit: Int, $offset: Int) {\n    subAgentBookings(subAgentId: $subAgentId, limit: $limit, offset: $offset) {\n      items { ...BookingFields }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgencyBrand {\n    agencyBrand { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n"): (typeof documents)["\n  query AgencyBrand {\n    agencyBrand { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgencyBrand($input: AgencyBrandInput!) {\n    setAgencyBrand(input: $input) { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n"): (typeof documents)["\n  mutation SetAgencyBrand($input: AgencyBrandInput!) {\n    setAgencyBrand(input: $input) { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAgencyLogo {\n    removeAgencyLogo { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n"): (typeof documents)["\n  mutation RemoveAgencyLogo {\n    removeAgencyLogo { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($pagination: PaginationInput) {\n    notifications(pagination: $pagination) {\n      hasMore limit offset\n      items { id kind title body link createdAt readAt }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($pagination: PaginationInput) {\n    notifications(pagination: $pagination) {\n      hasMore limit offset\n      items { id kind title body link createdAt readAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id readAt }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) { id readAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackageDetail($id: ID!) {\n    package(id: $id) {\n      id name description type imageUrl duration priceInPkr originalPriceInPkr departureCity inclusions exclusions availableSpots\n      occupancyPrices { occupancy priceInPkr }\n      childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr\n    }\n  }\n"): (typeof documents)["\n  query PackageDetail($id: ID!) {\n    package(id: $id) {\n      id name description type imageUrl duration priceInPkr originalPriceInPkr departureCity inclusions exclusions availableSpots\n      occupancyPrices { occupancy priceInPkr }\n      childWithBedPriceInPkr childWithoutBedPriceInPkr infantPriceInPkr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageCard_package on Package {\n    id name description type imageUrl duration priceInPkr originalPriceInPkr featured rating departureCity\n    inclusions occupancyPrices { occupancy priceInPkr }\n  }\n"): (typeof documents)["\n  fragment PackageCard_package on Package {\n    id name description type imageUrl duration priceInPkr originalPriceInPkr featured rating departureCity\n    inclusions occupancyPrices { occupancy priceInPkr }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Packages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items { id ...PackageCard_package }\n      hasMore limit offset\n    }\n  }\n"): (typeof documents)["\n  query Packages($type: PackageType, $pagination: PaginationInput) {\n    packages(type: $type, pagination: $pagination) {\n      items { id ...PackageCard_package }\n      hasMore limit offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    budget {\n      maximumAvailable\n      currentlyAvailable\n      restoreRate\n      requestLimit\n      windowSeconds\n    }\n    user {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    budget {\n      maximumAvailable\n      currentlyAvailable\n      restoreRate\n      requestLimit\n      windowSeconds\n    }\n    user {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($all: Boolean!, $pagination: PaginationInput) {\n    apiKeys(all: $all, pagination: $pagination) {\n      items {\n        ...ApiKeyFields\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($all: Boolean!, $pagination: PaginationInput) {\n    apiKeys(all: $all, pagination: $pagination) {\n      items {\n        ...ApiKeyFields\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    status\n    disabledReason\n    createdAt\n    failingSince\n    previousSecretExpiresAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    status\n    disabledReason\n    createdAt\n    failingSince\n    previousSecretExpiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    endpointId\n    type\n    createdAt\n    status\n    nextAttemptAt\n    payload\n    attempts {\n      at\n      statusCode\n      latencyMs\n      error\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    eventId\n    endpointId\n    type\n    createdAt\n    status\n    nextAttemptAt\n    payload\n    attempts {\n      at\n      statusCode\n      latencyMs\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n"): (typeof documents)["\n  query WebhookEventTypes {\n    webhookEventTypes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $pagination: PaginationInput) {\n    webhookDeliveries(endpointId: $endpointId, pagination: $pagination) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $pagination: PaginationInput) {\n    webhookDeliveries(endpointId: $endpointId, pagination: $pagination) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhookEvent($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhookEvent($endpointId: ID!) {\n    sendTestWebhookEvent(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendWebhookEvent($eventId: ID!) {\n    resendWebhookEvent(eventId: $eventId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendWebhookEvent($eventId: ID!) {\n    resendWebhookEvent(eventId: $eventId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingPaymentFields on Booking {\n    id status paymentStatus payable totalPriceInPkr amountPaidInPkr amountRefundedInPkr amountDueNowInPkr\n    balanceDueInPkr balanceDueAt holdExpiresAt payBy freeCancellationUntil\n  }\n"): (typeof documents)["\n  fragment BookingPaymentFields on Booking {\n    id status paymentStatus payable totalPriceInPkr amountPaidInPkr amountRefundedInPkr amountDueNowInPkr\n    balanceDueInPkr balanceDueAt holdExpiresAt payBy freeCancellationUntil\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentFields on Payment {\n    id bookingId method purpose status amountInPkr createdAt settledAt failureReason reference checkoutStatus expiresAt payerName\n    invoiceUrl invoiceNumber\n  }\n"): (typeof documents)["\n  fragment PaymentFields on Payment {\n    id bookingId method purpose status amountInPkr createdAt settledAt failureReason reference checkoutStatus expiresAt payerName\n    invoiceUrl invoiceNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundFields on Refund {\n    id bookingId paymentId method reason status amountInPkr createdAt settledAt reference note creditNoteUrl creditNoteNumber\n  }\n"): (typeof documents)["\n  fragment RefundFields on Refund {\n    id bookingId paymentId method reason status amountInPkr createdAt settledAt reference note creditNoteUrl creditNoteNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Checkout($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n      ...BookingPaymentFields\n      flightOrderId\n      payments { ...PaymentFields }\n      refunds { ...RefundFields }\n    }\n    paymentMethods { method label available }\n  }\n"): (typeof documents)["\n  query Checkout($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n      ...BookingPaymentFields\n      flightOrderId\n      payments { ...PaymentFields }\n      refunds { ...RefundFields }\n    }\n    paymentMethods { method label available }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxPayment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n      booking { id itemName }\n    }\n  }\n"): (typeof documents)["\n  query SandboxPayment($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n      booking { id itemName }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Pay($bookingId: ID!, $method: PaymentMethod!) {\n    pay(bookingId: $bookingId, method: $method) {\n      payment { ...PaymentFields }\n      redirectUrl\n      formPost { url fields { name value } }\n      instructions { bankName accountTitle iban reference amountInPkr payBy }\n    }\n  }\n"): (typeof documents)["\n  mutation Pay($bookingId: ID!, $method: PaymentMethod!) {\n    pay(bookingId: $bookingId, method: $method) {\n      payment { ...PaymentFields }\n      redirectUrl\n      formPost { url fields { name value } }\n      instructions { bankName accountTitle iban reference amountInPkr payBy }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancellationQuote($bookingId: ID!) {\n    cancellationQuote(bookingId: $bookingId) { bookingId paidInPkr refundInPkr penaltyInPkr refundPercent daysBeforeTravel }\n  }\n"): (typeof documents)["\n  query CancellationQuote($bookingId: ID!) {\n    cancellationQuote(bookingId: $bookingId) { bookingId paidInPkr refundInPkr penaltyInPkr refundPercent daysBeforeTravel }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayments($filter: PaymentFilter, $pagination: PaginationInput) {\n    payments(filter: $filter, pagination: $pagination) {\n      items { ...PaymentFields proofSubmittedAt proofUrl booking { id itemName } }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query AdminPayments($filter: PaymentFilter, $pagination: PaginationInput) {\n    payments(filter: $filter, pagination: $pagination) {\n      items { ...PaymentFields proofSubmittedAt proofUrl booking { id itemName } }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRefunds($pagination: PaginationInput) {\n    refunds(pagination: $pagination) {\n      items { ...RefundFields }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query AdminRefunds($pagination: PaginationInput) {\n    refunds(pagination: $pagination) {\n      items { ...RefundFields }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBankTransfer($paymentId: ID!) {\n    confirmBankTransfer(paymentId: $paymentId) { ...PaymentFields }\n  }\n"): (typeof documents)["\n  mutation ConfirmBankTransfer($paymentId: ID!) {\n    confirmBankTransfer(paymentId: $paymentId) { ...PaymentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectBankTransfer($paymentId: ID!, $reason: String!) {\n    rejectBankTransfer(paymentId: $paymentId, reason: $reason) { ...PaymentFields }\n  }\n"): (typeof documents)["\n  mutation RejectBankTransfer($paymentId: ID!, $reason: String!) {\n    rejectBankTransfer(paymentId: $paymentId, reason: $reason) { ...PaymentFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentProofUploadUrl {\n    createPaymentProofUploadUrl { uploadURL }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentProofUploadUrl {\n    createPaymentProofUploadUrl { uploadURL }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitBankTransferProof($paymentId: ID!, $file: String!) {\n    submitBankTransferProof(paymentId: $paymentId, file: $file) { ...PaymentFields proofSubmittedAt }\n  }\n"): (typeof documents)["\n  mutation SubmitBankTransferProof($paymentId: ID!, $file: String!) {\n    submitBankTransferProof(paymentId: $paymentId, file: $file) { ...PaymentFields proofSubmittedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerQuoteFields on CustomerQuote {\n    id\n    status\n    shareUrl\n    sharePath\n    customerName\n    customerPhone\n    customerEmail\n    note\n    currency\n    totalInPkr\n    costInPkr\n    expiresAt\n    viewedAt\n    acceptedAt\n    createdAt\n    createdBy\n    whatsappUrl\n    items {\n      position\n      type\n      itemName\n      summary\n      imageUrl\n      costInPkr\n      priceInPkr\n      bookingId\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerQuoteFields on CustomerQuote {\n    id\n    status\n    shareUrl\n    sharePath\n    customerName\n    customerPhone\n    customerEmail\n    note\n    currency\n    totalInPkr\n    costInPkr\n    expiresAt\n    viewedAt\n    acceptedAt\n    createdAt\n    createdBy\n    whatsappUrl\n    items {\n      position\n      type\n      itemName\n      summary\n      imageUrl\n      costInPkr\n      priceInPkr\n      bookingId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerQuotes($limit: Int, $offset: Int) {\n    customerQuotes(limit: $limit, offset: $offset) {\n      items {\n        id\n        ...CustomerQuoteFields\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n"): (typeof documents)["\n  query CustomerQuotes($limit: Int, $offset: Int) {\n    customerQuotes(limit: $limit, offset: $offset) {\n      items {\n        id\n        ...CustomerQuoteFields\n      }\n      hasMore\n      limit\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomerQuote($input: CreateQuoteInput!) {\n    createCustomerQuote(input: $input) {\n      id\n      ...CustomerQuoteFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomerQuote($input: CreateQuoteInput!) {\n    createCustomerQuote(input: $input) {\n      id\n      ...CustomerQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id username email firstName lastName role profileImageUrl createdAt agencyRole language\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id username email firstName lastName role profileImageUrl createdAt agencyRole language\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransportCard_option on TransportOption {\n    id type name description operator imageUrl priceInPkr fromCity toCity duration features seatsAvailable\n  }\n"): (typeof documents)["\n  fragment TransportCard_option on TransportOption {\n    id type name description operator imageUrl priceInPkr fromCity toCity duration features seatsAvailable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transport($type: TransportType, $pagination: PaginationInput) {\n    transport(type: $type, pagination: $pagination) {\n      items { id ...TransportCard_option }\n      hasMore limit offset\n    }\n  }\n"): (typeof documents)["\n  query Transport($type: TransportType, $pagination: PaginationInput) {\n    transport(type: $type, pagination: $pagination) {\n      items { id ...TransportCard_option }\n      hasMore limit offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UmrahGroups($pagination: PaginationInput) {\n    umrahGroups(pagination: $pagination) {\n      items {\n        id name status pilgrimCount departureDate arrivalDate\n        readiness { ready missing { code } }\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query UmrahGroups($pagination: PaginationInput) {\n    umrahGroups(pagination: $pagination) {\n      items {\n        id name status pilgrimCount departureDate arrivalDate\n        readiness { ready missing { code } }\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UmrahGroupFull on UmrahGroup {\n    id name packageId packageName arrivalDate departureDate arrivalAirport departureAirport makkahNights madinahNights\n    firstCity status pilgrimCount visaSubmittedAt visaLapseWarning createdAt\n    pilgrims {\n      id givenNames surname gender dateOfBirth nationality passportNumber passportIssueDate passportExpiryDate cnic\n      family relation meningitisVaccinationDate polioVaccinationDate phone roomId visaApplicationId visaStatus\n    }\n    rooms { id occupancy beds pilgrimIds }\n    stays { id city hotelName bookingId checkInDate checkOutDate roomType roomCount guestCount totalInPkr confirmed }\n    transfers { id kind fromPlace toPlace date provider confirmationNumber }\n    readiness { ready missing { code message } }\n    money { roomsInPkr hotelsInPkr totalInPkr }\n  }\n"): (typeof documents)["\n  fragment UmrahGroupFull on UmrahGroup {\n    id name packageId packageName arrivalDate departureDate arrivalAirport departureAirport makkahNights madinahNights\n    firstCity status pilgrimCount visaSubmittedAt visaLapseWarning createdAt\n    pilgrims {\n      id givenNames surname gender dateOfBirth nationality passportNumber passportIssueDate passportExpiryDate cnic\n      family relation meningitisVaccinationDate polioVaccinationDate phone roomId visaApplicationId visaStatus\n    }\n    rooms { id occupancy beds pilgrimIds }\n    stays { id city hotelName bookingId checkInDate checkOutDate roomType roomCount guestCount totalInPkr confirmed }\n    transfers { id kind fromPlace toPlace date provider confirmationNumber }\n    readiness { ready missing { code message } }\n    money { roomsInPkr hotelsInPkr totalInPkr }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UmrahGroup($id: ID!) {\n    umrahGroup(id: $id) { ...UmrahGroupFull }\n  }\n"): (typeof documents)["\n  query UmrahGroup($id: ID!) {\n    umrahGroup(id: $id) { ...UmrahGroupFull }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUmrahGroup($input: UmrahGroupInput!) {\n    createUmrahGroup(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateUmrahGroup($input: UmrahGroupInput!) {\n    createUmrahGroup(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParseMrz($lines: [String!]!) {\n    parseMrz(lines: $lines) {\n      surname givenNames passportNumber nationality issuingState dateOfBirth gender expiryDate personalNumber\n    }\n  }\n"): (typeof documents)["\n  query ParseMrz($lines: [String!]!) {\n    parseMrz(lines: $lines) {\n      surname givenNames passportNumber nationality issuingState dateOfBirth gender expiryDate personalNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPilgrim($groupId: ID!, $input: PilgrimInput!) {\n    addPilgrim(groupId: $groupId, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation AddPilgrim($groupId: ID!, $input: PilgrimInput!) {\n    addPilgrim(groupId: $groupId, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePilgrim($groupId: ID!, $pilgrimId: ID!) {\n    removePilgrim(groupId: $groupId, pilgrimId: $pilgrimId) { ...UmrahGroupFull }\n  }\n"): (typeof documents)["\n  mutation RemovePilgrim($groupId: ID!, $pilgrimId: ID!) {\n    removePilgrim(groupId: $groupId, pilgrimId: $pilgrimId) { ...UmrahGroupFull }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGroupRooms($groupId: ID!, $rooms: [RoomCountInput!]!) {\n    setGroupRooms(groupId: $groupId, rooms: $rooms) { ...UmrahGroupFull }\n  }\n"): (typeof documents)["\n  mutation SetGroupRooms($groupId: ID!, $rooms: [RoomCountInput!]!) {\n    setGroupRooms(groupId: $groupId, rooms: $rooms) { ...UmrahGroupFull }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AutoAllocateRooms($groupId: ID!) {\n    autoAllocateRooms(groupId: $groupId) { rooms { id occupancy beds pilgrimIds } unplaced }\n  }\n"): (typeof documents)["\n  mutation AutoAllocateRooms($groupId: ID!) {\n    autoAllocateRooms(groupId: $groupId) { rooms { id occupancy beds pilgrimIds } unplaced }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRooming($groupId: ID!, $rooms: [RoomAssignmentInput!]!) {\n    setRooming(groupId: $groupId, rooms: $rooms) { rooms { id occupancy beds pilgrimIds } unplaced }\n  }\n"): (typeof documents)["\n  mutation SetRooming($groupId: ID!, $rooms: [RoomAssignmentInput!]!) {\n    setRooming(groupId: $groupId, rooms: $rooms) { rooms { id occupancy beds pilgrimIds } unplaced }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookGroupHotel($groupId: ID!, $input: GroupHotelInput!) {\n    bookGroupHotel(groupId: $groupId, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation BookGroupHotel($groupId: ID!, $input: GroupHotelInput!) {\n    bookGroupHotel(groupId: $groupId, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTransferLeg($groupId: ID!, $input: TransferLegInput!) {\n    addTransferLeg(groupId: $groupId, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation AddTransferLeg($groupId: ID!, $input: TransferLegInput!) {\n    addTransferLeg(groupId: $groupId, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTransferLeg($groupId: ID!, $legId: ID!) {\n    removeTransferLeg(groupId: $groupId, legId: $legId) { ...UmrahGroupFull }\n  }\n"): (typeof documents)["\n  mutation RemoveTransferLeg($groupId: ID!, $legId: ID!) {\n    removeTransferLeg(groupId: $groupId, legId: $legId) { ...UmrahGroupFull }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitGroupVisas($groupId: ID!) {\n    submitGroupVisas(groupId: $groupId) { ...UmrahGroupFull }\n  }\n"): (typeof documents)["\n  mutation SubmitGroupVisas($groupId: ID!) {\n    submitGroupVisas(groupId: $groupId) { ...UmrahGroupFull }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UmrahHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!) {\n    hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: \"PKR\", pagination: { limit: 50 }) {\n      items { id name rating roomTypes { kind maxOccupancy isAvailable availableRooms pricePerNightInPkr } }\n    }\n  }\n"): (typeof documents)["\n  query UmrahHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!) {\n    hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: \"PKR\", pagination: { limit: 50 }) {\n      items { id name rating roomTypes { kind maxOccupancy isAvailable availableRooms pricePerNightInPkr } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyUmrahPackages {\n    myPackages(type: umrah, pagination: { limit: 100 }) {\n      items { id name makkahNights madinahNights startDate endDate }\n    }\n  }\n"): (typeof documents)["\n  query MyUmrahPackages {\n    myPackages(type: umrah, pagination: { limit: 100 }) {\n      items { id name makkahNights madinahNights startDate endDate }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisaQueue($status: [VisaApplicationStatus!], $overdue: Boolean, $pagination: PaginationInput) {\n    visaQueue(status: $status, overdue: $overdue, pagination: $pagination) {\n      items { id title country processing applicantCount appliedBy status dueAt travelDate }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query VisaQueue($status: [VisaApplicationStatus!], $overdue: Boolean, $pagination: PaginationInput) {\n    visaQueue(status: $status, overdue: $overdue, pagination: $pagination) {\n      items { id title country processing applicantCount appliedBy status dueAt travelDate }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySellerVisaOffers($pagination: PaginationInput) {\n    mySellerVisaOffers(pagination: $pagination) {\n      items {\n        id title country visaType active soldBy\n        processingOptions { processing priceInPkr }\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query MySellerVisaOffers($pagination: PaginationInput) {\n    mySellerVisaOffers(pagination: $pagination) {\n      items {\n        id title country visaType active soldBy\n        processingOptions { processing priceInPkr }\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyVisaApplications($pagination: PaginationInput) {\n    myVisaApplications(pagination: $pagination) {\n      items { id ...MyVisaApplicationRow_application }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query MyVisaApplications($pagination: PaginationInput) {\n    myVisaApplications(pagination: $pagination) {\n      items { id ...MyVisaApplicationRow_application }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisaApplicationDetail($id: ID!) {\n    visaApplication(id: $id) { id ...VisaApplicationPage_application }\n  }\n"): (typeof documents)["\n  query VisaApplicationDetail($id: ID!) {\n    visaApplication(id: $id) { id ...VisaApplicationPage_application }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisaApplyOffer($id: ID!) {\n    visaOffer(id: $id) {\n      id title country active\n      processingOptions { processing label priceInPkr }\n      documents { kind label }\n    }\n  }\n"): (typeof documents)["\n  query VisaApplyOffer($id: ID!) {\n    visaOffer(id: $id) {\n      id title country active\n      processingOptions { processing label priceInPkr }\n      documents { kind label }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisaOfferCard_offer on VisaOffer {\n    id title country visaType entries validityDays stayDays soldBy notes refundPolicy\n    processingOptions { processing label priceInPkr }\n    documents { kind label }\n  }\n"): (typeof documents)["\n  fragment VisaOfferCard_offer on VisaOffer {\n    id title country visaType entries validityDays stayDays soldBy notes refundPolicy\n    processingOptions { processing label priceInPkr }\n    documents { kind label }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisaOffers($destination: String, $type: VisaType, $pagination: PaginationInput) {\n    visaOffers(destination: $destination, type: $type, pagination: $pagination) {\n      items { id ...VisaOfferCard_offer }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query VisaOffers($destination: String, $type: VisaType, $pagination: PaginationInput) {\n    visaOffers(destination: $destination, type: $type, pagination: $pagination) {\n      items { id ...VisaOfferCard_offer }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisaApplicationPage_application on VisaApplication {\n    id title country visaType processing travelDate applicantCount pricePerApplicantInPkr totalPriceInPkr\n    paymentStatus refundDueInPkr status statusNote submittedAt dueAt decidedAt createdAt appliedBy\n    viewerIsApplicant viewerCanProcess\n    offer {\n      id\n      documents { kind label }\n    }\n    applicants { id position fullName passportNumber nationality dateOfBirth passportExpiry }\n    documents { id applicantId kind label contentType sizeBytes createdAt supersededAt downloadUrl }\n    timeline { id fromStatus toStatus note actorName actorRole createdAt }\n  }\n"): (typeof documents)["\n  fragment VisaApplicationPage_application on VisaApplication {\n    id title country visaType processing travelDate applicantCount pricePerApplicantInPkr totalPriceInPkr\n    paymentStatus refundDueInPkr status statusNote submittedAt dueAt decidedAt createdAt appliedBy\n    viewerIsApplicant viewerCanProcess\n    offer {\n      id\n      documents { kind label }\n    }\n    applicants { id position fullName passportNumber nationality dateOfBirth passportExpiry }\n    documents { id applicantId kind label contentType sizeBytes createdAt supersededAt downloadUrl }\n    timeline { id fromStatus toStatus note actorName actorRole createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyVisaApplicationRow_application on VisaApplication {\n    id title country processing travelDate applicantCount totalPriceInPkr status statusNote createdAt\n  }\n"): (typeof documents)["\n  fragment MyVisaApplicationRow_application on VisaApplication {\n    id title country processing travelDate applicantCount totalPriceInPkr status statusNote createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForVisa($input: ApplyVisaInput!) {\n    applyForVisa(input: $input) {\n      id status\n      ...MyVisaApplicationRow_application\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyForVisa($input: ApplyVisaInput!) {\n    applyForVisa(input: $input) {\n      id status\n      ...MyVisaApplicationRow_application\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachVisaDocument($input: AttachVisaDocumentInput!) {\n    attachVisaDocument(input: $input) {\n      id applicantId kind label contentType sizeBytes createdAt supersededAt downloadUrl\n    }\n  }\n"): (typeof documents)["\n  mutation AttachVisaDocument($input: AttachVisaDocumentInput!) {\n    attachVisaDocument(input: $input) {\n      id applicantId kind label contentType sizeBytes createdAt supersededAt downloadUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitVisaApplication($id: ID!) { submitVisaApplication(id: $id) { ...VisaApplicationPage_application } }"): (typeof documents)["mutation SubmitVisaApplication($id: ID!) { submitVisaApplication(id: $id) { ...VisaApplicationPage_application } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestVisaDocuments($id: ID!, $note: String!) { requestVisaDocuments(id: $id, note: $note) { ...VisaApplicationPage_application } }"): (typeof documents)["mutation RequestVisaDocuments($id: ID!, $note: String!) { requestVisaDocuments(id: $id, note: $note) { ...VisaApplicationPage_application } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartVisaProcessing($id: ID!) { startVisaProcessing(id: $id) { ...VisaApplicationPage_application } }"): (typeof documents)["mutation StartVisaProcessing($id: ID!) { startVisaProcessing(id: $id) { ...VisaApplicationPage_application } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveVisaApplication($id: ID!, $file: String!) { approveVisaApplication(id: $id, file: $file) { ...VisaApplicationPage_application } }"): (typeof documents)["mutation ApproveVisaApplication($id: ID!, $file: String!) { approveVisaApplication(id: $id, file: $file) { ...VisaApplicationPage_application } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RejectVisaApplication($id: ID!, $reason: String!) { rejectVisaApplication(id: $id, reason: $reason) { ...VisaApplicationPage_application } }"): (typeof documents)["mutation RejectVisaApplication($id: ID!, $reason: String!) { rejectVisaApplication(id: $id, reason: $reason) { ...VisaApplicationPage_application } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVisaOfferActive($id: ID!, $active: Boolean!) {\n    setVisaOfferActive(id: $id, active: $active) { id active }\n  }\n"): (typeof documents)["\n  mutation SetVisaOfferActive($id: ID!, $active: Boolean!) {\n    setVisaOfferActive(id: $id, active: $active) { id active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVisaDocumentUploadUrl {\n    createVisaDocumentUploadUrl { uploadURL }\n  }\n"): (typeof documents)["\n  mutation CreateVisaDocumentUploadUrl {\n    createVisaDocumentUploadUrl { uploadURL }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;