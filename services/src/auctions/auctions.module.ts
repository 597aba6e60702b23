import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Auction } from './auction.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Auction])],
  exports: [TypeOrmModule],
})
export class AuctionsModule {}
