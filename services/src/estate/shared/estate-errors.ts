import {
  type BilingualText,
  type EstateContractConflict,
  type EstateDeleteBlocked,
  type EstateDeleteBlockReason,
  ESTATE_ERROR_CODES,
  ERROR_CODES,
} from '@estate/contracts';
import { BadRequestException, ConflictException, NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { bilingualRefusal } from '../../common/http/refusal.js';

/** The estate records, as error messages and audit entries name them. */
export type EstateRecord = 'property' | 'unit' | 'owner' | 'tenant' | 'contract';

const NOT_FOUND_CODES: Record<EstateRecord, string> = {
  property: ESTATE_ERROR_CODES.propertyNotFound,
  unit: ESTATE_ERROR_CODES.unitNotFound,
  owner: ESTATE_ERROR_CODES.ownerNotFound,
  tenant: ESTATE_ERROR_CODES.tenantNotFound,
  contract: ESTATE_ERROR_CODES.contractNotFound,
};

/** 404 with the record's code (OWNER_NOT_FOUND...). */
export const recordNotFound = (record: EstateRecord) =>
  new NotFoundException({ code: NOT_FOUND_CODES[record], message: `No such ${record}` });

/** A record's id in a path: a UUID, else the same 404 as an id no record has. */
export const estateIdPipe = (record: EstateRecord) =>
  new ParseUUIDPipe({ exceptionFactory: () => recordNotFound(record) });

/** 400 VALIDATION_FAILED naming one field, as the validation pipe answers. */
export const invalidField = (field: string, message: string) =>
  new BadRequestException({
    code: ERROR_CODES.validation,
    message: `Validation failed (${field}: ${message})`,
    details: [{ field, messages: [message] }],
  });

/** 400 for a reference (ownerId, unitId...) to a record that does not exist. */
export const unknownReference = (field: string, record: EstateRecord) =>
  new BadRequestException({
    code: ESTATE_ERROR_CODES.recordNotFound,
    message: `${field} names no ${record}`,
    details: [{ field, messages: [`${field} names no ${record}`] }],
  });

/** 400 for a reference that does not fit the others (a unit of another property...). */
export const mismatchedReference = (field: string, message: string) =>
  new BadRequestException({
    code: ESTATE_ERROR_CODES.recordMismatch,
    message,
    details: [{ field, messages: [message] }],
  });

const BLOCK_MESSAGES: Record<EstateDeleteBlockReason, (count: number) => BilingualText> = {
  active_contracts: (count) => ({
    ar: `لا يمكن الحذف: توجد عقود سارية أو قادمة (${count})`,
    en: `Cannot delete: ${count} active or upcoming contract(s)`,
  }),
  contracts: (count) => ({
    ar: `لا يمكن الحذف: مرتبط بعقود سابقة (${count})`,
    en: `Cannot delete: ${count} contract(s) refer to it`,
  }),
  units: (count) => ({ ar: `لا يمكن الحذف: يحتوي على وحدات (${count})`, en: `Cannot delete: it has ${count} unit(s)` }),
  properties: (count) => ({
    ar: `لا يمكن حذف المالك: يملك عقارات (${count})`,
    en: `Cannot delete the owner: they own ${count} propert(ies)`,
  }),
  owner_contracts: (count) => ({
    ar: `لا يمكن حذف المالك: له عقود (${count})`,
    en: `Cannot delete the owner: ${count} contract(s) name them`,
  }),
  tenant_contracts: (count) => ({
    ar: `لا يمكن حذف المستأجر: له عقود (${count})`,
    en: `Cannot delete the tenant: ${count} contract(s) name them`,
  }),
  paid_invoices: (count) => ({
    ar: `لا يمكن حذف العقد: له فواتير مدفوعة (${count})`,
    en: `Cannot delete the contract: ${count} of its invoices are paid`,
  }),
  tax_invoices: (count) => ({
    ar: `لا يمكن حذف العقد: صدرت له فواتير ضريبية إلكترونية (${count})`,
    en: `Cannot delete the contract: ${count} tax invoice(s) were issued for it`,
  }),
};

/** 409 ESTATE_DELETE_BLOCKED with the reason, the count in the way and the words for both languages. */
export function deleteBlocked(reason: EstateDeleteBlockReason, count: number): ConflictException {
  const message = BLOCK_MESSAGES[reason](count);
  const details: Omit<EstateDeleteBlocked, 'message'> = { reason, count };
  return new ConflictException(bilingualRefusal(ESTATE_ERROR_CODES.deleteBlocked, message, details));
}

/** 409 CONTRACT_OVERLAP naming the contract that holds the unit for those dates. */
export const contractOverlap = (other: EstateContractConflict) =>
  new ConflictException({
    code: ESTATE_ERROR_CODES.contractOverlap,
    message: `Contract ${other.contractNumber} holds this unit from ${other.startDate} to ${other.endDate}`,
    details: other,
  });

/** The PostgreSQL unique violation of a named index, if that is what `error` is. */
export function uniqueViolation(error: unknown): string | null {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}
