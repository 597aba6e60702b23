import { REQUEST_STATUSES, type RequestStatus, type RequestStatusInput } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class UpdateRequestStatusDto implements RequestStatusInput {
  @ApiProperty({ enum: REQUEST_STATUSES })
  @IsIn(REQUEST_STATUSES)
  status!: RequestStatus;
}
