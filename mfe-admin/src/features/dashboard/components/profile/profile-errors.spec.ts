import { ApiError } from '@estate/platform';
import { isSamePassword, profileProblemOf, refusedFields } from './profile-errors';

const refusal = (status: number, body: object) => new ApiError(status, JSON.stringify(body), '');

describe('the profile tab’s reading of refusals', () => {
  it('names each server code', () => {
    expect(profileProblemOf(refusal(400, { code: 'WRONG_PASSWORD', message: 'x' }))).toBe('wrongPassword');
    expect(profileProblemOf(refusal(409, { code: 'CURRENT_SESSION', message: 'x' }))).toBe('currentSession');
    expect(profileProblemOf(refusal(400, { code: 'VALIDATION_FAILED', message: 'x' }))).toBe('invalid');
    expect(profileProblemOf(refusal(404, { code: 'NOT_FOUND', message: 'x' }))).toBe('notFound');
    expect(profileProblemOf(refusal(429, { code: 'TOO_MANY_REQUESTS', message: 'x' }))).toBe('tooManyAttempts');
    expect(profileProblemOf(refusal(401, { code: 'UNAUTHENTICATED', message: 'x' }))).toBe('signedOut');
    expect(profileProblemOf(refusal(503, { code: 'DATABASE_UNAVAILABLE', message: 'x' }))).toBe('unavailable');
  });

  it('falls back on the status, then on the kind of failure', () => {
    expect(profileProblemOf(new ApiError(429, '', 'Too Many Requests'))).toBe('tooManyAttempts');
    expect(profileProblemOf(new ApiError(502, '<html>', 'Bad Gateway'))).toBe('unavailable');
    expect(profileProblemOf(new ApiError(418, '', 'Teapot'))).toBe('unknown');
    expect(profileProblemOf(new TypeError('Failed to fetch'))).toBe('network');
  });

  it('finds the form fields a validation refusal names, and a new password equal to the current one', () => {
    const error = refusal(400, {
      code: 'VALIDATION_FAILED',
      message: 'x',
      details: [
        { field: 'phone', messages: ['phone must be a Saudi mobile number'] },
        { field: 'phone', messages: ['again'] },
        { field: 'unknown', messages: ['x'] },
      ],
    });
    expect(refusedFields(error, ['name', 'phone'] as const)).toEqual(['phone']);
    const same = refusal(400, {
      code: 'VALIDATION_FAILED',
      message: 'x',
      details: [{ field: 'newPassword', messages: ['newPassword must differ from the current password'] }],
    });
    expect(isSamePassword(same)).toBe(true);
    expect(isSamePassword(error)).toBe(false);
  });
});
