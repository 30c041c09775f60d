import { UploadTicket } from '../modules/agent/upload.entity.js';
import { AgencyInvitation, AgencyMember } from '../modules/agency/agency.entity.js';
import { Booking, BookingStatsShard, IdempotencyKey } from '../modules/bookings/booking.entity.js';
import { AgentMarkup } from '../modules/bookings/markup.entity.js';
import { BookingReminder } from '../modules/bookings/reminder.entity.js';
import { LoginDevice } from '../modules/accounts/device.entity.js';
import { Session } from '../modules/accounts/session.entity.js';
import { User } from '../modules/accounts/user.entity.js';
import { Hotel, HotelRoomNight, HotelRoomType } from '../modules/catalogue/hotel.entity.js';
import { Package } from '../modules/catalogue/package.entity.js';
import { TransportOption } from '../modules/catalogue/transport.entity.js';
import { Currency } from '../modules/currency/currency.entity.js';
import { ApiKey } from '../modules/partner/api-key.entity.js';
import { Payment, PaymentEvent, Refund, SandboxTransaction } from '../modules/payments/payment.entity.js';
import { JournalEntry, JournalLine, LedgerAccount } from '../modules/ledger/ledger.entity.js';
import { CommissionDue, Payout } from '../modules/ledger/payout.entity.js';
import { Voucher } from '../modules/documents/voucher.entity.js';
import { Invoice, InvoiceCounter } from '../modules/documents/invoice.entity.js';
import { MailMessage } from '../modules/mail/mail.entity.js';
import { LoginThrottle } from '../security/login-throttle.entity.js';
import { RateLimitBucket } from '../security/rate-limit.entity.js';
import { VisaApplicant, VisaApplication, VisaDocument, VisaStatusChange } from '../modules/visa/visa-application.entity.js';
import { VisaOffer } from '../modules/visa/visa-offer.entity.js';
import { Notification } from '../modules/notifications/notification.entity.js';

// Every entity the ORM knows. A module adds its entities here.
export const entities = [
  Currency,
  User,
  Session,
  RateLimitBucket,
  LoginThrottle,
  LoginDevice,
  ApiKey,
  Package,
  TransportOption,
  Hotel,
  HotelRoomType,
  HotelRoomNight,
  Booking,
  IdempotencyKey,
  BookingStatsShard,
  AgentMarkup,
  BookingReminder,
  UploadTicket,
  VisaOffer,
  VisaApplication,
  VisaApplicant,
  VisaDocument,
  VisaStatusChange,
  Payment,
  PaymentEvent,
  SandboxTransaction,
  Refund,
  LedgerAccount,
  JournalEntry,
  JournalLine,
  Payout,
  CommissionDue,
  AgencyMember,
  AgencyInvitation,
  Voucher,
  InvoiceCounter,
  Invoice,
  MailMessage,
  Notification,
];
