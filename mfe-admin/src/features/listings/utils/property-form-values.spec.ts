import type { Property } from '@estate/contracts';
import {
  emptyPropertyForm,
  toPropertyFormValues,
  toPropertyInput,
  type PropertyFormValues,
} from './property-form-values';

const filled: PropertyFormValues = {
  ...emptyPropertyForm,
  title: '  فيلا حديثة في الملقا ',
  titleEn: '   ',
  description: ' فيلا من دورين مع حديقة ',
  descriptionEn: ' Two-storey villa with a garden ',
  purpose: 'rent',
  type: 'villa',
  category: 'residential',
  price: 12500,
  area: 450,
  city: 'riyadh',
  district: ' الملقا ',
  districtEn: ' Al Malqa ',
  address: ' شارع أنس بن مالك ',
  bedrooms: 5,
  bathrooms: 0,
  parkingSpaces: null,
  yearBuilt: 2019,
  floor: null,
  adLicenseNumber: ' ٧٢٠٠٠١٢٣٤٥ ',
  features: ['pool', 'garden'],
  agentName: ' ',
  agentPhone: ' ٠٥٠١٢٣٤٥٦٧ ',
  agentEmail: ' agent@example.com ',
  status: 'inactive',
  featured: true,
};

const files = { images: ['/api/objects/a', '/api/objects/b'], brochureUrl: '/api/objects/c' };

describe('listing form values to the saved body', () => {
  it('trims the text, sends empty optional text and numbers as null, and keeps zero', () => {
    const input = toPropertyInput(filled, files, { staff: true, publisher: true });
    expect(input).toEqual({
      title: 'فيلا حديثة في الملقا',
      titleEn: null,
      description: 'فيلا من دورين مع حديقة',
      descriptionEn: 'Two-storey villa with a garden',
      price: 12500,
      purpose: 'rent',
      type: 'villa',
      category: 'residential',
      city: 'riyadh',
      district: 'الملقا',
      districtEn: 'Al Malqa',
      address: 'شارع أنس بن مالك',
      area: 450,
      bedrooms: 5,
      bathrooms: 0,
      parkingSpaces: null,
      yearBuilt: 2019,
      floor: null,
      features: ['pool', 'garden'],
      images: ['/api/objects/a', '/api/objects/b'],
      brochureUrl: '/api/objects/c',
      adLicenseNumber: '7200012345',
      advertiserName: null,
      advertiserCapacity: null,
      falLicenseNumber: null,
      adLicenseExpiresOn: null,
      plotNumber: null,
      agentName: null,
      agentPhone: '+966501234567',
      agentEmail: 'agent@example.com',
      featured: true,
      status: 'inactive',
      assignedAgentId: null,
    });
  });

  it('sends an agent’s status only: contact, featured and assigned agent are a manager’s to change', () => {
    const input = toPropertyInput(filled, files, { staff: true, publisher: false });
    expect(input.status).toBe('inactive');
    for (const field of ['agentName', 'agentPhone', 'agentEmail', 'featured', 'assignedAgentId']) {
      expect(input).not.toHaveProperty(field);
    }
  });

  it('sends an empty price as null ("price not specified") and a price of 0 as 0', () => {
    expect(toPropertyInput({ ...filled, price: null }, files, { staff: true }).price).toBeNull();
    expect(toPropertyInput({ ...filled, price: 0 }, files, { staff: true }).price).toBe(0);
  });

  it('leaves the agent, status and featured out of a visitor’s listing', () => {
    const input = toPropertyInput(filled, files, { staff: false });
    for (const field of ['agentName', 'agentPhone', 'agentEmail', 'featured', 'status']) {
      expect(input).not.toHaveProperty(field);
    }
    expect(input.title).toBe('فيلا حديثة في الملقا');
  });

  it('sends the city as its key, the features in their list order without unknown ones, and no brochure as null', () => {
    const input = toPropertyInput(
      { ...filled, city: 'جدة', features: ['centralAc', 'pool', 'centralAc'] },
      { images: [], brochureUrl: null },
      { staff: true },
    );
    expect(input.city).toBe('jeddah');
    expect(input.features).toEqual(['pool', 'centralAc']);
    expect(input.images).toEqual([]);
    expect(input.brochureUrl).toBeNull();
  });
});

describe('a stored listing as form values', () => {
  const stored: Property = {
    id: 'b3c1d6a0-0000-4000-8000-000000000001',
    title: 'شقة في جدة',
    titleEn: null,
    description: 'شقة مطلة على البحر',
    descriptionEn: 'Sea-view flat',
    price: '850000.00',
    purpose: 'sale',
    type: 'apartment',
    category: 'residential',
    city: 'جدة',
    district: 'الشاطئ',
    districtEn: null,
    address: null,
    area: 180,
    bedrooms: 3,
    bathrooms: 2,
    parkingSpaces: 1,
    yearBuilt: 2015,
    floor: 7,
    views: 10,
    features: ['seaView', 'elevator', 'rooftop'],
    images: ['/api/media/v1/properties/x.webp'],
    brochureUrl: null,
    agent: { name: 'Omar', phone: '+966500000000', email: 'omar@example.com' },
    featured: false,
    status: 'pending',
    adLicenseNumber: '7200099999',
    advertiserName: 'مكتب جدة',
    advertiserCapacity: 'broker',
    falLicenseNumber: '1100012345',
    adLicenseExpiresOn: '2027-06-30',
    plotNumber: '221',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('reads the price as a number, the stored Arabic city as its key and nulls as empty text', () => {
    const values = toPropertyFormValues(stored);
    expect(values).toMatchObject({
      titleEn: '',
      districtEn: '',
      price: 850000,
      city: 'jeddah',
      address: '',
      features: ['seaView', 'elevator'],
      agentName: 'Omar',
      agentPhone: '050 000 0000',
      status: 'pending',
    });
    expect(toPropertyFormValues({ ...stored, price: null, agent: null }).price).toBeNull();
    expect(toPropertyFormValues({ ...stored, agent: null }).agentEmail).toBe('');
  });

  it('saves back what it read', () => {
    const again = toPropertyInput(
      toPropertyFormValues(stored),
      { images: stored.images, brochureUrl: null },
      {
        staff: true,
      },
    );
    expect(again).toMatchObject({
      title: stored.title,
      titleEn: null,
      price: 850000,
      city: 'jeddah',
      address: '',
      features: ['elevator', 'seaView'],
      images: stored.images,
      adLicenseNumber: '7200099999',
      advertiserName: 'مكتب جدة',
      advertiserCapacity: 'broker',
      falLicenseNumber: '1100012345',
      adLicenseExpiresOn: '2027-06-30',
      plotNumber: '221',
      status: 'pending',
    });
  });
});
