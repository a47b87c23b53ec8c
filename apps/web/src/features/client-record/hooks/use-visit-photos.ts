import { VISIT_PHOTO_LIMITS, visitPhotoMessages } from '@rota/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { compressPhoto, type PreparedPhoto } from '#lib/device/compress-photo.ts';
import { messages } from '../messages.ts';

/** A photo ready to go with the visit, and its picture for the screen (an object URL). */
export interface VisitPhotoView extends PreparedPhoto {
  url: string;
}

/**
 * The photos of the visit being ended: each file taken or chosen is made small on the phone
 * (`compressPhoto`), one after the other, with the progress said; a file the browser cannot read
 * as a picture is said in pt-BR and left out; at most `VISIT_PHOTO_LIMITS.perVisit`. Nothing is
 * stored until the visit is: `registerVisit` queues them with it.
 */
export function useVisitPhotos() {
  const [photos, setPhotos] = useState<VisitPhotoView[]>([]);
  const [preparing, setPreparing] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      setError(null);
      const room = VISIT_PHOTO_LIMITS.perVisit - photos.length;
      const taken = files.slice(0, Math.max(0, room));
      if (taken.length < files.length) setError(visitPhotoMessages.tooMany);
      for (const [index, file] of taken.entries()) {
        setPreparing({ done: index, total: taken.length });
        try {
          const photo = await compressPhoto(file);
          const url = URL.createObjectURL(photo.blob);
          urls.current.push(url);
          setPhotos((current) => [...current, { ...photo, url }]);
        } catch {
          setError(messages.photoUnreadable(file.name));
        }
      }
      setPreparing(null);
    },
    [photos.length],
  );

  const remove = useCallback((uuid: string) => {
    setPhotos((current) => current.filter((photo) => photo.uuid !== uuid));
  }, []);

  const clear = useCallback(() => {
    setPhotos([]);
    setError(null);
  }, []);

  return { photos, preparing, error, add, remove, clear };
}
