import { ERROR_CODES, type FieldError, type InvalidAttachment, REQUEST_ERROR_CODES } from '@estate/contracts';
import { BadRequestException, NotFoundException } from '@nestjs/common';

export const propertyNotFound = () =>
  new NotFoundException({
    code: REQUEST_ERROR_CODES.propertyNotFound,
    message: 'Property not found',
    details: [{ field: 'propertyId', messages: ['propertyId must be an active property'] }] satisfies FieldError[],
  });

export const invalidAttachments = (details: InvalidAttachment[]) =>
  new BadRequestException({
    code: REQUEST_ERROR_CODES.invalidAttachment,
    message: `Invalid attachments (${details.map((detail) => detail.messages.join(', ')).join('; ')})`,
    details,
  });

export const requestNotFound = (label: string) =>
  new NotFoundException({ code: ERROR_CODES.notFound, message: `${label} not found` });
