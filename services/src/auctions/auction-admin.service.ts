import { Injectable } from '@nestjs/common';

/** Creating, editing, reviewing and cancelling auctions (staff), and the public add-auction form. */
@Injectable()
export class AuctionAdminService {}
