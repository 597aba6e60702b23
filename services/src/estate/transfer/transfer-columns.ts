import {
  CONTRACT_EXPORT_COLUMNS,
  CONTRACT_STATUSES,
  OWNER_EXPORT_COLUMNS,
  ESTATE_PROPERTY_CATEGORIES,
  ESTATE_PROPERTY_STATUSES,
  ESTATE_PROPERTY_TYPES,
  type EstateImportEntity,
  type Language,
  OWNER_STATUSES,
  PAYMENT_FREQUENCIES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PROPERTY_EXPORT_COLUMNS,
  TENANT_EXPORT_COLUMNS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  toAsciiDigits,
  UNIT_TYPES,
} from '@estate/contracts';

/**
 * The columns of the estate spreadsheets, their headers in both languages, and the words of their values.
 *
 * An export writes the spec's columns first (PROPERTY_EXPORT_COLUMNS, CONTRACT_EXPORT_COLUMNS), then the columns an
 * import needs to make the same records again: a contracts export names its property, unit, owner and tenant by
 * their natural keys (the owner's and tenant's national IDs, the property's name, the unit number) and carries
 * their facts, so importing it into another database gives the same contracts. In English the property, owner and
 * tenant columns carry their English names where they have one (the Arabic file carries the records' own names): the
 * import finds a property by either name, and a record an English file creates takes the English name as its own.
 * An import reads headers in either language or as keys, and values as keys or as the words of either language.
 */

/** The words of each choice, [Arabic, English], as the screens show them. */
export const CHOICE_WORDS = {
  depositHolder: {
    ejar: ['إيجار', 'Ejar'],
    company: ['الشركة', 'The company'],
  },
  propertyType: {
    building: ['عمارة', 'Building'],
    villa: ['فيلا', 'Villa'],
    apartment: ['شقة', 'Apartment'],
    office: ['مكتب', 'Office'],
    commercial: ['تجاري', 'Commercial'],
    shop: ['محل', 'Shop'],
    warehouse: ['مستودع', 'Warehouse'],
  },
  propertyCategory: {
    residential: ['سكني', 'Residential'],
    commercial: ['تجاري', 'Commercial'],
    mixed: ['مختلط', 'Mixed'],
  },
  propertyStatus: {
    active: ['نشط', 'Active'],
    inactive: ['غير نشط', 'Inactive'],
    maintenance: ['صيانة', 'Maintenance'],
  },
  unitType: {
    apartment: ['شقة', 'Apartment'],
    villa: ['فيلا', 'Villa'],
    office: ['مكتب', 'Office'],
    shop: ['محل', 'Shop'],
    warehouse: ['مستودع', 'Warehouse'],
  },
  ownerStatus: {
    active: ['نشط', 'Active'],
    inactive: ['غير نشط', 'Inactive'],
    suspended: ['موقوف', 'Suspended'],
  },
  contractStatus: {
    pending: ['معلق', 'Pending'],
    active: ['نشط', 'Active'],
    expired: ['منتهي', 'Expired'],
    terminated: ['ملغي', 'Terminated'],
  },
  paymentStatus: {
    current: ['منتظم', 'Current'],
    late: ['متأخر', 'Late'],
    overdue: ['متأخر جداً', 'Overdue'],
  },
  frequency: {
    monthly: ['شهري', 'Monthly'],
    quarterly: ['ربع سنوي', 'Quarterly'],
    semi_annual: ['نصف سنوي', 'Semi-annual'],
    yearly: ['سنوي', 'Yearly'],
  },
  paymentMethod: {
    cash: ['نقداً', 'Cash'],
    bank_transfer: ['تحويل بنكي', 'Bank transfer'],
    check: ['شيك', 'Check'],
    card: ['بطاقة', 'Card'],
    deposit: ['من التأمين', 'From the deposit'],
    ejar: ['عبر إيجار', 'Ejar'],
  },
  ticketCategory: {
    plumbing: ['سباكة', 'Plumbing'],
    electrical: ['كهرباء', 'Electrical'],
    hvac: ['تكييف', 'Air conditioning'],
    structural: ['إنشائية', 'Structural'],
    appliances: ['أجهزة', 'Appliances'],
    cleaning: ['نظافة', 'Cleaning'],
    pest: ['مكافحة حشرات', 'Pest control'],
    security: ['أمن', 'Security'],
    other: ['أخرى', 'Other'],
  },
  ticketPriority: {
    urgent: ['عاجلة', 'Urgent'],
    high: ['عالية', 'High'],
    medium: ['متوسطة', 'Medium'],
    low: ['منخفضة', 'Low'],
  },
  yesNo: { true: ['نعم', 'Yes'], false: ['لا', 'No'] },
} as const satisfies Record<string, Record<string, readonly [string, string]>>;
export type ChoiceKind = keyof typeof CHOICE_WORDS;

// Each list of words covers every value of its enum (a new value without words fails to compile).
const covers = <T extends string>(_values: readonly T[], _words: Record<T, readonly [string, string]>) => undefined;
covers(ESTATE_PROPERTY_TYPES, CHOICE_WORDS.propertyType);
covers(ESTATE_PROPERTY_CATEGORIES, CHOICE_WORDS.propertyCategory);
covers(ESTATE_PROPERTY_STATUSES, CHOICE_WORDS.propertyStatus);
covers(UNIT_TYPES, CHOICE_WORDS.unitType);
covers(OWNER_STATUSES, CHOICE_WORDS.ownerStatus);
covers(CONTRACT_STATUSES, CHOICE_WORDS.contractStatus);
covers(PAYMENT_FREQUENCIES, CHOICE_WORDS.frequency);
covers(PAYMENT_METHODS, CHOICE_WORDS.paymentMethod);
covers(TICKET_CATEGORIES, CHOICE_WORDS.ticketCategory);
covers(TICKET_PRIORITIES, CHOICE_WORDS.ticketPriority);
covers(PAYMENT_STATUSES, CHOICE_WORDS.paymentStatus);

/** How headers and words are compared: digits in ASCII, case, spaces, punctuation and Arabic letter forms folded. */
export function foldText(text: string): string {
  return toAsciiDigits(text)
    .normalize('NFKC')
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0640]/g, '') // harakat and tatweel
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[\s_\-./:()،,]+/g, '');
}

/** A choice's words in a language. */
export function choiceWord(kind: ChoiceKind, key: string, lang: Language): string {
  const words = (CHOICE_WORDS[kind] as Record<string, readonly [string, string]>)[key];
  return words ? words[lang === 'ar' ? 0 : 1] : key;
}

/** The key a cell names (the key itself or its words in either language); the text as given when none. */
export function choiceKey(kind: ChoiceKind, text: string): string {
  const folded = foldText(text);
  for (const [key, words] of Object.entries(CHOICE_WORDS[kind] as Record<string, readonly [string, string]>)) {
    if (foldText(key) === folded || words.some((word) => foldText(word) === folded)) return key;
  }
  return text.trim();
}

/** What a column holds, so an import can read its cells into the values a DTO takes. */
export type CellKind =
  | 'text'
  | 'number'
  | 'date'
  | 'boolean'
  | { choice: ChoiceKind }
  /** Read by the DTO (a city key, a national ID, a phone): passed as typed. */
  | 'asTyped';

export interface Column {
  key: string;
  ar: string;
  en: string;
  /** Other headers an import takes for this column (keys or words). */
  aliases?: readonly string[];
  kind: CellKind;
  /** The import refuses a file whose header lacks it. */
  required?: boolean;
}

export const header = (column: Pick<Column, 'ar' | 'en'>, lang: Language) => (lang === 'ar' ? column.ar : column.en);

const text = (key: string, ar: string, en: string, extra: Partial<Column> = {}): Column => ({
  key,
  ar,
  en,
  kind: 'text',
  ...extra,
});

/* Columns shared by several files. */
const PERSON_COLUMNS = {
  name: text('name', 'الاسم', 'Name', { required: true }),
  nameEn: text('nameEn', 'الاسم بالإنجليزية', 'Name (English)'),
  email: text('email', 'البريد الإلكتروني', 'Email'),
  phone: { ...text('phone', 'الجوال', 'Phone', { required: true }), kind: 'asTyped' } as Column,
  nationalId: {
    ...text('nationalId', 'رقم الهوية', 'National ID', { required: true, aliases: ['iqama', 'رقم الإقامة'] }),
    kind: 'asTyped',
  } as Column,
  address: text('address', 'العنوان', 'Address'),
  city: { ...text('city', 'المدينة', 'City'), kind: 'asTyped' } as Column,
  notes: text('notes', 'ملاحظات', 'Notes'),
};
const OWNER_COLUMNS = {
  status: { ...text('status', 'الحالة', 'Status'), kind: { choice: 'ownerStatus' } } as Column,
  joinDate: { ...text('joinDate', 'تاريخ الانضمام', 'Join date'), kind: 'date' } as Column,
};
const TENANT_COLUMNS = {
  emergencyContact: text('emergencyContact', 'جهة اتصال الطوارئ', 'Emergency contact'),
  emergencyPhone: { ...text('emergencyPhone', 'هاتف الطوارئ', 'Emergency phone'), kind: 'asTyped' } as Column,
};

/* ------------------------------------------------------------------------------------------------------------ */
/* Exports                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

/** properties-export: the spec's six columns, then what an import of properties reads. */
export const PROPERTY_EXPORT: readonly Column[] = [
  text('name', 'اسم العقار', 'Property name'),
  text('location', 'الموقع', 'Location'),
  { ...text('totalUnits', 'إجمالي الوحدات', 'Total units'), kind: 'number' },
  text('occupiedVacant', 'مؤجرة / شاغرة', 'Occupied / vacant'),
  { ...text('monthlyIncome', 'الدخل الشهري', 'Monthly income'), kind: 'number' },
  { ...text('status', 'الحالة', 'Status'), kind: { choice: 'propertyStatus' } },
  text('nameEn', 'اسم العقار بالإنجليزية', 'Property name (English)'),
  text('owner', 'المالك', 'Owner'),
  { ...text('ownerNationalId', 'هوية المالك', 'Owner national ID'), kind: 'asTyped' },
  { ...text('type', 'نوع العقار', 'Property type'), kind: { choice: 'propertyType' } },
  { ...text('category', 'التصنيف', 'Category'), kind: { choice: 'propertyCategory' } },
  { ...text('city', 'المدينة', 'City'), kind: 'asTyped' },
  text('district', 'الحي', 'District'),
  text('address', 'العنوان', 'Address'),
  { ...text('area', 'المساحة (م²)', 'Area (m²)'), kind: 'number' },
  { ...text('yearBuilt', 'سنة البناء', 'Year built'), kind: 'number' },
  { ...text('purchasePrice', 'سعر الشراء', 'Purchase price'), kind: 'number' },
  { ...text('currentValue', 'القيمة الحالية', 'Current value'), kind: 'number' },
];

/** contracts-export: the spec's six columns, then the contract's terms and the natural keys of its records. */
export const CONTRACT_EXPORT: readonly Column[] = [
  text('contractNumber', 'رقم العقد', 'Contract number'),
  text('property', 'العقار', 'Property'),
  text('owner', 'المالك', 'Owner'),
  text('tenant', 'المستأجر', 'Tenant'),
  { ...text('rentAmount', 'قيمة الإيجار الشهري', 'Monthly rent'), kind: 'number' },
  { ...text('status', 'الحالة', 'Status'), kind: { choice: 'contractStatus' } },
  text('unitNumber', 'رقم الوحدة', 'Unit number'),
  { ...text('unitType', 'نوع الوحدة', 'Unit type'), kind: { choice: 'unitType' } },
  { ...text('startDate', 'تاريخ البداية', 'Start date'), kind: 'date' },
  { ...text('endDate', 'تاريخ النهاية', 'End date'), kind: 'date' },
  { ...text('securityDeposit', 'مبلغ التأمين', 'Security deposit'), kind: 'number' },
  { ...text('paymentFrequency', 'دورية الدفع', 'Payment frequency'), kind: { choice: 'frequency' } },
  text('notes', 'ملاحظات', 'Notes'),
  { ...text('terminationDate', 'تاريخ الإنهاء', 'Termination date'), kind: 'date' },
  text('terminationReason', 'سبب الإنهاء', 'Termination reason'),
  { ...text('ownerNationalId', 'هوية المالك', 'Owner national ID'), kind: 'asTyped' },
  { ...text('ownerPhone', 'جوال المالك', 'Owner phone'), kind: 'asTyped' },
  { ...text('tenantNationalId', 'هوية المستأجر', 'Tenant national ID'), kind: 'asTyped' },
  { ...text('tenantPhone', 'جوال المستأجر', 'Tenant phone'), kind: 'asTyped' },
  { ...text('city', 'المدينة', 'City'), kind: 'asTyped' },
  text('district', 'الحي', 'District'),
  text('address', 'العنوان', 'Address'),
  { ...text('propertyType', 'نوع العقار', 'Property type'), kind: { choice: 'propertyType' } },
  { ...text('propertyCategory', 'تصنيف العقار', 'Property category'), kind: { choice: 'propertyCategory' } },
  { ...text('depositHolder', 'حافظ مبلغ التأمين', 'Deposit held by'), kind: { choice: 'depositHolder' } },
];

/**
 * owners-export: the spec's ten columns, then the rest of what an import of owners reads (the file imports back).
 * Names are the records' own in both languages, as in properties-export; the English one follows.
 */
export const OWNER_EXPORT: readonly Column[] = [
  PERSON_COLUMNS.name,
  PERSON_COLUMNS.nationalId,
  PERSON_COLUMNS.email,
  PERSON_COLUMNS.phone,
  PERSON_COLUMNS.city,
  { ...text('propertiesCount', 'العقارات', 'Properties'), kind: 'number' },
  text('occupiedTotal', 'الوحدات (مؤجرة / الكل)', 'Units (occupied / total)'),
  { ...text('monthlyIncome', 'الدخل الشهري', 'Monthly income'), kind: 'number' },
  OWNER_COLUMNS.joinDate,
  OWNER_COLUMNS.status,
  PERSON_COLUMNS.nameEn,
  PERSON_COLUMNS.address,
  PERSON_COLUMNS.notes,
];

/** tenants-export: the spec's twelve columns (the tenant's contract: active, else latest), then what an import reads. */
export const TENANT_EXPORT: readonly Column[] = [
  PERSON_COLUMNS.name,
  PERSON_COLUMNS.nationalId,
  PERSON_COLUMNS.email,
  PERSON_COLUMNS.phone,
  text('property', 'العقار', 'Property'),
  text('unitNumber', 'رقم الوحدة', 'Unit number'),
  { ...text('rentAmount', 'الإيجار الشهري', 'Monthly rent'), kind: 'number' },
  text('contractPeriod', 'فترة العقد', 'Contract period'),
  { ...text('nextPaymentDue', 'الدفعة القادمة', 'Next payment due'), kind: 'date' },
  { ...text('paymentStatus', 'حالة الدفع', 'Payment status'), kind: { choice: 'paymentStatus' } },
  { ...text('contractStatus', 'حالة العقد', 'Contract status'), kind: { choice: 'contractStatus' } },
  { ...text('outstandingBalance', 'المبلغ المستحق', 'Outstanding'), kind: 'number' },
  PERSON_COLUMNS.nameEn,
  PERSON_COLUMNS.city,
  PERSON_COLUMNS.address,
  TENANT_COLUMNS.emergencyContact,
  TENANT_COLUMNS.emergencyPhone,
  PERSON_COLUMNS.notes,
];

// The exports start with the spec's columns, in its order.
const startsWith = (columns: readonly Column[], keys: readonly string[]) => {
  keys.forEach((key, index) => {
    if (columns[index]?.key !== key) throw new Error(`export column ${index} must be ${key}`);
  });
};
startsWith(PROPERTY_EXPORT, PROPERTY_EXPORT_COLUMNS);
startsWith(CONTRACT_EXPORT, CONTRACT_EXPORT_COLUMNS);
startsWith(OWNER_EXPORT, OWNER_EXPORT_COLUMNS);
startsWith(TENANT_EXPORT, TENANT_EXPORT_COLUMNS);

/* ------------------------------------------------------------------------------------------------------------ */
/* Imports                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------ */

const OWNER_IMPORT: readonly Column[] = [
  PERSON_COLUMNS.name,
  PERSON_COLUMNS.nameEn,
  PERSON_COLUMNS.email,
  PERSON_COLUMNS.phone,
  PERSON_COLUMNS.nationalId,
  PERSON_COLUMNS.address,
  PERSON_COLUMNS.city,
  OWNER_COLUMNS.status,
  OWNER_COLUMNS.joinDate,
  PERSON_COLUMNS.notes,
];

const TENANT_IMPORT: readonly Column[] = [
  PERSON_COLUMNS.name,
  PERSON_COLUMNS.nameEn,
  PERSON_COLUMNS.email,
  PERSON_COLUMNS.phone,
  PERSON_COLUMNS.nationalId,
  PERSON_COLUMNS.address,
  PERSON_COLUMNS.city,
  TENANT_COLUMNS.emergencyContact,
  TENANT_COLUMNS.emergencyPhone,
  PERSON_COLUMNS.notes,
];

/** Properties: a properties export reads back (its derived columns are left out). */
const PROPERTY_IMPORT: readonly Column[] = [
  { ...PROPERTY_EXPORT[0]!, required: true, aliases: ['title'] },
  { ...PROPERTY_EXPORT[6]!, aliases: ['titleEn'] },
  { ...PROPERTY_EXPORT[8]!, required: true },
  { ...PROPERTY_EXPORT[9]!, required: true },
  { ...PROPERTY_EXPORT[10]!, required: true },
  PROPERTY_EXPORT[5]!,
  { ...PROPERTY_EXPORT[11]!, required: true },
  { ...PROPERTY_EXPORT[12]!, required: true },
  { ...PROPERTY_EXPORT[13]!, required: true },
  ...PROPERTY_EXPORT.slice(14),
  text('description', 'الوصف', 'Description'),
  text('descriptionEn', 'الوصف بالإنجليزية', 'Description (English)'),
];

const UNIT_IMPORT: readonly Column[] = [
  text('property', 'العقار', 'Property', { required: true, aliases: ['propertyName', 'propertyTitle'] }),
  { ...text('ownerNationalId', 'هوية المالك', 'Owner national ID'), kind: 'asTyped' },
  text('unitNumber', 'رقم الوحدة', 'Unit number', { required: true }),
  { ...text('unitType', 'نوع الوحدة', 'Unit type', { required: true }), kind: { choice: 'unitType' } },
  { ...text('floor', 'الطابق', 'Floor'), kind: 'number' },
  { ...text('area', 'المساحة (م²)', 'Area (m²)', { aliases: ['area'] }), kind: 'number' },
  { ...text('bedrooms', 'غرف النوم', 'Bedrooms'), kind: 'number' },
  { ...text('bathrooms', 'دورات المياه', 'Bathrooms'), kind: 'number' },
  {
    ...text('rentPrice', 'الإيجار الشهري', 'Monthly rent', { required: true, aliases: ['rent', 'الإيجار'] }),
    kind: 'number',
  },
  text('features', 'المميزات', 'Features'),
  text('description', 'الوصف', 'Description'),
  text('descriptionEn', 'الوصف بالإنجليزية', 'Description (English)'),
  { ...text('underMaintenance', 'تحت الصيانة', 'Under maintenance'), kind: 'boolean' },
];

/** Contracts: a contracts export reads back (its status is derived again from the dates and termination). */
const CONTRACT_IMPORT: readonly Column[] = CONTRACT_EXPORT.filter((column) => column.key !== 'status').map((column) =>
  [
    'property',
    'unitNumber',
    'tenantNationalId',
    'startDate',
    'endDate',
    'rentAmount',
    'securityDeposit',
    'paymentFrequency',
  ].includes(column.key)
    ? { ...column, required: true }
    : column,
);

/** Payments: each recorded on an open invoice named by its number, as the payments screen records one. */
const PAYMENT_IMPORT: readonly Column[] = [
  text('invoiceNumber', 'رقم الفاتورة', 'Invoice number', { required: true }),
  { ...text('amount', 'المبلغ', 'Amount', { required: true }), kind: 'number' },
  {
    ...text('paidOn', 'تاريخ الدفع', 'Paid on', { required: true, aliases: ['paidDate', 'payment date'] }),
    kind: 'date',
  },
  {
    ...text('method', 'طريقة الدفع', 'Payment method', { required: true, aliases: ['paymentMethod'] }),
    kind: { choice: 'paymentMethod' },
  },
  text('reference', 'المرجع', 'Reference', { required: true, aliases: ['رقم المرجع'] }),
  text('notes', 'ملاحظات', 'Notes'),
];

/** Maintenance tickets: each opened as the maintenance screen opens one, on a property (and unit) named in the file. */
const TICKET_IMPORT: readonly Column[] = [
  text('property', 'العقار', 'Property', { required: true, aliases: ['propertyName', 'propertyTitle'] }),
  text('unitNumber', 'رقم الوحدة', 'Unit number'),
  text('titleAr', 'العنوان بالعربية', 'Title (Arabic)', { required: true }),
  text('title', 'العنوان بالإنجليزية', 'Title (English)', { required: true }),
  text('description', 'الوصف', 'Description', { required: true }),
  { ...text('category', 'الفئة', 'Category', { required: true }), kind: { choice: 'ticketCategory' } },
  { ...text('priority', 'الأولوية', 'Priority', { required: true }), kind: { choice: 'ticketPriority' } },
  { ...text('estimatedCost', 'التكلفة التقديرية', 'Estimated cost'), kind: 'number' },
];

/**
 * Ejar's payments statement (SADAD biller 153 / mada in the Ejar app): each row pays the rent of the lease with that
 * Ejar number for the period (YYYY-MM or the due date), recorded as a payment through Ejar with its reference.
 */
const EJAR_PAYMENT_IMPORT: readonly Column[] = [
  text('ejarContractNumber', 'رقم عقد إيجار', 'Ejar contract number', {
    required: true,
    aliases: ['contractNumber', 'رقم العقد', 'Contract number', 'ejarNumber'],
  }),
  text('period', 'الفترة', 'Period', { required: true, aliases: ['dueDate', 'تاريخ الاستحقاق', 'Due date', 'month'] }),
  {
    ...text('amount', 'المبلغ', 'Amount', { required: true, aliases: ['المبلغ المدفوع', 'Amount paid'] }),
    kind: 'number',
  },
  {
    ...text('paidOn', 'تاريخ الدفع', 'Paid on', { required: true, aliases: ['paidDate', 'payment date', 'Paid date'] }),
    kind: 'date',
  },
  text('reference', 'المرجع', 'Reference', {
    required: true,
    aliases: ['رقم المرجع', 'SADAD reference', 'رقم العملية'],
  }),
];

export const IMPORT_COLUMNS: Record<EstateImportEntity, readonly Column[]> = {
  owners: OWNER_IMPORT,
  tenants: TENANT_IMPORT,
  properties: PROPERTY_IMPORT,
  units: UNIT_IMPORT,
  contracts: CONTRACT_IMPORT,
  payments: PAYMENT_IMPORT,
  maintenance: TICKET_IMPORT,
  'ejar-payments': EJAR_PAYMENT_IMPORT,
};

/** The column of each header cell (by key, either language's header or an alias), or null for one not read. */
export function matchHeaders(headers: readonly string[], columns: readonly Column[]): (Column | null)[] {
  const byName = new Map<string, Column>();
  for (const column of columns) {
    for (const name of [column.key, column.ar, column.en, ...(column.aliases ?? [])]) {
      const folded = foldText(name);
      if (!byName.has(folded)) byName.set(folded, column);
    }
  }
  const taken = new Set<string>();
  return headers.map((cell) => {
    const column = byName.get(foldText(cell));
    if (!column || taken.has(column.key)) return null;
    taken.add(column.key);
    return column;
  });
}
