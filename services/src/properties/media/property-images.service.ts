import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@estate/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { encodePng } from './png-encoder.js';
import { parsePropertyImageName } from './property-images.js';
import { drawPropertyScene } from './property-scenes.js';

export interface PropertyImage {
  body: Buffer;
  /** Strong validator: a hash of the bytes. */
  etag: string;
}

/**
 * The drawn property pictures, each rendered on its first request and then kept: there are only a few dozen
 * (about 40 KB each), and drawing one takes a noticeable fraction of a second.
 */
@Injectable()
export class PropertyImagesService {
  private readonly rendered = new Map<string, PropertyImage>();

  get(name: string): PropertyImage {
    const cached = this.rendered.get(name);
    if (cached) return cached;
    const picture = parsePropertyImageName(name);
    if (!picture) throw new NotFoundException({ code: ERROR_CODES.notFound, message: 'Image not found' });
    const body = encodePng(drawPropertyScene(picture.type, picture.variant));
    const image = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
    this.rendered.set(name, image);
    return image;
  }
}
