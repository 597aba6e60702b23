import { ERROR_CODES } from '@estate/contracts';
import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';

/** An auction's id in the path: a UUID, else 404 NOT_FOUND as for an id no auction has. */
export const auctionIdPipe = () =>
  new ParseUUIDPipe({
    exceptionFactory: () => new NotFoundException({ code: ERROR_CODES.notFound, message: 'No such auction' }),
  });
