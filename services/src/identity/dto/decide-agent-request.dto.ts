import type { AgentRequestDecision } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class DecideAgentRequestDto implements AgentRequestDecision {
  @ApiProperty({ enum: ['approved', 'refused'] })
  @IsIn(['approved', 'refused'])
  decision!: 'approved' | 'refused';
}
