import type { UserStatusRequest } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class UpdateUserStatusDto implements UserStatusRequest {
  @ApiProperty()
  @IsBoolean()
  isActive!: boolean;
}
