import { writeFileSync } from 'node:fs';
import { makePng } from '../api/src/test/png.js';
import { renderVoucherPdf, SUPPORT_CONTACT, type VoucherContent, type VoucherStatus } from '../api/src/modules/documents/voucher.pdf.js';

// Time to render an e-voucher (issue 18's report): 200 vouchers of varied bookings, one after another in this
// process (packages, hotel stays and transport; 1 to 10 passengers; agents' sales with a logo; confirmed, completed
// and cancelled), each with its own reference, names, amounts and QR code. Prints p50/p99/max ms and the PDF sizes.
// Rendering only: the database reads behind a download are a few primary-key lookups (see voucher.service.ts).
// BENCH_VOUCHERS (default 200); BENCH_SAMPLE=<dir> writes the first 12 there to look at.

const count = Number(process.env.BENCH_VOUCHERS ?? 200);
const sampleDir = process.env.BENCH_SAMPLE;

const FIRST = ['Ayesha', 'Bilal', 'Sana', 'Usman', 'Hina', 'Kamran', 'Zara', 'Fahad', 'Mariam', 'Omar', 'Nadia', 'Tariq'];
const LAST = ['Siddiqui', 'Ahmed', 'Raza', 'Tariq', 'Qureshi', 'Akmal', 'Sheikh', 'Malik', 'Chaudhry', 'Hussain'];
const STATUSES: VoucherStatus[] = ['confirmed', 'confirmed', 'confirmed', 'completed', 'cancelled'];
const TIERS = [
  [
    { minDaysBefore: 31, refundPercent: 100 },
    { minDaysBefore: 15, refundPercent: 50 },
    { minDaysBefore: 0, refundPercent: 0 },
  ],
  [
    { minDaysBefore: 7, refundPercent: 100 },
    { minDaysBefore: 2, refundPercent: 50 },
    { minDaysBefore: 0, refundPercent: 0 },
  ],
  [
    { minDaysBefore: 1, refundPercent: 100 },
    { minDaysBefore: 0, refundPercent: 0 },
  ],
];
const logo = makePng(96, 96, [11, 93, 75]);

function uuid(i: number): string {
  const h = (i * 2654435761 + 0x9e3779b9).toString(16).padStart(8, '0').slice(-8);
  return `${h}-${(1000 + i).toString(16).padStart(4, '0')}-4${i.toString(16).padStart(3, '0').slice(-3)}-8abc-${(i * 7919).toString(16).padStart(12, '0').slice(-12)}`;
}

function content(i: number): VoucherContent {
  const id = uuid(i);
  const kind = i % 3;
  const name = (k: number) => `${FIRST[(i + k) % FIRST.length]} ${LAST[(i * 3 + k) % LAST.length]}`;
  const pax = 1 + (i % 10);
  const sale = i % 4 === 0;
  const unit = 35_000 + ((i * 7_919) % 400_000);
  const total = unit * pax;
  const paid = kind === 0 ? Math.ceil(total * 0.3) : total;
  const details: [string, string][] =
    kind === 0
      ? [
          ['Itinerary', `${10 + (i % 20)} days · Makkah → Madinah`],
          ['Makkah hotel', `Swissotel Al Maqam · 4★ · ${5 + (i % 6)} nights`],
          ['Madinah hotel', `Pullman Zamzam Madinah · 4★ · ${3 + (i % 5)} nights`],
          ['Flight class', ['Economy', 'Business', 'First'][i % 3]],
          ['Departure city', ['Karachi', 'Lahore', 'Islamabad', 'Peshawar'][i % 4]],
          ['Visa', 'Included'],
          ['Departure', 'Sat, 12 Dec 2026'],
        ]
      : kind === 1
        ? [
            ['Hotel', `Clock Tower Hotel ${i}, Makkah, Saudi Arabia`],
            ['Room type', `${['Standard', 'Deluxe', 'Suite'][i % 3]} × ${1 + (i % 3)} rooms`],
            ['Check-in', 'Thu, 10 Dec 2026'],
            ['Check-out', 'Sun, 13 Dec 2026'],
            ['Nights', String(1 + (i % 9))],
          ]
        : [
            ['Route', `${['Jeddah airport', 'Lahore', 'Karachi'][i % 3]} → ${['Makkah', 'Islamabad', 'Hyderabad'][i % 3]}`],
            ['Operator', `Operator ${i}`],
            ['Duration', `${1 + (i % 9)} hours`],
            ['Date', 'Fri, 11 Dec 2026'],
          ];
  return {
    bookingId: id,
    reference: id.slice(0, 8).toUpperCase(),
    status: STATUSES[i % STATUSES.length],
    kindLabel: ['Umrah package', 'Hotel stay', 'Airport transfer'][kind],
    itemName: [`Economy Umrah ${i}`, `Clock Tower Hotel ${i} · Deluxe`, `Jeddah airport to Makkah transfer ${i}`][kind],
    bookedAt: new Date(Date.UTC(2026, 10, 1 + (i % 28))),
    traveller: { name: name(0), email: `traveller${i}@example.pk`, phone: sale ? `+92 300 ${String(1_000_000 + i)}` : null },
    passengers: sale || kind === 0 ? Array.from({ length: pax }, (_, k) => ({ name: name(k), passportNumber: `AB${String(1_000_000 + i * 10 + k)}` })) : [],
    passengerCount: pax,
    details,
    amounts: {
      totalInPkr: `${total}.00`,
      paidInPkr: `${paid}.00`,
      dueInPkr: `${total - paid}.00`,
      dueBy: total > paid ? 'Sat, 28 Nov 2026' : null,
      refundedInPkr: '0.00',
      priceNote: null,
    },
    refundTiers: TIERS[kind],
    policyText: kind === 0 && i % 2 ? 'Visa fees are not refundable once the visa is issued.' : null,
    agency: sale ? { name: `Agency ${i} Travels`, email: `agency${i}@example.pk`, logo } : null,
    support: SUPPORT_CONTACT,
    checkUrl: `https://safarnama.pk/v/${Buffer.from(id).toString('base64url').slice(0, 32)}`,
    now: new Date('2026-11-24T00:00:00Z'),
  };
}

// one render first: fonts read from disk and modules warmed, as on a server that has served a page
await renderVoucherPdf(content(count + 1));
const times: number[] = [];
const sizes: number[] = [];
for (let i = 0; i < count; i++) {
  const c = content(i);
  const t0 = performance.now();
  const bytes = await renderVoucherPdf(c);
  times.push(performance.now() - t0);
  sizes.push(bytes.length);
  if (sampleDir && i < 12) writeFileSync(`${sampleDir}/voucher-${i}.pdf`, bytes);
}
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const t = [...times].sort((a, b) => a - b);
const s = [...sizes].sort((a, b) => a - b);
console.log(`vouchers rendered: ${count}`);
console.log(`render ms: p50 ${pct(t, 50).toFixed(1)}  p99 ${pct(t, 99).toFixed(1)}  max ${t[t.length - 1].toFixed(1)}`);
console.log(`PDF size KB: p50 ${(pct(s, 50) / 1024).toFixed(1)}  max ${(s[s.length - 1] / 1024).toFixed(1)}`);
