import { PROFILE_NAME_MAX_LENGTH, PROFILE_NAME_MIN_LENGTH, type ProfileInput } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { PhoneField } from '../../dto/phone-field.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** PATCH /api/me/profile: one's own name and phone (the account's phone rule: a Saudi mobile, stored as E.164). */
export class UpdateProfileDto implements ProfileInput {
  @ApiProperty({ example: 'نورة العتيبي', minLength: PROFILE_NAME_MIN_LENGTH, maxLength: PROFILE_NAME_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @Length(PROFILE_NAME_MIN_LENGTH, PROFILE_NAME_MAX_LENGTH, {
    message: `name must be ${PROFILE_NAME_MIN_LENGTH} to ${PROFILE_NAME_MAX_LENGTH} characters long`,
  })
  name!: string;

  /** Absent: unchanged; null or blank: removed. */
  @PhoneField({ kind: 'saudiMobile' })
  phone?: string | null;
}
