import { type FavoritesMergeInput, MAX_FAVORITES } from '@estate/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';

/** `POST /api/me/favorites/merge`: the ids a guest kept in this browser, newest first. */
export class MergeFavoritesDto implements FavoritesMergeInput {
  @ApiProperty({
    type: [String],
    maxItems: MAX_FAVORITES,
    description: 'Newest first. Unknown, inactive, malformed and repeated ids are ignored.',
  })
  @IsArray()
  @ArrayMaxSize(MAX_FAVORITES)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  propertyIds!: string[];
}
