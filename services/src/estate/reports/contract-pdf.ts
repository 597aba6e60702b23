import {
  cityName,
  type ContractInvoices,
  districtName,
  type ContractStatus,
  type DepositHolder,
  type EstateContract,
  formatPhone,
  type InvoiceStatus,
  type InvoiceType,
  type Language,
  type NationalAddress,
  nationalAddressLine,
  type PaymentFrequency,
  type UnitType,
} from '@estate/contracts';
import type { DocumentFactory } from '../../common/documents/document-factory.js';
import { DOCUMENT_BAND_COLOR, documentFormat, maskNationalId } from '../shared/document-format.js';

/** What the contract document reads besides the contract and its invoices: the parties' IDs and the address. */
export interface ContractParties {
  ownerNationalId: string;
  ownerPhone: string;
  tenantNationalId: string;
  propertyAddress: string;
  propertyDistrict: string;
  propertyDistrictEn: string | null;
  /** National addresses where known (printed with their short address), null otherwise. */
  propertyNationalAddress?: NationalAddress | null;
  ownerNationalAddress?: NationalAddress | null;
  tenantNationalAddress?: NationalAddress | null;
}

interface ContractWords {
  direction: 'rtl' | 'ltr';
  kicker: string;
  title: string;
  sections: { contract: string; parties: string; property: string; terms: string; schedule: string; notes: string };
  fields: {
    number: string;
    status: string;
    startDate: string;
    endDate: string;
    duration: string;
    terminationDate: string;
    owner: string;
    tenant: string;
    name: string;
    nationalId: string;
    phone: string;
    property: string;
    address: string;
    nationalAddress: string;
    unit: string;
    unitType: string;
    rent: string;
    frequency: string;
    deposit: string;
    vat: string;
    noVat: string;
    totalValue: string;
    ejarNumber: string;
    ejarRegisteredOn: string;
    depositHolder: string;
  };
  /** Who holds the deposit, and what that means for the tenant. */
  depositHolders: Record<DepositHolder, string>;
  notRegistered: string;
  months: (count: string) => string;
  perMonth: string;
  statuses: Record<ContractStatus, string>;
  invoiceStatuses: Record<InvoiceStatus, string>;
  invoiceTypes: Record<InvoiceType, string>;
  frequencies: Record<PaymentFrequency, string>;
  unitTypes: Record<UnitType, string>;
  due: string;
  period: string;
  noInvoices: string;
  footer: string;
}

/** Every word of the contract document, in both languages (the same keys: the type checks it). */
const WORDS: Record<Language, ContractWords> = {
  ar: {
    direction: 'rtl',
    kicker: 'عقد إيجار',
    title: 'عقد إيجار رقم',
    sections: {
      contract: 'بيانات العقد',
      parties: 'أطراف العقد',
      property: 'العقار والوحدة',
      terms: 'الشروط المالية',
      schedule: 'جدول الفواتير',
      notes: 'ملاحظات',
    },
    fields: {
      number: 'رقم العقد',
      status: 'الحالة',
      startDate: 'تاريخ البداية',
      endDate: 'تاريخ النهاية',
      duration: 'المدة',
      terminationDate: 'تاريخ الإنهاء',
      owner: 'المؤجر (المالك)',
      tenant: 'المستأجر',
      name: 'الاسم',
      nationalId: 'رقم الهوية',
      phone: 'الجوال',
      property: 'العقار',
      address: 'العنوان',
      nationalAddress: 'العنوان الوطني',
      unit: 'رقم الوحدة',
      unitType: 'نوع الوحدة',
      rent: 'قيمة الإيجار',
      frequency: 'دورية الدفع',
      deposit: 'مبلغ التأمين',
      vat: 'ضريبة القيمة المضافة',
      noVat: 'لا تنطبق',
      totalValue: 'إجمالي قيمة العقد',
      ejarNumber: 'رقم عقد إيجار',
      ejarRegisteredOn: 'تاريخ التوثيق في إيجار',
      depositHolder: 'جهة حفظ التأمين',
    },
    depositHolders: {
      ejar: 'منصة إيجار (يُسدَّد التأمين لإيجار ويُعاد عبر نموذج تسليم الوحدة)',
      company: 'الشركة (مؤجر العقار)',
    },
    notRegistered: 'لم يُسجَّل بعد',
    months: (count) => `${count} شهر`,
    perMonth: ' شهرياً',
    statuses: { pending: 'معلق', active: 'نشط', expired: 'منتهي', terminated: 'ملغي' },
    invoiceStatuses: { pending: 'مستحقة', paid: 'مدفوعة', overdue: 'متأخرة', cancelled: 'ملغاة' },
    invoiceTypes: { rent: 'إيجار', deposit: 'تأمين', maintenance: 'صيانة', penalty: 'غرامة', refund: 'استرداد' },
    frequencies: { monthly: 'شهري', quarterly: 'ربع سنوي', semi_annual: 'نصف سنوي', yearly: 'سنوي' },
    unitTypes: { apartment: 'شقة', villa: 'فيلا', office: 'مكتب', shop: 'محل', warehouse: 'مستودع' },
    due: 'الاستحقاق',
    period: 'الفترة',
    noInvoices: 'لا توجد فواتير',
    footer: 'رقم الهوية مخفي عدا آخر أربعة أرقام.',
  },
  en: {
    direction: 'ltr',
    kicker: 'LEASE CONTRACT',
    title: 'Lease contract',
    sections: {
      contract: 'Contract details',
      parties: 'Parties',
      property: 'Property and unit',
      terms: 'Financial terms',
      schedule: 'Invoice schedule',
      notes: 'Notes',
    },
    fields: {
      number: 'Contract number',
      status: 'Status',
      startDate: 'Start date',
      endDate: 'End date',
      duration: 'Duration',
      terminationDate: 'Termination date',
      owner: 'Landlord (owner)',
      tenant: 'Tenant',
      name: 'Name',
      nationalId: 'National ID',
      phone: 'Phone',
      property: 'Property',
      address: 'Address',
      nationalAddress: 'National address',
      unit: 'Unit number',
      unitType: 'Unit type',
      rent: 'Rent',
      frequency: 'Payment frequency',
      deposit: 'Security deposit',
      vat: 'VAT',
      noVat: 'Not applicable',
      totalValue: 'Total contract value',
      ejarNumber: 'Ejar contract number',
      ejarRegisteredOn: 'Registered on Ejar',
      depositHolder: 'Deposit held by',
    },
    depositHolders: {
      ejar: 'Ejar (the deposit is paid to Ejar and released through its unit-return form)',
      company: 'The company (the landlord)',
    },
    notRegistered: 'Not registered yet',
    months: (count) => `${count} months`,
    perMonth: ' / month',
    statuses: { pending: 'Pending', active: 'Active', expired: 'Expired', terminated: 'Terminated' },
    invoiceStatuses: { pending: 'Pending', paid: 'Paid', overdue: 'Overdue', cancelled: 'Cancelled' },
    invoiceTypes: {
      rent: 'Rent',
      deposit: 'Deposit',
      maintenance: 'Maintenance',
      penalty: 'Penalty',
      refund: 'Refund',
    },
    frequencies: { monthly: 'Monthly', quarterly: 'Quarterly', semi_annual: 'Semi-annual', yearly: 'Yearly' },
    unitTypes: { apartment: 'Apartment', villa: 'Villa', office: 'Office', shop: 'Shop', warehouse: 'Warehouse' },
    due: 'Due',
    period: 'Period',
    noInvoices: 'No invoices',
    footer: 'National IDs are hidden except their last four digits.',
  },
};

/**
 * A contract as a PDF in one language: Arabic (shaped, right to left) or English (left to right), each the whole
 * document, the download of the contract's page in the page's language. The parties (names, national IDs masked
 * but for the last 4 digits, phones), the property and unit, the terms and the schedule of its invoices.
 */
export function contractPdf(
  documents: DocumentFactory,
  contract: EstateContract,
  parties: ContractParties,
  invoices: ContractInvoices,
  lang: Language,
  today: string,
): Promise<Buffer> {
  const words = WORDS[lang];
  const f = documentFormat(lang);
  const fields = words.fields;
  const named = (arabic: string, english: string | null) => (lang === 'en' && english?.trim() ? english : arabic);
  const doc = documents.create({
    direction: words.direction,
    lang,
    title: `${words.title} ${contract.contractNumber}`,
    createdAt: new Date(contract.createdAt),
  });
  doc.band(
    [
      { text: words.kicker, style: { size: 11, bold: true } },
      { text: f.code(contract.contractNumber), style: { size: 18, bold: true } },
    ],
    { color: DOCUMENT_BAND_COLOR },
  );

  doc.heading(words.sections.contract, { level: 2 });
  const details: [string, string][] = [
    [fields.number, f.code(contract.contractNumber)],
    [fields.status, words.statuses[contract.status]],
    [fields.startDate, f.dateWithHijri(contract.startDate)],
    [fields.endDate, f.dateWithHijri(contract.endDate)],
    [fields.duration, words.months(f.number(contract.durationMonths))],
  ];
  if (contract.terminationDate) details.push([fields.terminationDate, f.dateWithHijri(contract.terminationDate)]);
  // The lease as Ejar registers it: its number there and the day (Gregorian with the Hijri date beside it).
  details.push([
    fields.ejarNumber,
    contract.ejarContractNumber ? f.code(contract.ejarContractNumber) : words.notRegistered,
  ]);
  if (contract.ejarRegisteredOn) details.push([fields.ejarRegisteredOn, f.dateWithHijri(contract.ejarRegisteredOn)]);
  doc.keyValueTable(details);

  // A national address is printed where it is known (the property's, the parties').
  const addressRow = (address: NationalAddress | null | undefined): [string, string][] =>
    address ? [[fields.nationalAddress, nationalAddressLine(address, lang)]] : [];
  doc.heading(words.sections.parties, { level: 2 });
  doc.keyValueTable([
    [fields.owner, named(contract.ownerName, contract.ownerNameEn)],
    [fields.nationalId, f.code(maskNationalId(parties.ownerNationalId))],
    [fields.phone, f.code(formatPhone(parties.ownerPhone, lang))],
    ...addressRow(parties.ownerNationalAddress),
  ]);
  doc.keyValueTable([
    [fields.tenant, named(contract.tenantName, contract.tenantNameEn)],
    [fields.nationalId, f.code(maskNationalId(parties.tenantNationalId))],
    [fields.phone, f.code(formatPhone(contract.tenantPhone, lang))],
    ...addressRow(parties.tenantNationalAddress),
  ]);

  doc.heading(words.sections.property, { level: 2 });
  doc.keyValueTable([
    [fields.property, named(contract.propertyTitle, contract.propertyTitleEn)],
    [
      fields.address,
      [
        parties.propertyAddress,
        districtName({ district: parties.propertyDistrict, districtEn: parties.propertyDistrictEn }, lang),
        cityName(contract.city, lang),
      ].join(lang === 'ar' ? '، ' : ', '),
    ],
    ...addressRow(parties.propertyNationalAddress),
    [fields.unit, f.code(contract.unitNumber)],
    [fields.unitType, words.unitTypes[contract.unitType]],
  ]);

  doc.heading(words.sections.terms, { level: 2 });
  doc.keyValueTable([
    [fields.rent, `${f.money(contract.rentAmount)}${words.perMonth}`],
    [fields.frequency, words.frequencies[contract.paymentFrequency]],
    [fields.deposit, f.money(contract.securityDeposit)],
    [fields.depositHolder, words.depositHolders[contract.depositHolder]],
    [fields.vat, contract.vatPercent > 0 ? f.percent(contract.vatPercent) : fields.noVat],
    [fields.totalValue, f.money(contract.totalValue)],
  ]);
  if (contract.notes?.trim()) {
    doc.heading(words.sections.notes, { level: 2 });
    doc.paragraph(contract.notes);
  }

  doc.heading(words.sections.schedule, { level: 2 });
  if (invoices.items.length === 0) doc.paragraph(words.noInvoices);
  else {
    doc.keyValueTable(
      invoices.items.map((invoice) => {
        const period =
          invoice.periodStart && invoice.periodEnd
            ? `${words.period} ${f.dateWithHijri(invoice.periodStart)} - ${f.dateWithHijri(invoice.periodEnd)}`
            : words.invoiceTypes[invoice.type];
        const vat = invoice.vatAmount > 0 ? ` (${fields.vat} ${f.money(invoice.vatAmount)})` : '';
        return [
          `${words.due} ${f.dateWithHijri(invoice.dueDate)}`,
          `${f.code(invoice.invoiceNumber)}   ${period}   ${f.money(invoice.totalAmount)}${vat}   ${words.invoiceStatuses[invoice.status]}`,
        ];
      }),
      { labelWidth: 140 },
    );
  }
  doc.footer(`${words.footer}  ${f.dateWithHijri(today)}`);
  return doc.end();
}
