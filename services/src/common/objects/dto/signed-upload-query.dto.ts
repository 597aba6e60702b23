import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** The query string of an upload URL. Checked against the signature by the service (403 when altered). */
export class SignedUploadQueryDto {
  @ApiProperty({ description: 'Unix time (seconds) after which the URL is refused.' })
  @IsString()
  @MaxLength(20)
  expires!: string;

  @ApiProperty({ description: 'HMAC-SHA256 of the method, key, expiry and size limit.' })
  @IsString()
  @MaxLength(128)
  signature!: string;
}
