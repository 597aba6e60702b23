import {
  CONTACT_METHODS,
  type ContactMethod,
  DEFAULT_CONTACT_METHOD,
  MAX_ATTACHMENTS,
  REQUEST_LIMITS,
  SERVICE_REQUEST_TIMELINES,
  SERVICE_REQUEST_TYPES,
  type ServiceRequestInput,
  type ServiceRequestTimeline,
  type ServiceRequestType,
} from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PhoneField } from '../../../identity/dto/phone-field.js';
import { EmailField, OptionalChoice, OptionalText, RequiredText } from './request-fields.js';

/** Longest object URL accepted (`/api/objects/<key>` or this server's absolute form). */
const MAX_URL_LENGTH = 2048;

/** `POST /api/service-requests`: a request from the service request page. */
export class CreateServiceRequestDto implements ServiceRequestInput {
  @OptionalChoice(SERVICE_REQUEST_TYPES)
  type?: ServiceRequestType;

  @OptionalText(REQUEST_LIMITS.category)
  category?: string;

  @RequiredText(REQUEST_LIMITS.title, 'تسويق فيلا في حي الملقا')
  title!: string;

  @RequiredText(REQUEST_LIMITS.message)
  description!: string;

  @OptionalText(REQUEST_LIMITS.budget, '500,000 - 750,000')
  budget?: string;

  @OptionalChoice(SERVICE_REQUEST_TIMELINES)
  timeline?: ServiceRequestTimeline;

  @RequiredText(REQUEST_LIMITS.location, 'الرياض، حي الملقا')
  location!: string;

  @RequiredText(REQUEST_LIMITS.name, 'نورة العتيبي')
  name!: string;

  @EmailField()
  email!: string;

  @PhoneField({ kind: 'any', required: true })
  phone!: string;

  @OptionalChoice(CONTACT_METHODS, DEFAULT_CONTACT_METHOD)
  preferredContact?: ContactMethod;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_ATTACHMENTS,
    description: 'Object URLs from POST /api/objects/upload: PDF, Word, JPEG, PNG or GIF by content',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_ATTACHMENTS)
  @ArrayUnique()
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(MAX_URL_LENGTH, { each: true })
  attachments?: string[];
}
