import {
  cityName,
  ESTATE_EXPORT_FILES,
  type EstateContract,
  type EstateExportFormat,
  type EstateOwner,
  type EstateProperty,
  type EstateTenant,
  formatPhone,
  type Language,
} from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DocumentsService } from '../../common/documents/documents.service.js';
import { ContractQueries } from '../contracts/contract-queries.js';
import type { ListContractsDto } from '../contracts/dto/list-contracts.dto.js';
import type { ListOwnersDto, ListTenantsDto } from '../people/dto/list-people.dto.js';
import { OwnersService, TenantsService } from '../people/people.service.js';
import type { PeopleQuery, PersonRecord } from '../people/person-kind.js';
import type { ListEstatePropertiesDto } from '../properties/dto/list-estate-properties.dto.js';
import { EstatePropertiesService } from '../properties/estate-properties.service.js';
import { type Cell, CSV_TYPE, writeCsv, XLSX_TYPE } from './spreadsheet.js';
import {
  choiceWord,
  type Column,
  CONTRACT_EXPORT,
  header,
  OWNER_EXPORT,
  PROPERTY_EXPORT,
  TENANT_EXPORT,
} from './transfer-columns.js';

/** The most records one export holds (the lists page the rest; the bench's 50,000 contracts fit). */
export const EXPORT_MAX_ROWS = 100_000;

export interface ExportFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The records an export's rows read besides the list's: the owners' and tenants' national IDs and phones. */
interface PersonFacts {
  national_id: string;
  phone: string;
}

/** A record's name in the language asked, where it has one in it. */
const named = (own: string, english: string | null, lang: Language) => (lang === 'en' ? (english ?? own) : own);

/** The cells of a row, in the columns' order. */
const cellsOf = (columns: readonly Column[], values: Record<string, Cell>): Cell[] =>
  columns.map((column) => values[column.key] ?? null);

/** What every person's row holds: the record's own name (so the file imports back), the English one apart. */
const personValues = (person: PersonRecord, lang: Language): Record<string, Cell> => ({
  name: person.name,
  nameEn: person.nameEn,
  nationalId: person.nationalId,
  email: person.email,
  phone: formatPhone(person.phone, 'en'),
  city: person.city ? cityName(person.city, lang) : null,
  address: person.address,
  notes: person.notes,
});

const ownerValues = (owner: EstateOwner, lang: Language): Record<string, Cell> => ({
  ...personValues(owner, lang),
  propertiesCount: owner.propertiesCount,
  occupiedTotal: `${owner.occupiedUnits} / ${owner.totalUnits}`,
  monthlyIncome: owner.monthlyIncome,
  joinDate: owner.joinDate,
  status: choiceWord('ownerStatus', owner.status, lang),
});

/** A tenant's row: their contract's facts are those of the list's (their active contract, else their latest). */
const tenantValues = (tenant: EstateTenant, lang: Language): Record<string, Cell> => {
  const contract = tenant.contract;
  return {
    ...personValues(tenant, lang),
    property: contract ? named(contract.propertyTitle, contract.propertyTitleEn, lang) : null,
    unitNumber: contract?.unitNumber ?? null,
    rentAmount: tenant.rentAmount,
    contractPeriod: contract ? `${contract.startDate} – ${contract.endDate}` : null,
    nextPaymentDue: tenant.nextPaymentDue,
    paymentStatus: choiceWord('paymentStatus', tenant.paymentStatus, lang),
    contractStatus: contract ? choiceWord('contractStatus', contract.status, lang) : null,
    outstandingBalance: tenant.outstandingBalance,
    emergencyContact: tenant.emergencyContact,
    emergencyPhone: tenant.emergencyPhone ? formatPhone(tenant.emergencyPhone, 'en') : null,
  };
};

/**
 * properties-, contracts-, owners- and tenants-export: the records of the list with its filters (read through the list's own
 * service, so the file holds what the screen shows), the spec's columns first, headers and words in the language
 * asked, as a UTF-8 CSV with a byte-order mark (so Excel shows Arabic) or an XLSX workbook.
 */
@Injectable()
export class EstateExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: DocumentsService,
    private readonly propertyList: EstatePropertiesService,
    private readonly contractList: ContractQueries,
    private readonly ownerList: OwnersService,
    private readonly tenantList: TenantsService,
  ) {}

  async properties(
    query: Omit<ListEstatePropertiesDto, 'page' | 'limit'>,
    format: EstateExportFormat,
    lang: Language,
  ): Promise<ExportFile> {
    const { items } = await this.propertyList.list({
      ...query,
      page: 1,
      limit: EXPORT_MAX_ROWS,
    } as ListEstatePropertiesDto);
    const owners = await this.people(
      'estate_owners',
      items.map((property) => property.ownerId),
    );
    const rows = items.map((property) => this.propertyRow(property, owners.get(property.ownerId), lang));
    return this.file(ESTATE_EXPORT_FILES.properties, PROPERTY_EXPORT, rows, format, lang);
  }

  async contracts(
    query: Omit<ListContractsDto, 'page' | 'limit'>,
    format: EstateExportFormat,
    lang: Language,
  ): Promise<ExportFile> {
    const { items } = await this.contractList.list({ ...query, page: 1, limit: EXPORT_MAX_ROWS } as ListContractsDto);
    const owners = await this.people(
      'estate_owners',
      items.map((contract) => contract.ownerId),
    );
    const tenants = await this.people(
      'estate_tenants',
      items.map((contract) => contract.tenantId),
    );
    const places = await this.places(items.map((contract) => contract.propertyId));
    const rows = items.map((contract) =>
      this.contractRow(
        contract,
        owners.get(contract.ownerId),
        tenants.get(contract.tenantId),
        places.get(contract.propertyId),
        lang,
      ),
    );
    return this.file(ESTATE_EXPORT_FILES.contracts, CONTRACT_EXPORT, rows, format, lang);
  }

  /** owners-export and tenants-export: every record of the people list with its filters, as the list reads it. */
  async peopleFile(
    list: 'owners' | 'tenants',
    query: Omit<PeopleQuery, 'page' | 'limit'>,
    format: EstateExportFormat,
    lang: Language,
  ): Promise<ExportFile> {
    const all = { ...query, page: 1, limit: EXPORT_MAX_ROWS };
    const columns = list === 'owners' ? OWNER_EXPORT : TENANT_EXPORT;
    const rows =
      list === 'owners'
        ? (await this.ownerList.list(all as ListOwnersDto)).items.map((owner) => ownerValues(owner, lang))
        : (await this.tenantList.list(all as ListTenantsDto)).items.map((tenant) => tenantValues(tenant, lang));
    const cells = rows.map((values) => cellsOf(columns, values));
    return this.file(ESTATE_EXPORT_FILES[list], columns, cells, format, lang);
  }

  private propertyRow(property: EstateProperty, owner: PersonFacts | undefined, lang: Language): Cell[] {
    const city = cityName(property.city, lang);
    const values: Record<string, Cell> = {
      // The record's own (Arabic) name in both languages, so the file imports back; the English one follows.
      name: property.title,
      location: `${city} - ${property.district}`,
      totalUnits: property.totalUnits,
      occupiedVacant: `${property.occupiedUnits} / ${property.vacantUnits}`,
      monthlyIncome: property.monthlyIncome,
      status: choiceWord('propertyStatus', property.status, lang),
      nameEn: property.titleEn,
      owner: property.ownerName,
      ownerNationalId: owner?.national_id ?? null,
      type: choiceWord('propertyType', property.type, lang),
      category: choiceWord('propertyCategory', property.category, lang),
      city,
      district: property.district,
      address: property.address,
      area: property.area,
      yearBuilt: property.yearBuilt,
      purchasePrice: property.purchasePrice,
      currentValue: property.currentValue,
    };
    return cellsOf(PROPERTY_EXPORT, values);
  }

  private contractRow(
    contract: EstateContract,
    owner: PersonFacts | undefined,
    tenant: PersonFacts | undefined,
    place: { district: string; address: string; type: string; category: string } | undefined,
    lang: Language,
  ): Cell[] {
    // Names in the language asked where the record has one, as payments-export writes them. An import finds the
    // property by either name and the owner and tenant by national ID, so the file still reads back.
    const values: Record<string, Cell> = {
      contractNumber: contract.contractNumber,
      property: named(contract.propertyTitle, contract.propertyTitleEn, lang),
      owner: named(contract.ownerName, contract.ownerNameEn, lang),
      tenant: named(contract.tenantName, contract.tenantNameEn, lang),
      rentAmount: contract.rentAmount,
      status: choiceWord('contractStatus', contract.status, lang),
      unitNumber: contract.unitNumber,
      unitType: choiceWord('unitType', contract.unitType, lang),
      startDate: contract.startDate,
      endDate: contract.endDate,
      securityDeposit: contract.securityDeposit,
      paymentFrequency: choiceWord('frequency', contract.paymentFrequency, lang),
      notes: contract.notes,
      terminationDate: contract.terminationDate,
      terminationReason: contract.terminationReason,
      ownerNationalId: owner?.national_id ?? null,
      ownerPhone: owner ? formatPhone(owner.phone, 'en') : null,
      tenantNationalId: tenant?.national_id ?? null,
      tenantPhone: tenant ? formatPhone(tenant.phone, 'en') : null,
      city: cityName(contract.city, lang),
      district: place?.district ?? null,
      address: place?.address ?? null,
      propertyType: place ? choiceWord('propertyType', place.type, lang) : null,
      propertyCategory: place ? choiceWord('propertyCategory', place.category, lang) : null,
      depositHolder: choiceWord('depositHolder', contract.depositHolder, lang),
    };
    return cellsOf(CONTRACT_EXPORT, values);
  }

  private async people(table: 'estate_owners' | 'estate_tenants', ids: readonly string[]) {
    const rows = (await this.dataSource.query(
      `SELECT id, national_id, phone FROM ${table} WHERE id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    )) as (PersonFacts & { id: string })[];
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async places(ids: readonly string[]) {
    const rows = (await this.dataSource.query(
      `SELECT id, district, address, type, category FROM estate_properties WHERE id = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    )) as { id: string; district: string; address: string; type: string; category: string }[];
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async file(
    csvName: string,
    columns: readonly Column[],
    rows: Cell[][],
    format: EstateExportFormat,
    lang: Language,
  ): Promise<ExportFile> {
    const headers = columns.map((column) => header(column, lang));
    if (format === 'xlsx') {
      const bytes = await this.documents.sheet(headers, rows, {
        sheetName: csvName.replace(/-export\.csv$/, ''),
        rightToLeft: lang === 'ar',
      });
      return { fileName: csvName.replace(/\.csv$/, '.xlsx'), contentType: XLSX_TYPE, bytes };
    }
    return { fileName: csvName, contentType: CSV_TYPE, bytes: writeCsv(headers, rows) };
  }
}
