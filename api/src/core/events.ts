import { EventEmitter } from 'node:events';

// Things that happened, for whoever cares inside this process (caches, later the job queue's producers).
// Emitters do not know their listeners: a catalogue write says "catalogue changed", the response cache listens.
export type DomainEvents = {
  // packages, transport or hotels (or their prices or inventory) changed: cached catalogue answers are stale
  'catalogue.changed': [{ kind: 'package' | 'transport' | 'hotel' | 'inventory' }];
  // an agent's available funds fell under 40 % or 20 % of its credit limit (ledger/wallet.service.ts; once per crossing)
  'wallet.low_funds': [{ agentId: string; thresholdPercent: 40 | 20; availableInPkr: string; creditLimitInPkr: string }];
  // a wallet payment was refused for lack of funds (nothing changed)
  'wallet.payment_refused': [{ agentId: string; bookingId: string; amountInPkr: string | null; availableInPkr: string }];
  // a confirmed package's balance was due from the moment of booking (travel within 14 days; bookings/reminders.ts; once)
  'booking.balance_due_soon': [{ bookingId: string; userId: string; balanceInPkr: string; balanceDueAt: Date }];
  // a pending booking's hold ends within 5 minutes, still unpaid (bookings/reminders.ts; once per booking)
  'booking.hold_expiring': [{ bookingId: string; userId: string; amountDueNowInPkr: string; holdExpiresAt: Date }];
  // a payment is due within 7 days, 3 days, 1 day or 2 hours (bookings/reminders.ts, issue 37; once per booking, kind
  // and deadline): `balance` for a confirmed booking's balance, else a pending hold's first payment
  'booking.payment_due': [{ bookingId: string; userId: string; kind: string; amountInPkr: string; payBy: Date; balance: boolean }];
  // the nightly books check found differences (ledger/books-check.ts)
  'ledger.books_mismatch': [{ problems: Array<{ kind: string; id: string | null; detail: string }>; checkedAt: Date }];
};
export type DomainEventName = keyof DomainEvents;

// Events every server process must hear, whichever process (or machine) it happened in: they are relayed to the
// others (api/src/cluster/event-bridge.ts: Redis when REDIS_URL is set, else the cluster's primary). Only news
// belongs here (a cache to drop); an event that starts work would then do that work once per process.
export const SHARED_EVENTS: ReadonlySet<DomainEventName> = new Set<DomainEventName>(['catalogue.changed']);

/** Hands an event that happened here to other processes. */
export type EventRelay = (name: DomainEventName, args: unknown[]) => void;

export class DomainEventBus extends EventEmitter {
  private readonly relays = new Set<EventRelay>();

  emitEvent<K extends DomainEventName>(name: K, ...args: DomainEvents[K]): void {
    this.emit(name, ...args);
    if (SHARED_EVENTS.has(name)) for (const relay of this.relays) relay(name, args);
  }

  onEvent<K extends DomainEventName>(name: K, listener: (...args: DomainEvents[K]) => void): () => void {
    this.on(name, listener as (...a: unknown[]) => void);
    return () => this.off(name, listener as (...a: unknown[]) => void);
  }

  /** Every shared event emitted here from now on also goes to `relay`; returns the way to stop. */
  relayTo(relay: EventRelay): () => void {
    this.relays.add(relay);
    return () => this.relays.delete(relay);
  }

  /**
   * An event relayed from another process: this process's listeners hear it, the relays do not pass it on again.
   * The name comes off the wire, so anything but a shared event is ignored.
   */
  emitRelayed(name: string, args: unknown): boolean {
    if (!SHARED_EVENTS.has(name as DomainEventName) || !Array.isArray(args)) return false;
    this.emit(name, ...(args as unknown[]));
    return true;
  }
}

export const domainEvents = new DomainEventBus();
// one listener per cache per app instance; tests build many apps in one process
domainEvents.setMaxListeners(0);
