import { pageNamespace } from '../page';

// booking dialogs, booking statuses and tables (web/src/modules/bookings).
const strings = {
  // the dialogs
  bookTitle: 'Book <name>{{name}}</name>',
  travellers: 'Travellers',
  passengersRange: 'Passenger count must be between 1 and {{max}}',
  pricedOnConfirm: 'Safarnama prices the booking when you confirm.',
  cancel: 'Cancel',
  booking: 'Booking...',
  confirmBooking: 'Confirm Booking',
  close: 'Close',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  rooms: 'Rooms',
  guests: 'Guests',
  roomType: 'Room type',
  roomKinds: { Standard: 'Standard', Deluxe: 'Deluxe', Suite: 'Suite' },
  specialRequirements: 'Special requirements (optional)',
  specialPlaceholder: 'e.g. Haram-facing room, wheelchair access',
  finalPrice: 'The final price, including 16% tax, is calculated by Safarnama when you confirm.',
  // booking for a customer (travel agents)
  forCustomer: 'Book for a customer',
  forCustomerText: "Your customer's details go on the booking: you pay the net price, they pay your selling price.",
  leadName: 'Lead passenger name',
  phone: 'Phone',
  email: 'Email',
  passengerName: 'Passenger {{n}} name',
  passport: 'Passport number',
  markupLabel: 'Markup for this booking (PKR, optional)',
  markupHelp: 'Empty: your markup for {{what}} (Bookings tab, Markups)',
  markupPlaceholder: 'e.g. 5000',
  products: { package: 'packages', hotel: 'hotels', transport: 'transport', flight: 'flights' },
  netPrice: 'Net price (you pay)',
  yourMarkup: 'Your markup',
  sellingPrice: 'Selling price (customer pays)',
  figuresLater: 'The figures appear once the booking details are complete.',
  // statuses and types
  status: { confirmed: 'confirmed', pending: 'pending', completed: 'completed', cancelled: 'cancelled', expired: 'expired' },
  types: { flight: 'Flight', hotel: 'Hotel', package: 'Package', transport: 'Transport' },
  // tables and lists
  columns: {
    type: 'Type',
    item: 'Item',
    bookedBy: 'Booked by',
    passengers: 'Passengers',
    total: 'Total (PKR)',
    status: 'Status',
    created: 'Created',
    travelDate: 'Travel date',
    id: 'ID',
    voucher: 'Voucher',
  },
  voucher: 'Voucher',
  noActivity: 'No recent activity yet. Your bookings will appear here.',
  bookedAgo: 'Booked {{when}} · {{amount}}',
  // toasts
  authRequired: 'Authentication Required',
  logInToBook: { hotel: 'Please log in to book hotels', package: 'Please log in to book packages', transport: 'Please log in to book transport' },
  hotelBooked: 'Booking Successful!',
  hotelBookedText: 'Your hotel booking has been confirmed.',
  booked: 'Booking Successful',
  bookedText: { package: 'Your package has been booked successfully!', transport: 'Your transport has been booked successfully!' },
  unauthorized: 'Unauthorized',
  loggedOut: 'You are logged out. Logging in again...',
  bookingFailed: 'Booking Failed',
  bookFailed: { hotel: 'Failed to create booking', package: 'Failed to book package. Please try again.', transport: 'Failed to book transport. Please try again.' },
  markupSaved: 'Markup saved',
  markupSavedText: { package: 'Your package markup is saved.', hotel: 'Your hotel markup is saved.', transport: 'Your transport markup is saved.' },
  markupNotSaved: 'Markup not saved',
  markupSaveFailed: 'Failed to save the markup',
  // the rules' messages with a figure of the booking's own
};

export type Strings = typeof strings;
export default pageNamespace('booking', strings);
