// Voucher check fixtures for the web tests (/v/:code), shaped like the public REST check's answers.

export const VOUCHER_CODE = 'q3Zt0hV1cY2mWb9xLk4pRs7uNa5eJd8F';

// GET /api/vouchers/VOUCHER_CODE: a confirmed hotel booking's voucher
export const validVoucher = {
  valid: true,
  status: 'confirmed',
  reference: 'A1B2C3D4',
  type: 'hotel',
  itemName: 'Clock Tower Hotel · Deluxe',
  travelDate: '2026-12-10T09:00:00.000Z',
  checkInDate: '2026-12-10',
  checkOutDate: '2026-12-13',
  passengerCount: 2,
  leadInitials: 'B. A.',
};
