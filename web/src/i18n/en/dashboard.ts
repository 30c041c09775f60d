import { pageNamespace } from '../page';

// the traveller's dashboard (web/src/modules/dashboard/EndUserDashboard and parts).
const strings = {
  welcome: 'Welcome back, {{name}}!',
  traveler: 'Traveler',
  subtitle: 'Your bookings, upcoming trips and profile',
  stats: {
    totalBookings: 'Total Bookings',
    upcomingTrips: 'Upcoming Trips',
    totalSaved: 'Total Saved',
    status: 'Status',
    completedTrips: '{{count}} completed trips',
  },
  // the loyalty tiers (userStats.loyaltyTier)
  tiers: { Bronze: 'Bronze', Silver: 'Silver', Gold: 'Gold', Platinum: 'Platinum' },
  tabs: { overview: 'Overview', bookings: 'My Bookings', flights: 'Flights', upcoming: 'Upcoming Trips', visa: 'Visa Applications', profile: 'Profile' },
  quickActions: 'Quick Actions',
  quick: { flights: 'Book a Flight', hotels: 'Find Hotels', packages: 'Explore Packages', transport: 'Book Transport' },
  recommendations: 'Travel Recommendations',
  recommended: {
    northern: { title: 'Northern Pakistan Adventure', text: 'Hunza, Skardu and Naran with local guides' },
    umrah: { title: 'Umrah Package', text: 'Hotels near the Haram, visa and flights included' },
    dubai: { title: 'Dubai Getaway', text: 'Desert safari, Burj Khalifa and the creek' },
  },
  fromPrice: 'From {{price}}',
  noBookings: 'No bookings yet',
  noBookingsText: 'Start planning your next adventure!',
  firstTrip: 'Book Your First Trip',
  noUpcoming: 'No upcoming trips',
  explorePackages: 'Explore Packages',
  loadMore: 'Load more',
  // what was booked (booking.type)
  types: { flight: 'Flight', hotel: 'Hotel', package: 'Package', transport: 'Transport' },
  typeBooking: '{{type}} Booking',
  passengers_one: '{{count}} passenger',
  passengers_other: '{{count}} passengers',
  bookingId: 'Booking ID: #{{id}}',
  bookedOn: 'Booked on {{date}}',
  travelDate: 'Travel date: {{date}}',
  specialRequirements: 'Special requirements: <req>{{text}}</req>',
  // cancelling a booking
  cancel: 'Cancel',
  manageFlight: 'Manage flight',
  cancelling: 'Cancelling...',
  cancelTitle: 'Cancel booking {{ref}}?',
  cancelText: '<item>{{item}}</item>. Its seats or rooms go back on sale; the refund goes back the way you paid.',
  refund: 'Refund ({{percent}}%)',
  penalty: 'Penalty (kept)',
  keepBooking: 'Keep booking',
  cancelBooking: 'Cancel booking',
  cancelled: 'Booking Cancelled',
  cancelledText: 'Booking {{ref}} has been cancelled.',
  cancelFailed: 'Cancellation Failed',
  cannotCancel: 'This booking cannot be cancelled.',
  cancelFailedText: 'Failed to cancel the booking. Please try again.',
  // the profile
  role: 'Role',
  roles: { end_user: 'end user', b2b_agent: 'b2b agent', super_admin: 'super admin' },
  memberSince: 'Member since',
  preferences: 'Preferences',
  currency: 'Currency: {{code}}',
  language: 'Language: {{name}}',
  editProfile: 'Edit Profile',
  editSoon: 'Profile editing is coming soon',
  logout: 'Logout',
};

export type Strings = typeof strings;
export default pageNamespace('dashboard', strings);
