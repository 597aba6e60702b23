import { ValidationError } from 'class-validator';
import { codeForStatus, httpErrorBody, validationErrorBody } from './error-body.js';

function validationError(property: string, constraints?: Record<string, string>, children: ValidationError[] = []) {
  return Object.assign(new ValidationError(), { property, constraints, children });
}

describe('error bodies', () => {
  it('names every invalid field, nested ones by path', () => {
    const body = validationErrorBody([
      validationError('price', { isNumberString: 'price must be a number string' }),
      validationError('agent', undefined, [validationError('email', { isEmail: 'email must be an email' })]),
      validationError('unknown', { whitelistValidation: 'property unknown should not exist' }),
    ]);
    expect(body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message:
        'Validation failed (price: price must be a number string; agent.email: email must be an email; unknown: property unknown should not exist)',
      details: [
        { field: 'price', messages: ['price must be a number string'] },
        { field: 'agent.email', messages: ['email must be an email'] },
        { field: 'unknown', messages: ['property unknown should not exist'] },
      ],
    });
  });

  it('gives a field the code its broken rule carries in its context', () => {
    const body = validationErrorBody([
      Object.assign(validationError('nationalId', { nationalIdCheckDigit: 'nationalId check digit fails' }), {
        contexts: { nationalIdCheckDigit: { code: 'NATIONAL_ID_CHECK_DIGIT' } },
      }),
      validationError('phone', { isPhone: 'phone must be a phone' }),
    ]);
    expect(body.details).toEqual([
      { field: 'nationalId', messages: ['nationalId check digit fails'], code: 'NATIONAL_ID_CHECK_DIGIT' },
      { field: 'phone', messages: ['phone must be a phone'] },
    ]);
  });

  it('keeps the code, message and details a module puts in its exception', () => {
    expect(
      httpErrorBody(409, { code: 'EMAIL_TAKEN', message: 'Email already registered', details: { field: 'email' } }),
    ).toEqual({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: 'Email already registered',
      details: { field: 'email' },
    });
  });

  it("maps Nest's default bodies and plain strings to a code by status", () => {
    expect(httpErrorBody(404, { statusCode: 404, message: 'Cannot GET /api/x', error: 'Not Found' })).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/x',
    });
    expect(httpErrorBody(403, 'No access')).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'No access' });
  });

  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHENTICATED'],
    [418, 'BAD_REQUEST'],
    [429, 'TOO_MANY_REQUESTS'],
    [502, 'INTERNAL_ERROR'],
  ])('codes status %i as %s', (status, code) => expect(codeForStatus(status)).toBe(code));
});
