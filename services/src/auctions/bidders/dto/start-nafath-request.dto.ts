import { NationalIdField } from '../../../estate/shared/estate-fields.js';

/** POST /api/identity/nafath/requests: the bidder's national ID or iqama. */
export class StartNafathRequestDto {
  @NationalIdField()
  nationalId!: string;
}
