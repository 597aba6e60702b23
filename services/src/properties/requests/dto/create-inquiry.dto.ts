import { type InquiryInput, REQUEST_LIMITS } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { PhoneField } from '../../../identity/dto/phone-field.js';
import { EmailField, RequiredText } from './request-fields.js';

/** `POST /api/inquiries`: a question about one active property. */
export class CreateInquiryDto implements InquiryInput {
  @RequiredText(REQUEST_LIMITS.name, 'نورة العتيبي')
  name!: string;

  @EmailField()
  email!: string;

  @PhoneField({ kind: 'any' })
  phone?: string | null;

  @RequiredText(REQUEST_LIMITS.message, 'هل العقار متاح للمعاينة هذا الأسبوع؟')
  message!: string;

  @ApiProperty({ format: 'uuid', description: 'An active property' })
  @IsUUID()
  propertyId!: string;
}
