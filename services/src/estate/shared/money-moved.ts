import type { BilingualText, EstatePartyLocked } from '@estate/contracts';
import { ESTATE_ERROR_CODES } from '@estate/contracts';
import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { num, type Row } from './estate-sql.js';
import { bilingualRefusal } from '../../common/http/refusal.js';

/**
 * "Money has moved": a payment or refund is recorded on an invoice of the contract (`c` an alias of estate_contracts).
 * From then on the contract's tenant, and its property's owner, stay who the receipts were issued to.
 */
export const contractPaymentsSql = (c: string) =>
  `(SELECT count(*) FROM estate_payments pay JOIN estate_invoices i ON i.id = pay.invoice_id
     WHERE i.contract_id = ${c}.id)`;

/** Whether money has moved on any contract of the property (`p` an alias of estate_properties). */
const propertyPaymentsFrom = (p: string) =>
  `FROM estate_payments pay JOIN estate_invoices i ON i.id = pay.invoice_id
     JOIN estate_contracts c ON c.id = i.contract_id WHERE c.property_id = ${p}.id`;

export const propertyMoneyMovedSql = (p: string) => `EXISTS (SELECT 1 ${propertyPaymentsFrom(p)})`;

/** The payments and refunds recorded on the contract's invoices. */
export async function contractPayments(db: Pick<EntityManager, 'query'>, contractId: string): Promise<number> {
  const [row] = (await db.query(
    `SELECT ${contractPaymentsSql('c')}::int AS payments FROM estate_contracts c WHERE c.id = $1`,
    [contractId],
  )) as Row[];
  return num(row?.payments);
}

/** The payments and refunds recorded on the invoices of the property's contracts. */
export async function propertyPayments(db: Pick<EntityManager, 'query'>, propertyId: string): Promise<number> {
  const [row] = (await db.query(
    `SELECT (SELECT count(*) ${propertyPaymentsFrom('p')})::int AS payments FROM estate_properties p WHERE p.id = $1`,
    [propertyId],
  )) as Row[];
  return num(row?.payments);
}

function partyLocked(code: string, payments: number, message: BilingualText): ConflictException {
  const details: Omit<EstatePartyLocked, 'message'> = { payments };
  return new ConflictException(bilingualRefusal(code, message, details));
}

/** 409 CONTRACT_TENANT_LOCKED: the tenant stays the one the receipts were issued to. */
export const contractTenantLocked = (payments: number) =>
  partyLocked(ESTATE_ERROR_CODES.contractTenantLocked, payments, {
    ar: `لا يمكن تغيير المستأجر: سُجّلت على فواتير هذا العقد مدفوعات (${payments}) باسم مستأجره. أنهِ العقد وأنشئ عقداً جديداً للمستأجر الجديد.`,
    en: `The tenant cannot be changed: ${payments} payment(s) are recorded on this contract's invoices in its tenant's name. End the contract and make a new one for the new tenant.`,
  });

/** 409 CONTRACT_PROPERTY_LOCKED: the contract's payments stay with its property (and who owned it then). */
export const contractPropertyLocked = (payments: number) =>
  partyLocked(ESTATE_ERROR_CODES.contractPropertyLocked, payments, {
    ar: `لا يمكن نقل العقد إلى وحدة في عقار آخر: سُجّلت على فواتيره مدفوعات (${payments}) لهذا العقار. أنهِ العقد وأنشئ عقداً جديداً على الوحدة الأخرى.`,
    en: `The contract cannot move to a unit of another property: ${payments} payment(s) are recorded on its invoices for this property. End the contract and make a new one on the other unit.`,
  });

/** 409 PROPERTY_OWNER_LOCKED: the owner changes only by a dated transfer. */
export const propertyOwnerLocked = (payments: number) =>
  partyLocked(ESTATE_ERROR_CODES.propertyOwnerLocked, payments, {
    ar: `لا يمكن تغيير المالك بالتعديل: سُجّلت مدفوعات (${payments}) على عقود هذا العقار. استخدم "نقل الملكية" بتاريخ نفاذ، لتبقى الأرقام السابقة للمالك السابق.`,
    en: `The owner cannot be changed by an edit: ${payments} payment(s) are recorded on this property's contracts. Use "Transfer ownership" with an effective date, so that the figures before it stay with the previous owner.`,
  });
