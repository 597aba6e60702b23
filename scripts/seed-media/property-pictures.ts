import { encodePng } from './png-encoder.js';
import { drawPropertyScene, SCENE_TYPES, VARIANTS_PER_TYPE } from './property-scenes.js';

/** One drawn picture as the seed stores it: `villa-2.png` is the second picture of a villa. */
export interface DrawnPicture {
  fileName: string;
  body: Buffer;
}

/** `villa-2.png`: a property type and a 1-based picture number. */
export const pictureFileName = (type: string, variant: number) => `${type}-${variant + 1}.png`;

/** Every picture of every property type, encoded as PNG, in a stable order. */
export function drawPropertyPictures(): DrawnPicture[] {
  return SCENE_TYPES.flatMap((type) =>
    Array.from({ length: VARIANTS_PER_TYPE }, (_, variant) => ({
      fileName: pictureFileName(type, variant),
      body: encodePng(drawPropertyScene(type, variant)),
    })),
  );
}
