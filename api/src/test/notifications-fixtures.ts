import type { Loose } from './agent-helpers.js';

/** book()'s input for an agent's sale of one place on `packageId` to Hina Raza, a customer with no account, at `email`. */
export const customerSale = (packageId: string, email: string): Loose => ({
  type: 'package',
  packageId,
  passengerCount: 1,
  customer: { leadName: 'Hina Raza', phone: '03001234567', email, passengers: [{ name: 'Hina Raza', passportNumber: 'AB1234567' }] },
});
