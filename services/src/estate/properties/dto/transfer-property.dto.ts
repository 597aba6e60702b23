import type { PropertyTransferInput } from '@estate/contracts';
import { DateField, IdField } from '../../shared/estate-fields.js';

/** POST /api/estate/properties/{id}/transfer. */
export class TransferPropertyDto implements PropertyTransferInput {
  @IdField()
  ownerId!: string;

  /** Not after today (Riyadh), after the start of the current owner's period. */
  @DateField('2025-07-01')
  effectiveDate!: string;
}
