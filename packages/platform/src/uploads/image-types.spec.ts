import { IMAGE_ACCEPT, imageContentTypeOf } from './image-types';

describe('picture types', () => {
  it('offers JPEG, PNG, GIF and WebP pictures, known by their last extension in any case', () => {
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.png,.gif,.webp');
    expect(imageContentTypeOf('front.JPG')).toBe('image/jpeg');
    expect(imageContentTypeOf('front.jpeg')).toBe('image/jpeg');
    expect(imageContentTypeOf('plan.webp')).toBe('image/webp');
    expect(imageContentTypeOf('plan.pdf')).toBeNull();
    expect(imageContentTypeOf('photo.png.exe')).toBeNull();
    expect(imageContentTypeOf('photo')).toBeNull();
  });
});
