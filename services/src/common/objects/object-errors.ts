import { ERROR_CODES, MAX_UPLOAD_BYTES, OBJECT_ERROR_CODES } from '@estate/contracts';
import {
  ConflictException,
  ForbiddenException,
  NotFoundException,
  PayloadTooLargeException,
  UnauthorizedException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { STORED_CONTENT_TYPES } from './content/stored-content-types.js';

export const uploadUrlInvalid = () =>
  new ForbiddenException({
    code: OBJECT_ERROR_CODES.uploadUrlInvalid,
    message: 'This upload URL is not valid. Ask for a new one.',
  });

export const uploadUrlExpired = () =>
  new ForbiddenException({
    code: OBJECT_ERROR_CODES.uploadUrlExpired,
    message: 'This upload URL has expired. Ask for a new one.',
  });

export const objectExists = () =>
  new ConflictException({
    code: OBJECT_ERROR_CODES.objectExists,
    message: 'A file was already uploaded with this URL. Ask for a new one to upload another.',
  });

export class FileTooLargeException extends PayloadTooLargeException {
  constructor() {
    super({
      code: OBJECT_ERROR_CODES.fileTooLarge,
      message: `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
      details: { maxBytes: MAX_UPLOAD_BYTES },
    });
  }
}

export const unsupportedFileType = (detectedType: string) =>
  new UnsupportedMediaTypeException({
    code: OBJECT_ERROR_CODES.unsupportedFileType,
    message: `This type of file is not accepted (found ${detectedType}).`,
    details: { detectedType, acceptedTypes: STORED_CONTENT_TYPES },
  });

export const objectNotFound = () => new NotFoundException({ code: ERROR_CODES.notFound, message: 'File not found' });

export const signInToDownload = () =>
  new UnauthorizedException({ code: ERROR_CODES.unauthenticated, message: 'Sign in to download this file' });

export const notAReader = () =>
  new ForbiddenException({ code: ERROR_CODES.forbidden, message: 'You may not download this file' });

/** The upload would take its sender past their daily allowance of bytes: nothing is kept. */
export const uploadQuotaExceeded = (remainingBytes: number) =>
  new PayloadTooLargeException({
    code: OBJECT_ERROR_CODES.uploadQuotaExceeded,
    message: 'This file would go past the uploads allowed for today. Try again tomorrow.',
    details: { remainingBytes },
  });
