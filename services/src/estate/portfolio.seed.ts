import {
  addDays,
  addMonths,
  bilingualDistrict,
  cityName,
  demoEmailFor,
  type EstatePropertyCategory,
  type EstatePropertyType,
  formatContractNumber,
  type NationalAddress,
  nationalAddressProblem,
  normalizeNationalAddress,
  type PaymentFrequency,
  todayInRiyadh,
  type UnitType,
} from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../seed/seed-runner.js';
import { ContractInvoiceWriter } from './contracts/contract-invoice-writer.js';
import { writeEjarTerms } from './contracts/ejar-registration.js';
import { rentWithinLimit } from './leases/rent-limit.js';

/**
 * The back office's sample portfolio as data (PRODUCT.md: the spec's sample figures become seed data): properties
 * over Riyadh, Jeddah, Dammam, Mecca and Medina with their units, owners and tenants in Arabic and English, and
 * contracts in every status (some expiring within 30 days, renewals, a termination) with their invoices, the
 * past ones mostly paid. Dates count from the day the seed runs, so a fresh install always shows a living office.
 * The demo owner and tenant accounts (and the second owner and tenant accounts) are linked to their records.
 */

interface Person {
  ar: string;
  en: string;
}

const FIRST: readonly Person[] = [
  { ar: 'عبدالله', en: 'Abdullah' },
  { ar: 'فهد', en: 'Fahad' },
  { ar: 'سارة', en: 'Sarah' },
  { ar: 'خالد', en: 'Khalid' },
  { ar: 'نورة', en: 'Noura' },
  { ar: 'سلطان', en: 'Sultan' },
  { ar: 'هيفاء', en: 'Haifa' },
  { ar: 'ماجد', en: 'Majed' },
  { ar: 'ريم', en: 'Reem' },
  { ar: 'يوسف', en: 'Yousef' },
  { ar: 'العنود', en: 'Alanoud' },
  { ar: 'تركي', en: 'Turki' },
  { ar: 'لمى', en: 'Lama' },
  { ar: 'بندر', en: 'Bandar' },
  { ar: 'جواهر', en: 'Jawaher' },
  { ar: 'مشعل', en: 'Mishal' },
];

const FAMILY: readonly Person[] = [
  { ar: 'القحطاني', en: 'Al-Qahtani' },
  { ar: 'العتيبي', en: 'Al-Otaibi' },
  { ar: 'الشهري', en: 'Al-Shehri' },
  { ar: 'الدوسري', en: 'Al-Dosari' },
  { ar: 'الغامدي', en: 'Al-Ghamdi' },
  { ar: 'الزهراني', en: 'Al-Zahrani' },
  { ar: 'المالكي', en: 'Al-Malki' },
  { ar: 'الحربي', en: 'Al-Harbi' },
  { ar: 'السبيعي', en: 'Al-Subaie' },
  { ar: 'الشمري', en: 'Al-Shammari' },
  { ar: 'العمري', en: 'Al-Omari' },
];

const CITIES = ['riyadh', 'jeddah', 'dammam', 'mecca', 'medina'] as const;

const DISTRICTS: Record<(typeof CITIES)[number], readonly Person[]> = {
  riyadh: ['الملقا', 'الياسمين', 'العليا', 'النرجس', 'حطين', 'السليمانية', 'الورود'].map(bilingualDistrict),
  jeddah: ['الشاطئ', 'الروضة', 'الحمراء', 'الزهراء', 'أبحر الشمالية', 'السلامة'].map(bilingualDistrict),
  dammam: ['الفيصلية', 'الشاطئ الغربي', 'النورس', 'الشعلة', 'المزروعية'].map(bilingualDistrict),
  mecca: ['العزيزية', 'الشوقية', 'النسيم', 'العوالي', 'الزاهر'].map(bilingualDistrict),
  medina: ['قباء', 'العزيزية', 'الخالدية', 'شوران', 'العيون'].map(bilingualDistrict),
};

/** The short address's first letter and the postal codes' first two digits by city (SPL's regions). */
const ADDRESS_REGION: Record<(typeof CITIES)[number], { letter: string; postal: number }> = {
  riyadh: { letter: 'R', postal: 12 },
  jeddah: { letter: 'J', postal: 23 },
  dammam: { letter: 'D', postal: 32 },
  mecca: { letter: 'M', postal: 24 },
  medina: { letter: 'A', postal: 42 },
};
const SHORT_LETTERS = 'ABDEGHJKLMNRSTWY';

/**
 * A national address in `city` (building number, street, district, postal and additional numbers, short address),
 * written as the forms send it (normalizeNationalAddress) and checked by the API's rule (nationalAddressProblem).
 */
function seedNationalAddress(
  city: (typeof CITIES)[number],
  district: Person,
  street: Person,
  index: number,
): NationalAddress {
  const region = ADDRESS_REGION[city];
  const building = String(1000 + ((index * 7919) % 9000));
  const letter = (n: number) => SHORT_LETTERS[n % SHORT_LETTERS.length]!;
  const address = normalizeNationalAddress({
    buildingNumber: building,
    street: street.ar,
    district: district.ar,
    city: cityName(city, 'ar'),
    postalCode: `${region.postal}${String(100 + ((index * 137) % 900))}`,
    additionalNumber: String(1000 + ((index * 4129) % 9000)),
    shortAddress: `${region.letter}${letter(index)}${letter(index * 5 + 3)}${letter(index * 11 + 7)}${building}`,
  })!;
  for (const field of ['buildingNumber', 'postalCode', 'additionalNumber', 'shortAddress'] as const) {
    if (nationalAddressProblem(field, address[field])) throw new Error(`Seed national address: ${field} refused`);
  }
  return address;
}

const STREETS: readonly Person[] = [
  { ar: 'طريق الملك فهد', en: 'King Fahd Road' },
  { ar: 'طريق الملك عبدالعزيز', en: 'King Abdulaziz Road' },
  { ar: 'شارع الأمير سلطان', en: 'Prince Sultan Street' },
  { ar: 'شارع التحلية', en: 'Tahlia Street' },
  { ar: 'طريق الأمير محمد بن سلمان', en: 'Prince Mohammed bin Salman Road' },
  { ar: 'شارع الستين', en: 'Sixtieth Street' },
];

/** The kinds of property the portfolio holds, each with its units. */
interface Kind {
  type: EstatePropertyType;
  category: EstatePropertyCategory;
  title: Person;
  units: readonly { type: UnitType; count: number; rent: number; area: number; bedrooms: number | null }[];
}

const KINDS: readonly Kind[] = [
  {
    type: 'building',
    category: 'residential',
    title: { ar: 'عمارة', en: 'Residential Building' },
    units: [{ type: 'apartment', count: 6, rent: 3200, area: 140, bedrooms: 3 }],
  },
  {
    type: 'villa',
    category: 'residential',
    title: { ar: 'فيلا', en: 'Villa' },
    units: [{ type: 'villa', count: 1, rent: 9500, area: 420, bedrooms: 5 }],
  },
  {
    type: 'building',
    category: 'mixed',
    title: { ar: 'مجمع', en: 'Mixed-Use Complex' },
    units: [
      { type: 'shop', count: 2, rent: 6000, area: 80, bedrooms: null },
      { type: 'apartment', count: 4, rent: 2500, area: 110, bedrooms: 2 },
    ],
  },
  {
    type: 'office',
    category: 'commercial',
    title: { ar: 'برج مكاتب', en: 'Office Tower' },
    units: [{ type: 'office', count: 4, rent: 12000, area: 180, bedrooms: null }],
  },
  {
    type: 'warehouse',
    category: 'commercial',
    title: { ar: 'مستودعات', en: 'Warehouses' },
    units: [{ type: 'warehouse', count: 2, rent: 8500, area: 900, bedrooms: null }],
  },
  {
    type: 'commercial',
    category: 'commercial',
    title: { ar: 'مركز تجاري', en: 'Shopping Centre' },
    units: [{ type: 'shop', count: 3, rent: 7000, area: 95, bedrooms: null }],
  },
];

const CITY_FACTOR: Record<(typeof CITIES)[number], number> = {
  riyadh: 1.15,
  jeddah: 1.05,
  dammam: 0.9,
  mecca: 1.1,
  medina: 0.95,
};

/** Properties of the seed: six per city. */
const PROPERTIES_PER_CITY = 6;
const OWNERS = 12;
const TENANTS = 90;

/** A valid national ID (`first` 1) or iqama (`first` 2) from a running number: the Luhn check digit appended. */
export function seedNationalId(first: 1 | 2, serial: number): string {
  const body = `${first}${String(serial).padStart(8, '0')}`;
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const weighted = index % 2 === 0 ? Number(body[index]) * 2 : Number(body[index]);
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const personName = (index: number, salt: number) => {
  const first = FIRST[(index * 7 + salt) % FIRST.length]!;
  const family = FAMILY[(index * 3 + salt * 5) % FAMILY.length]!;
  return { ar: `${first.ar} ${family.ar}`, en: `${first.en} ${family.en}` };
};

const emailOf = (name: string, index: number) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${index}@example.sa`;

const rounded = (value: number, step: number) => Math.round(value / step) * step;

async function userIdOf(manager: EntityManager, email: string): Promise<string | null> {
  const [row] = (await manager.query(`SELECT id FROM users WHERE email = $1`, [email])) as { id: string }[];
  return row?.id ?? null;
}

async function insertOne(manager: EntityManager, sql: string, params: unknown[]): Promise<string | null> {
  const [row] = (await manager.query(sql, params)) as { id: string }[];
  return row?.id ?? null;
}

/** The shape of one seeded contract, relative to today. */
interface Plan {
  startMonthsAgo: number;
  months: number;
  frequency: PaymentFrequency;
  /** Days before today the contract ends, when it is to end within 30 days (overrides `months`). */
  endsInDays?: number;
  terminatedDaysAgo?: number;
  renew?: boolean;
  /** Unpaid past-due invoices left (the rest before today are paid). */
  unpaid?: number;
}

/** Contract plans in turn over the let units: every status, some expiring soon, renewals, late payers. */
const PLANS: readonly Plan[] = [
  { startMonthsAgo: 3, months: 12, frequency: 'monthly' },
  { startMonthsAgo: 8, months: 12, frequency: 'quarterly', unpaid: 1 },
  { startMonthsAgo: 11, months: 12, frequency: 'monthly', endsInDays: 12 },
  { startMonthsAgo: 5, months: 24, frequency: 'semi_annual' },
  { startMonthsAgo: 14, months: 12, frequency: 'quarterly', renew: true },
  { startMonthsAgo: 2, months: 12, frequency: 'yearly' },
  { startMonthsAgo: -1, months: 12, frequency: 'monthly' },
  { startMonthsAgo: 6, months: 12, frequency: 'monthly', unpaid: 3 },
  { startMonthsAgo: 11, months: 12, frequency: 'quarterly', endsInDays: 25 },
  { startMonthsAgo: 20, months: 12, frequency: 'semi_annual' },
  { startMonthsAgo: 7, months: 12, frequency: 'monthly', terminatedDaysAgo: 20 },
  { startMonthsAgo: 1, months: 6, frequency: 'monthly' },
  { startMonthsAgo: 11, months: 12, frequency: 'monthly', endsInDays: 5 },
  { startMonthsAgo: 9, months: 12, frequency: 'monthly', unpaid: 2 },
];

async function seedPortfolio(manager: EntityManager): Promise<void> {
  const today = todayInRiyadh();
  const issuer = new ContractInvoiceWriter();

  // Owners: the first linked to the demo owner account, the second to the other owner account.
  const ownerLinks = [
    await userIdOf(manager, demoEmailFor('owner')),
    await userIdOf(manager, 'omar.bawazir@example.sa'),
  ];
  const ownerNames: Person[] = [
    { ar: 'محمد عبدالعزيز الحربي', en: 'Mohammed Abdulaziz Al-Harbi' },
    { ar: 'عمر سعيد باوزير', en: 'Omar Saeed Bawazir' },
  ];
  const owners: string[] = [];
  for (let index = 0; index < OWNERS; index += 1) {
    const name = ownerNames[index] ?? personName(index, 1);
    const city = CITIES[index % CITIES.length]!;
    const id = await insertOne(
      manager,
      `INSERT INTO estate_owners (name, name_en, email, phone, national_id, address, city, status, join_date, user_id,
                                  national_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING id`,
      [
        name.ar,
        name.en,
        emailOf(name.en, index),
        `+96655${String(2_100_000 + index * 137).padStart(7, '0')}`,
        seedNationalId(index % 4 === 3 ? 2 : 1, 1_000_000 + index * 7919),
        `${STREETS[index % STREETS.length]!.ar}، ${DISTRICTS[city][index % DISTRICTS[city].length]!.ar}`,
        city,
        index === OWNERS - 1 ? 'inactive' : 'active',
        addDays(today, -(400 + index * 53)),
        ownerLinks[index] ?? null,
        // The owners with accounts (the demo owner first) have their national address.
        index < ownerLinks.length
          ? seedNationalAddress(
              city,
              DISTRICTS[city][index % DISTRICTS[city].length]!,
              STREETS[index % STREETS.length]!,
              index + 1,
            )
          : null,
      ],
    );
    if (id) owners.push(id);
  }
  if (owners.length === 0) return;

  // Tenants: the first linked to the demo tenant account, the second to the other tenant account.
  const tenantLinks = [
    await userIdOf(manager, demoEmailFor('tenant')),
    await userIdOf(manager, 'munira.alrasheed@example.sa'),
  ];
  const tenantNames: Person[] = [
    { ar: 'ريم سلطان المطيري', en: 'Reem Sultan Al-Mutairi' },
    { ar: 'منيرة عبدالله الرشيد', en: 'Munira Abdullah Al-Rasheed' },
  ];
  const tenants: string[] = [];
  for (let index = 0; index < TENANTS; index += 1) {
    const name = tenantNames[index] ?? personName(index, 4);
    const city = CITIES[index % CITIES.length]!;
    const emergency = personName(index + 11, 9);
    const id = await insertOne(
      manager,
      `INSERT INTO estate_tenants (name, name_en, email, phone, national_id, address, city, emergency_contact,
                                   emergency_phone, user_id, national_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING id`,
      [
        name.ar,
        name.en,
        emailOf(name.en, index),
        `+96650${String(3_200_000 + index * 211).padStart(7, '0')}`,
        seedNationalId(index % 3 === 2 ? 2 : 1, 2_000_000 + index * 6007),
        DISTRICTS[city][index % DISTRICTS[city].length]!.ar,
        city,
        emergency.ar,
        `+96656${String(4_300_000 + index * 173).padStart(7, '0')}`,
        tenantLinks[index] ?? null,
        // The tenants with accounts (the demo tenant first) have their national address.
        index < tenantLinks.length
          ? seedNationalAddress(
              city,
              DISTRICTS[city][index % DISTRICTS[city].length]!,
              STREETS[(index + 3) % STREETS.length]!,
              index + 101,
            )
          : null,
      ],
    );
    if (id) tenants.push(id);
  }

  // Properties and their units.
  const units: { id: string; propertyId: string; ownerId: string; rent: number; unitType: UnitType }[] = [];
  let propertyIndex = 0;
  for (const city of CITIES) {
    for (let n = 0; n < PROPERTIES_PER_CITY; n += 1) {
      const kind = KINDS[(propertyIndex + n) % KINDS.length]!;
      const district = DISTRICTS[city][n % DISTRICTS[city].length]!;
      const street = STREETS[(propertyIndex * 5 + n) % STREETS.length]!;
      // The demo owner holds the first property of every city, the other owner account the second.
      const ownerId = n < 2 ? owners[n]! : owners[(propertyIndex * 5 + n) % owners.length]!;
      const factor = CITY_FACTOR[city];
      const purchasePrice = rounded(
        kind.units.reduce((sum, unit) => sum + unit.rent * unit.count, 0) * 12 * 14 * factor,
        10_000,
      );
      const propertyId = await insertOne(
        manager,
        `INSERT INTO estate_properties (title, title_en, owner_id, type, category, status, city, district, address,
                                        area, year_built, purchase_price, current_value, description, description_en,
                                        district_en, national_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
        [
          `${kind.title.ar} ${district.ar} ${n + 1}`,
          `${district.en} ${kind.title.en} ${n + 1}`,
          ownerId,
          kind.type,
          kind.category,
          propertyIndex % 13 === 7 ? 'maintenance' : propertyIndex % 17 === 11 ? 'inactive' : 'active',
          city,
          district.ar,
          `${street.ar}، حي ${district.ar}`,
          kind.units.reduce((sum, unit) => sum + unit.area * unit.count, 0) + 150,
          2008 + ((propertyIndex * 3) % 16),
          purchasePrice,
          rounded(purchasePrice * (1.05 + ((propertyIndex * 7) % 20) / 100), 10_000),
          `${kind.title.ar} في حي ${district.ar} تديره المكتب بالكامل: تأجير وتحصيل وصيانة.`,
          `A ${kind.title.en.toLowerCase()} in ${district.en}, fully managed by the office: letting, collection and upkeep.`,
          district.en,
          seedNationalAddress(city, district, street, propertyIndex * 10 + n + 201),
        ],
      );
      let unitNumber = 0;
      for (const spec of kind.units) {
        for (let u = 0; u < spec.count; u += 1) {
          unitNumber += 1;
          const floor = spec.type === 'villa' || spec.type === 'warehouse' ? 0 : Math.ceil(unitNumber / 2) - 1;
          const rent = rounded(spec.rent * factor * (1 + ((unitNumber * 3) % 7) / 20), 50);
          const unitId = await insertOne(
            manager,
            `INSERT INTO estate_units (property_id, unit_number, unit_type, floor, area, bedrooms, bathrooms, rent_price,
                                       features, description, description_en, under_maintenance)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
            [
              propertyId,
              spec.type === 'villa'
                ? 'V-1'
                : `${String.fromCharCode(65 + (unitNumber > 3 ? 1 : 0))}-${100 * (floor + 1) + unitNumber}`,
              spec.type,
              floor,
              spec.area + ((unitNumber * 5) % 20),
              spec.bedrooms,
              spec.bedrooms === null ? 1 : Math.max(1, spec.bedrooms - 1),
              rent,
              spec.bedrooms === null ? 'واجهة على الشارع، موقف سيارات' : 'مطبخ راكب، مكيفات سبليت، موقف خاص',
              spec.bedrooms === null ? 'وحدة تجارية بموقع مميز' : 'وحدة سكنية عائلية',
              spec.bedrooms === null ? 'A commercial unit in a prime spot' : 'A family home',
              propertyIndex % 9 === 4 && unitNumber === 1,
            ],
          );
          units.push({ id: unitId!, propertyId: propertyId!, ownerId, rent, unitType: spec.type as UnitType });
        }
      }
      propertyIndex += 1;
    }
  }

  // Contracts on about four units in five, in turn over the plans; the rest stay vacant.
  const numbers = new Map<number, number>();
  const nextNumber = (start: string) => {
    const year = Number(start.slice(0, 4));
    const next = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, next);
    return formatContractNumber(year, next);
  };
  let tenantIndex = 0;
  for (const [index, unit] of units.entries()) {
    if (index % 5 === 4 || tenantIndex >= tenants.length) continue;
    const plan = PLANS[index % PLANS.length]!;
    // The demo tenant rents 2,500 a month (the spec's tenant portal sample), from the start of a year.
    const demo = tenantIndex === 0;
    const tenantId = tenants[tenantIndex]!;
    tenantIndex += 1;
    const startDate = demo ? `${today.slice(0, 4)}-01-01` : addMonths(today.slice(0, 8) + '01', -plan.startMonthsAgo);
    const endDate = demo
      ? `${today.slice(0, 4)}-12-31`
      : plan.endsInDays !== undefined
        ? addDays(today, plan.endsInDays)
        : addDays(addMonths(startDate, plan.months), -1);
    const rent = demo ? 2500 : unit.rent;
    const contractId = await insertOne(
      manager,
      `INSERT INTO estate_contracts (contract_number, property_id, unit_id, owner_id, tenant_id, start_date, end_date,
                                     rent_amount, security_deposit, payment_frequency, notes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        nextNumber(startDate),
        unit.propertyId,
        unit.id,
        unit.ownerId,
        tenantId,
        startDate,
        endDate,
        rent,
        rent * 2,
        demo ? 'monthly' : plan.frequency,
        plan.renew ? 'جُدد العقد بنفس الشروط مع تعديل الإيجار' : null,
      ],
    );
    await registerOnEjar(manager, contractId!, startDate, unit.unitType);
    await issuer.issue(manager, contractId!);
    if (plan.terminatedDaysAgo !== undefined && !demo) {
      const terminationDate = addDays(today, -plan.terminatedDaysAgo);
      await manager.query(`UPDATE estate_contracts SET termination_date = $2, termination_reason = $3 WHERE id = $1`, [
        contractId,
        terminationDate,
        'انتقال المستأجر إلى مدينة أخرى',
      ]);
      await issuer.cancelFrom(manager, contractId!, terminationDate);
    }
    await payPast(manager, contractId!, today, demo ? 0 : (plan.unpaid ?? 0));

    if (plan.renew && !demo) {
      // Renewed: the next contract starts the day after, linked to it, 5% dearer where no rent rule holds it: under
      // a city's rule (the Riyadh freeze) at most the unit's last rent, as the renew screen and API allow.
      const renewalStart = addDays(endDate, 1);
      const renewalRent = await rentWithinLimit(
        manager,
        { unitId: unit.id, startDate: renewalStart, contractId: null },
        rounded(rent * 1.05, 50),
      );
      const renewalId = await insertOne(
        manager,
        `INSERT INTO estate_contracts (contract_number, property_id, unit_id, owner_id, tenant_id, start_date, end_date,
                                       rent_amount, security_deposit, payment_frequency, renewed_from_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          nextNumber(renewalStart),
          unit.propertyId,
          unit.id,
          unit.ownerId,
          tenantId,
          renewalStart,
          addDays(addMonths(renewalStart, 12), -1),
          renewalRent,
          rent * 2,
          plan.frequency,
          contractId,
        ],
      );
      await registerOnEjar(manager, renewalId!, renewalStart, unit.unitType);
      await issuer.issue(manager, renewalId!);
      await payPast(manager, renewalId!, today, 0);
    }
  }
}

let ejarRegistrations = 0;

/**
 * Registers a seeded contract on Ejar through the contracts' own step (writeEjarTerms): an Ejar number of the start's
 * year (11 digits), registered five days before the start. The company holds the seeded deposits (they were billed
 * and paid as the seed's money figures read them); new contracts take the unit's default.
 */
async function registerOnEjar(manager: EntityManager, contractId: string, startDate: string, unitType: UnitType) {
  ejarRegistrations += 1;
  await writeEjarTerms(
    manager,
    contractId,
    {
      ejarContractNumber: `${startDate.slice(0, 4)}${String(ejarRegistrations).padStart(7, '0')}`,
      ejarRegisteredOn: addDays(startDate, -5),
      depositHolder: 'company',
    },
    unitType,
    true,
  );
}

/** Marks a contract's invoices due before today as paid (by transfer, on their due date), but the last `unpaid`. */
async function payPast(manager: EntityManager, contractId: string, today: string, unpaid: number): Promise<void> {
  const due = (await manager.query(
    `SELECT id FROM estate_invoices WHERE contract_id = $1 AND status = 'pending' AND due_date < $2
      ORDER BY due_date, type = 'rent'`,
    [contractId, today],
  )) as { id: string }[];
  const paid = due.slice(0, Math.max(due.length - unpaid, 0)).map((invoice) => invoice.id);
  if (paid.length === 0) return;
  await manager.query(
    `UPDATE estate_invoices
        SET status = 'paid', payment_method = CASE WHEN type = 'deposit' THEN 'check' ELSE 'bank_transfer' END,
            paid_at = (due_date + time '10:00') AT TIME ZONE 'UTC'
      WHERE id = ANY($1::uuid[])`,
    [paid],
  );
}

/** The estate portfolio's sample data. */
export const estateSeedSteps: readonly SeedStep[] = [{ name: 'estate-portfolio', run: seedPortfolio }];
