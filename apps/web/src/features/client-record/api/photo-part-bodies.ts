import { photoParts, type VisitPhotoPart } from '@rota/domain';

/** A slice of a photo as base64, read by the browser itself (FileReader), not byte by byte. */
function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The bodies of a photo's parts, in order (docs/server.md "Visit photos"). */
export async function photoPartBodies(blob: Blob): Promise<VisitPhotoPart[]> {
  const bodies: VisitPhotoPart[] = [];
  for (const { offset, length } of photoParts(blob.size)) {
    bodies.push({ offset, total_size: blob.size, data: await base64Of(blob.slice(offset, offset + length)) });
  }
  return bodies;
}
