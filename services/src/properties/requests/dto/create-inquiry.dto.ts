import { type InquiryInput, REQUEST_LIMITS } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { RequiredText } from './request-fields.js';
import { RequestSenderDto } from './request-sender.dto.js';

/** `POST /api/inquiries`: a question about one active property. */
export class CreateInquiryDto extends RequestSenderDto implements InquiryInput {
  @RequiredText(REQUEST_LIMITS.message, 'هل العقار متاح للمعاينة هذا الأسبوع؟')
  message!: string;

  @ApiProperty({ format: 'uuid', description: 'An active property' })
  @IsUUID()
  propertyId!: string;
}
