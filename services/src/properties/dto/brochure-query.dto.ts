import { type Language, LANGUAGES } from '@estate/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class BrochureQueryDto {
  @ApiPropertyOptional({
    enum: LANGUAGES,
    description:
      'The language of a generated brochure. Without it: the first of Accept-Language that is ar or en, else ar.',
  })
  @IsOptional()
  @IsIn(LANGUAGES)
  lang?: Language;
}
