import { graphql } from '../../gql';

// Umrah groups (issue 36): the documents of the Umrah Groups tab and the group's page. Every change to a group
// refetches the group (UmrahGroup): pilgrims, rooms, readiness and money move together.

export const GROUPS_PAGE_SIZE = 20;

export const UmrahGroupsQuery = graphql(`
  query UmrahGroups($pagination: PaginationInput) {
    umrahGroups(pagination: $pagination) {
      items {
        id name status pilgrimCount departureDate arrivalDate
        readiness { ready missing { code } }
      }
      hasMore
    }
  }
`);

export const UmrahGroupFragment = graphql(`
  fragment UmrahGroupFull on UmrahGroup {
    id name packageId packageName arrivalDate departureDate arrivalAirport departureAirport makkahNights madinahNights
    firstCity status pilgrimCount visaSubmittedAt visaLapseWarning createdAt
    pilgrims {
      id givenNames surname gender dateOfBirth nationality passportNumber passportIssueDate passportExpiryDate cnic
      family relation meningitisVaccinationDate polioVaccinationDate phone roomId visaApplicationId visaStatus
    }
    rooms { id occupancy beds pilgrimIds }
    stays { id city hotelName bookingId checkInDate checkOutDate roomType roomCount guestCount totalInPkr confirmed }
    transfers { id kind fromPlace toPlace date provider confirmationNumber }
    readiness { ready missing { code message } }
    money { roomsInPkr hotelsInPkr totalInPkr }
  }
`);

export const UmrahGroupQuery = graphql(`
  query UmrahGroup($id: ID!) {
    umrahGroup(id: $id) { ...UmrahGroupFull }
  }
`);

export const CreateUmrahGroupMutation = graphql(`
  mutation CreateUmrahGroup($input: UmrahGroupInput!) {
    createUmrahGroup(input: $input) { id }
  }
`);

export const ParseMrzQuery = graphql(`
  query ParseMrz($lines: [String!]!) {
    parseMrz(lines: $lines) {
      surname givenNames passportNumber nationality issuingState dateOfBirth gender expiryDate personalNumber
    }
  }
`);

export const AddPilgrimMutation = graphql(`
  mutation AddPilgrim($groupId: ID!, $input: PilgrimInput!) {
    addPilgrim(groupId: $groupId, input: $input) { id }
  }
`);

export const RemovePilgrimMutation = graphql(`
  mutation RemovePilgrim($groupId: ID!, $pilgrimId: ID!) {
    removePilgrim(groupId: $groupId, pilgrimId: $pilgrimId) { ...UmrahGroupFull }
  }
`);

export const SetGroupRoomsMutation = graphql(`
  mutation SetGroupRooms($groupId: ID!, $rooms: [RoomCountInput!]!) {
    setGroupRooms(groupId: $groupId, rooms: $rooms) { ...UmrahGroupFull }
  }
`);

export const AutoAllocateRoomsMutation = graphql(`
  mutation AutoAllocateRooms($groupId: ID!) {
    autoAllocateRooms(groupId: $groupId) { rooms { id occupancy beds pilgrimIds } unplaced }
  }
`);

export const SetRoomingMutation = graphql(`
  mutation SetRooming($groupId: ID!, $rooms: [RoomAssignmentInput!]!) {
    setRooming(groupId: $groupId, rooms: $rooms) { rooms { id occupancy beds pilgrimIds } unplaced }
  }
`);

export const BookGroupHotelMutation = graphql(`
  mutation BookGroupHotel($groupId: ID!, $input: GroupHotelInput!) {
    bookGroupHotel(groupId: $groupId, input: $input) { id }
  }
`);

export const AddTransferLegMutation = graphql(`
  mutation AddTransferLeg($groupId: ID!, $input: TransferLegInput!) {
    addTransferLeg(groupId: $groupId, input: $input) { id }
  }
`);

export const RemoveTransferLegMutation = graphql(`
  mutation RemoveTransferLeg($groupId: ID!, $legId: ID!) {
    removeTransferLeg(groupId: $groupId, legId: $legId) { ...UmrahGroupFull }
  }
`);

export const SubmitGroupVisasMutation = graphql(`
  mutation SubmitGroupVisas($groupId: ID!) {
    submitGroupVisas(groupId: $groupId) { ...UmrahGroupFull }
  }
`);

export const UmrahHotelsQuery = graphql(`
  query UmrahHotels($city: String!, $checkInDate: String!, $checkOutDate: String!, $rooms: Int!, $guests: Int!) {
    hotels(city: $city, checkInDate: $checkInDate, checkOutDate: $checkOutDate, rooms: $rooms, guests: $guests, currency: "PKR", pagination: { limit: 50 }) {
      items { id name rating roomTypes { kind maxOccupancy isAvailable availableRooms pricePerNightInPkr } }
    }
  }
`);

export const MyUmrahPackagesQuery = graphql(`
  query MyUmrahPackages {
    myPackages(type: umrah, pagination: { limit: 100 }) {
      items { id name makkahNights madinahNights startDate endDate }
    }
  }
`);

/** The REST paths of a group's files. */
export const documentUrl = (groupId: string, file: 'manifest.xlsx' | 'rooming.pdf' | 'rooming.xlsx' | 'voucher.pdf') =>
  `/api/umrah/groups/${encodeURIComponent(groupId)}/documents/${file}`;
export const TEMPLATE_XLSX = '/api/umrah/template.xlsx';
export const TEMPLATE_CSV = '/api/umrah/template.csv';
