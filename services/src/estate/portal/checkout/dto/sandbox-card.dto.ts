import type { SandboxCardInput } from '@estate/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** A text of the card form: its rules (sandboxCardProblems) are checked by the service, field by field. */
const CardText = (example: string) =>
  applyDecorators(ApiProperty({ example }), IsOptional(), IsString(), MaxLength(100));

/** POST /api/checkout/{id}/sandbox/pay. */
export class SandboxCardDto implements SandboxCardInput {
  @CardText('4242 4242 4242 4242')
  cardNumber!: string;

  @CardText('12/30')
  expiry!: string;

  @CardText('123')
  cvc!: string;

  @CardText('Nouf Al-Qahtani')
  holderName!: string;
}
