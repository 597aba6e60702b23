import type { StatsResponse } from '@estate/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Auction } from '../auctions/auction.entity.js';
import { User } from '../identity/user.entity.js';
import { Property } from '../properties/property.entity.js';

@Injectable()
export class StatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async totals(): Promise<StatsResponse> {
    const [totalProperties, totalUsers, totalAuctions] = await Promise.all([
      this.dataSource.getRepository(Property).count(),
      this.dataSource.getRepository(User).count(),
      // Listed ones: an auction sent from the public form counts once staff approve it.
      this.dataSource.getRepository(Auction).count({ where: { review: 'approved' } }),
    ]);
    return { totalProperties, totalUsers, totalAuctions };
  }
}
