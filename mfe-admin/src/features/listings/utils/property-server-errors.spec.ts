import { PROPERTY_INPUT_LIMITS as LIMITS } from '@estate/contracts';
import { readPropertyErrors } from './property-server-errors';

describe('a refused save shown on the form', () => {
  it('puts each field of a VALIDATION_FAILED answer against its field, once, with what the field accepts', () => {
    const found = readPropertyErrors('VALIDATION_FAILED', [
      { field: 'price', messages: ['price must not be less than 0'] },
      { field: 'price', messages: ['price must be a number'] },
      { field: 'adLicenseNumber', messages: ['adLicenseNumber must be 7 to 20 digits'] },
      { field: 'title', messages: ['title should not be empty'] },
      { field: 'agent.email', messages: ['agent email must be an email'] },
      { field: 'purpose', messages: ['purpose must be one of …'] },
      { field: 'somethingElse', messages: ['unknown'] },
    ]);
    expect(found.fields).toEqual([
      { field: 'price', problem: { key: 'price', values: { max: LIMITS.maxPrice - 1 } } },
      { field: 'adLicenseNumber', problem: { key: 'adLicense' } },
      { field: 'title', problem: { key: 'rejected' } },
      { field: 'agentEmail', problem: { key: 'email' } },
      { field: 'purpose', problem: { key: 'rejected' } },
    ]);
    expect(found).toMatchObject({ images: [], imageList: false, brochure: null });
  });

  it('names the pictures a VALIDATION_FAILED answer refuses by position, and the list as a whole', () => {
    const found = readPropertyErrors('VALIDATION_FAILED', [
      { field: 'images.2', messages: ['images.2 must be shorter'] },
      { field: 'images', messages: ['images must contain no more than 20 elements'] },
    ]);
    expect(found.images).toEqual([{ index: 2, rejection: 'rejected' }]);
    expect(found.imageList).toBe(true);
    expect(found.fields).toEqual([]);
  });

  it('reads INVALID_PROPERTY_IMAGE: which pictures, and whether for their type', () => {
    const found = readPropertyErrors('INVALID_PROPERTY_IMAGE', [
      { field: 'images.3', index: 3, fileName: 'plan.pdf', reason: 'type_not_allowed', messages: ['…'] },
      { field: 'images.0', index: 0, fileName: null, reason: 'not_found', messages: ['…'] },
    ]);
    expect(found.images).toEqual([
      { index: 0, rejection: 'rejected' },
      { index: 3, rejection: 'unsupportedType' },
    ]);
    expect(found.imageList).toBe(false);
  });

  it('reads INVALID_BROCHURE, with or without details', () => {
    expect(
      readPropertyErrors('INVALID_BROCHURE', [
        { field: 'brochureUrl', fileName: 'photo.png', reason: 'type_not_allowed', messages: ['…'] },
      ]).brochure,
    ).toBe('unsupportedType');
    expect(readPropertyErrors('INVALID_BROCHURE', undefined).brochure).toBe('rejected');
  });

  it('names nothing for other failures', () => {
    expect(readPropertyErrors('PROPERTY_HAS_AUCTIONS', [{ field: 'title', messages: ['x'] }])).toEqual({
      fields: [],
      images: [],
      imageList: false,
      brochure: null,
    });
    expect(readPropertyErrors('VALIDATION_FAILED', 'not a list').fields).toEqual([]);
  });
});
