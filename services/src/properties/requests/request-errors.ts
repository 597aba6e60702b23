import { ERROR_CODES, type FieldError, REQUEST_ERROR_CODES } from '@estate/contracts';
import { NotFoundException } from '@nestjs/common';

export const propertyNotFound = () =>
  new NotFoundException({
    code: REQUEST_ERROR_CODES.propertyNotFound,
    message: 'Property not found',
    details: [{ field: 'propertyId', messages: ['propertyId must be an active property'] }] satisfies FieldError[],
  });

export const requestNotFound = (label: string) =>
  new NotFoundException({ code: ERROR_CODES.notFound, message: `${label} not found` });
