import type { Seeder } from '../../db/seeds/seeder.js';
import type { VisaCountryCode, VisaDocumentKindValue, VisaTypeValue } from '../../rules/visa.js';
import { VISA_COUNTRIES } from '../../rules/visa.js';
import { type DemoAgent, ensureDemoAgents } from '../catalogue/catalogue.seed.js';
import type { VisaType } from './enums.js';
import { VisaOffer } from './visa-offer.entity.js';

export type VisaOfferSeed = {
  slug: string;
  code: VisaCountryCode;
  visaType: VisaTypeValue;
  title: string;
  entries: 'single' | 'multiple';
  validityDays: number;
  stayDays: number;
  prices: { normal: string; express?: string; urgent?: string };
  documents: VisaDocumentKindValue[];
  notes?: string;
  refundPolicy?: string;
  refundPercent?: number;
  seller?: DemoAgent;
};

const BASIC: VisaDocumentKindValue[] = ['passport_scan', 'photo', 'cnic'];
const FULL: VisaDocumentKindValue[] = ['passport_scan', 'photo', 'cnic', 'bank_statement', 'employment_letter', 'hotel_booking', 'flight_booking'];
const NO_REFUND = 'Embassy and service fees are not refundable once the application is lodged.';

// Fees in PKR as Pakistani agents quote them (embassy fee + service charge), late 2026.
export const demoVisaOffers: VisaOfferSeed[] = [
  { slug: 'uae-tourist-30-days', code: 'AE', visaType: 'tourist', title: 'UAE 30-day tourist visa', entries: 'single', validityDays: 60, stayDays: 30, prices: { normal: '32000', express: '38500', urgent: '46000' }, documents: BASIC, notes: 'Issued as an e-visa; print it for immigration at Dubai or Abu Dhabi.', refundPolicy: 'Half the fee is refunded if the visa is refused.', refundPercent: 50, seller: 'agent' },
  { slug: 'uae-tourist-60-days', code: 'AE', visaType: 'tourist', title: 'UAE 60-day tourist visa', entries: 'single', validityDays: 60, stayDays: 60, prices: { normal: '54000', express: '61000', urgent: '69500' }, documents: BASIC, refundPolicy: NO_REFUND },
  { slug: 'uae-transit-96-hours', code: 'AE', visaType: 'transit', title: 'UAE 96-hour transit visa', entries: 'single', validityDays: 30, stayDays: 4, prices: { normal: '14500', express: '17000', urgent: '21000' }, documents: ['passport_scan', 'photo', 'flight_booking'], refundPolicy: NO_REFUND },
  { slug: 'uae-business-90-days', code: 'AE', visaType: 'business', title: 'UAE 90-day business visa', entries: 'multiple', validityDays: 90, stayDays: 90, prices: { normal: '98000', express: '112000' }, documents: [...BASIC, 'invitation_letter'], refundPolicy: NO_REFUND, seller: 'agent' },
  { slug: 'saudi-umrah-visa', code: 'SA', visaType: 'umrah', title: 'Saudi Umrah visa with insurance', entries: 'single', validityDays: 90, stayDays: 30, prices: { normal: '68000', express: '74500', urgent: '83000' }, documents: [...BASIC, 'vaccination_certificate'], notes: 'Women under 45 travel with a mahram; the meningitis vaccination certificate is required.', refundPolicy: 'The service charge (Rs 8,000) is kept; the rest is refunded if the visa is refused.', refundPercent: 85, seller: 'agent' },
  { slug: 'saudi-tourist-evisa-1-year', code: 'SA', visaType: 'tourist', title: 'Saudi tourist e-visa (1 year, multiple entry)', entries: 'multiple', validityDays: 365, stayDays: 90, prices: { normal: '59000', express: '66000', urgent: '76000' }, documents: [...BASIC, 'bank_statement'], refundPolicy: NO_REFUND },
  { slug: 'qatar-tourist-30-days', code: 'QA', visaType: 'tourist', title: 'Qatar 30-day tourist visa', entries: 'single', validityDays: 60, stayDays: 30, prices: { normal: '26000', express: '31000', urgent: '37500' }, documents: [...BASIC, 'hotel_booking'], refundPolicy: NO_REFUND, seller: 'agent' },
  { slug: 'turkey-tourist-sticker', code: 'TR', visaType: 'tourist', title: 'Turkey tourist visa (sticker)', entries: 'single', validityDays: 90, stayDays: 30, prices: { normal: '44000', express: '53000' }, documents: FULL, notes: 'Submitted at the Gerry’s/Anatolia centre in Islamabad, Lahore or Karachi; biometrics in person.', refundPolicy: NO_REFUND, seller: 'agent2' },
  { slug: 'uk-standard-visitor-6-months', code: 'GB', visaType: 'tourist', title: 'UK Standard Visitor visa (6 months)', entries: 'multiple', validityDays: 180, stayDays: 180, prices: { normal: '78000', express: '125000' }, documents: FULL, notes: 'Biometrics at VFS Global; express uses the priority service.', refundPolicy: NO_REFUND },
  { slug: 'uk-business-visitor', code: 'GB', visaType: 'business', title: 'UK Business Visitor visa', entries: 'multiple', validityDays: 180, stayDays: 180, prices: { normal: '82000', express: '129000' }, documents: [...FULL, 'invitation_letter'], refundPolicy: NO_REFUND },
  { slug: 'uk-student-visa', code: 'GB', visaType: 'student', title: 'UK Student visa', entries: 'multiple', validityDays: 1460, stayDays: 1460, prices: { normal: '215000', express: '260000' }, documents: [...BASIC, 'bank_statement', 'admission_letter'], refundPolicy: NO_REFUND },
  { slug: 'schengen-tourist-short-stay', code: 'SCHENGEN', visaType: 'tourist', title: 'Schengen short-stay tourist visa', entries: 'multiple', validityDays: 90, stayDays: 90, prices: { normal: '49000', express: '61000' }, documents: FULL, notes: 'Lodged with the embassy of the main destination; travel insurance of €30,000 is included.', refundPolicy: NO_REFUND },
  { slug: 'schengen-business', code: 'SCHENGEN', visaType: 'business', title: 'Schengen business visa', entries: 'multiple', validityDays: 180, stayDays: 90, prices: { normal: '52000', express: '64000' }, documents: [...FULL, 'invitation_letter'], refundPolicy: NO_REFUND },
  { slug: 'malaysia-tourist-evisa', code: 'MY', visaType: 'tourist', title: 'Malaysia tourist e-visa', entries: 'single', validityDays: 90, stayDays: 30, prices: { normal: '12500', express: '15500', urgent: '19500' }, documents: [...BASIC, 'flight_booking'], refundPolicy: NO_REFUND, seller: 'agent2' },
  { slug: 'malaysia-student', code: 'MY', visaType: 'student', title: 'Malaysia student pass', entries: 'multiple', validityDays: 365, stayDays: 365, prices: { normal: '36000' }, documents: [...BASIC, 'admission_letter', 'bank_statement'], refundPolicy: NO_REFUND },
  { slug: 'thailand-tourist-60-days', code: 'TH', visaType: 'tourist', title: 'Thailand 60-day tourist visa', entries: 'single', validityDays: 90, stayDays: 60, prices: { normal: '16500', express: '21000' }, documents: [...BASIC, 'bank_statement', 'hotel_booking'], refundPolicy: NO_REFUND },
  { slug: 'azerbaijan-evisa', code: 'AZ', visaType: 'tourist', title: 'Azerbaijan ASAN e-visa', entries: 'single', validityDays: 90, stayDays: 30, prices: { normal: '9500', express: '12500', urgent: '15500' }, documents: ['passport_scan', 'photo'], refundPolicy: NO_REFUND },
];

/** Inserts every demo visa offer whose slug is not there yet. Running it again changes nothing. */
export const visaSeeder: Seeder = {
  name: 'visa offers',
  run: async (orm) => {
    const em = orm.em.fork();
    const have = new Set((await em.find(VisaOffer, { slug: { $in: demoVisaOffers.map((o) => o.slug) } }, { fields: ['slug'] })).map((o) => o.slug));
    if (have.size === demoVisaOffers.length) return;
    const agents = await ensureDemoAgents(em);
    for (const o of demoVisaOffers) {
      if (have.has(o.slug)) continue;
      const country = VISA_COUNTRIES.find((c) => c.code === o.code)?.name ?? o.code;
      em.create(VisaOffer, {
        slug: o.slug,
        countryCode: o.code,
        country,
        visaType: o.visaType as VisaType,
        title: o.title,
        entries: o.entries,
        validityDays: o.validityDays,
        stayDays: o.stayDays,
        priceNormalPkr: o.prices.normal,
        priceExpressPkr: o.prices.express ?? null,
        priceUrgentPkr: o.prices.urgent ?? null,
        requiredDocuments: o.documents,
        notes: o.notes ?? null,
        refundPolicy: o.refundPolicy ?? null,
        refundPercentOnRejection: o.refundPercent ?? 0,
        seller: o.seller ? agents.get(o.seller) : null,
        createdAt: new Date(),
      });
    }
    await em.flush();
  },
};
