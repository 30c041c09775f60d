import { IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';

// Luxon asks Intl for a zone's offset on every date operation, which made offset lookups most of a sandbox search's
// time. Offsets only change on quarter-hour instants (every UTC offset in use is a multiple of 15 minutes), so one
// lookup per zone and quarter hour is exact.
const QUARTER_HOUR = 15 * 60_000;
const MAX_REMEMBERED = 100_000;

class CachedZone extends Zone {
  private readonly inner: IANAZone;
  private readonly offsets = new Map<number, number>();

  constructor(name: string) {
    super();
    this.inner = IANAZone.create(name);
  }

  override get type(): string {
    return 'iana';
  }

  override get name(): string {
    return this.inner.name;
  }

  override get isUniversal(): boolean {
    return false;
  }

  override get isValid(): boolean {
    return this.inner.isValid;
  }

  override offsetName(ts: number, options: ZoneOffsetOptions): string | null {
    return this.inner.offsetName(ts, options);
  }

  override formatOffset(ts: number, format: ZoneOffsetFormat): string {
    return this.inner.formatOffset(ts, format);
  }

  override offset(ts: number): number {
    const key = Math.floor(ts / QUARTER_HOUR);
    let offset = this.offsets.get(key);
    if (offset === undefined) {
      if (this.offsets.size >= MAX_REMEMBERED) this.offsets.clear();
      offset = this.inner.offset(ts);
      this.offsets.set(key, offset);
    }
    return offset;
  }

  override equals(other: Zone): boolean {
    return other.type === 'iana' && other.name === this.name;
  }
}

const zones = new Map<string, Zone>();

/** A shared, offset-caching zone for an IANA name. */
export function zoneOf(name: string): Zone {
  let zone = zones.get(name);
  if (!zone) {
    zone = new CachedZone(name);
    zones.set(name, zone);
  }
  return zone;
}
