import { VISIT_PHOTO_LIMITS } from '@rota/domain';
import imageCompression from 'browser-image-compression';

/** A photo as the phone keeps it to send: the compressed JPEG and what it measures. */
export interface PreparedPhoto {
  uuid: string;
  blob: Blob;
  size: number;
}

/**
 * Makes a camera photo (a 12-MP shot is 3–5 MB) a visit's photo: at most 1600 px on its longer
 * side, a JPEG of about 300 KB (`VISIT_PHOTO_LIMITS`), turned upright by its EXIF orientation —
 * `browser-image-compression`, which lowers the quality step by step until the size fits.
 * On the page's own thread: the library's worker loads its code from a CDN, which a phone in the
 * field, or the app's Content-Security-Policy, does not allow; a photo takes a second or so.
 */
export async function compressPhoto(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<PreparedPhoto> {
  const blob = await imageCompression(file, {
    maxSizeMB: VISIT_PHOTO_LIMITS.targetBytes / (1024 * 1024),
    maxWidthOrHeight: VISIT_PHOTO_LIMITS.maxSidePx,
    fileType: 'image/jpeg',
    initialQuality: 0.8,
    useWebWorker: false,
    ...(onProgress ? { onProgress } : {}),
  });
  return { uuid: crypto.randomUUID(), blob, size: blob.size };
}
