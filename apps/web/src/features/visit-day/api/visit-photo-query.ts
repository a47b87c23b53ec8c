import { api } from '@rota/contract';
import { apiQuery } from '#lib/query/index.ts';

/** One stored photo of a visit (`GET visits/photos/{uuid}`); a photo never changes, so it is kept. */
export function visitPhotoQuery(uuid: string) {
  return { ...apiQuery(api.visits.photo, { params: { uuid } }), staleTime: Number.POSITIVE_INFINITY };
}
