import { ERROR_CODES, type FieldError, IDENTITY_ERROR_CODES } from '@estate/contracts';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';

export const emailTaken = () =>
  new ConflictException({
    code: IDENTITY_ERROR_CODES.emailTaken,
    message: 'This email is already registered',
    details: [{ field: 'email', messages: ['email is already registered'] }] satisfies FieldError[],
  });

export const conflict = (message: string, field?: string) =>
  new ConflictException({
    code: ERROR_CODES.conflict,
    message,
    ...(field ? { details: [{ field, messages: [message] }] satisfies FieldError[] } : {}),
  });

export const systemRole = (message: string) =>
  new ConflictException({ code: IDENTITY_ERROR_CODES.systemRole, message });

export const notFound = (what: string) =>
  new NotFoundException({ code: ERROR_CODES.notFound, message: `${what} not found` });

/** A 400 in the validation format, for checks the DTO cannot make (an unknown role name...). */
export const invalidField = (field: string, message: string) =>
  new BadRequestException({
    code: ERROR_CODES.validation,
    message: `Validation failed (${field}: ${message})`,
    details: [{ field, messages: [message] }] satisfies FieldError[],
  });

/** PostgreSQL unique violation on the named index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const { code, constraint: name } = (error ?? {}) as { code?: string; constraint?: string };
  const driverError = (error as { driverError?: { code?: string; constraint?: string } })?.driverError;
  return (
    (code === '23505' && name === constraint) ||
    (driverError?.code === '23505' && driverError.constraint === constraint)
  );
}
