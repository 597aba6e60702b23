import {
  INVOICE_STATUSES,
  INVOICE_TYPES,
  type InvoiceStatus,
  type InvoiceType,
  PAYMENT_SORTS,
  PAYMENT_TABS,
  type PaymentListQuery,
  type PaymentSort,
  type PaymentTab,
} from '@estate/contracts';
import { ChoiceFilter, EstateListQueryDto, IdFilter } from '../../shared/estate-fields.js';

/** GET /api/estate/payments (and its summary and export). */
export class ListPaymentsDto extends EstateListQueryDto implements PaymentListQuery {
  @ChoiceFilter(PAYMENT_TABS)
  tab?: PaymentTab;

  @ChoiceFilter(INVOICE_STATUSES)
  status?: InvoiceStatus;

  @ChoiceFilter(INVOICE_TYPES)
  type?: InvoiceType;

  @IdFilter()
  propertyId?: string;

  @ChoiceFilter(PAYMENT_SORTS)
  sort?: PaymentSort;
}
