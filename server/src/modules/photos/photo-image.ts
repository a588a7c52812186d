import { PHOTO_MAX_EDGE } from '@collegium/domain/student-files';
import sharp from 'sharp';
import { validationFailed } from '../../http/errors.ts';
import { checkFileContent } from '../files/content-check.ts';
import { GIF, JPEG, PNG, sniffContentType } from '../files/content-type.ts';

// An uploaded photo is accepted only when its bytes are a JPEG or PNG that decodes, and is stored
// re-encoded: turned upright, fitted inside 512×512, as a JPEG without any metadata (camera,
// location), so what is served is always a small, clean image we made ourselves.

/** Refuses decompression bombs: a 5 MB PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

const refused = (message: string) => validationFailed([{ param: 'file', message }]);

export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  const type = sniffContentType(bytes);
  if (type === GIF) throw refused('GIF images are not accepted: choose a JPEG or PNG photo.');
  if (type !== JPEG && type !== PNG) throw refused('This file is not a JPEG or PNG image: choose a JPEG or PNG photo.');
  // The whole file must be the image (no payload appended); it is then re-encoded anyway.
  const checked = await checkFileContent(bytes, [JPEG, PNG]);
  if (!checked.ok) throw refused(checked.message);
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
  } catch {
    throw refused('This image could not be read: the file may be damaged. Choose another JPEG or PNG photo.');
  }
}
