import { emptyServiceRequestForm, toServiceRequestInput } from './service-request-payload';

const filled = {
  ...emptyServiceRequestForm,
  title: '  Sell my villa ',
  description: ' A villa in Al Malqa ',
  location: ' Riyadh, Al Malqa ',
  name: ' Sara ',
  email: ' sara@example.com ',
  phone: ' ٠٥٠١٢٣٤٥٦٧ ',
};

describe('service request payload', () => {
  it('trims the text, leaves out empty optional fields and defaults the contact method to phone', () => {
    expect(toServiceRequestInput({ ...filled, preferredContact: null, budget: '   ' }, [])).toEqual({
      title: 'Sell my villa',
      description: 'A villa in Al Malqa',
      location: 'Riyadh, Al Malqa',
      name: 'Sara',
      email: 'sara@example.com',
      phone: '+966501234567',
      preferredContact: 'phone',
    });
  });

  it('keeps the chosen type, budget, timeline, contact method and the attachment URLs in order', () => {
    const input = toServiceRequestInput(
      { ...filled, type: 'valuation', budget: ' 2,000,000 SAR ', timeline: 'urgent', preferredContact: 'whatsapp' },
      ['/api/objects/a', '/api/objects/b'],
    );
    expect(input).toMatchObject({
      type: 'valuation',
      budget: '2,000,000 SAR',
      timeline: 'urgent',
      preferredContact: 'whatsapp',
      attachments: ['/api/objects/a', '/api/objects/b'],
    });
    expect(Object.keys(input)).not.toContain('category');
  });
});
