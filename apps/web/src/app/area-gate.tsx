import { type Area, canOpenArea } from '@rota/domain';
import type { ReactNode } from 'react';
import { useAuth } from '#lib/auth/index.ts';
import { ForbiddenPage } from './forbidden-page.tsx';

/**
 * An area's routes open only for the profiles the area allows (DESIGN.md "Areas"); any other
 * user sees "Sem permissão" with a way back to their own area, and the area's chunk is not even
 * loaded. The server refuses the area's calls on its own (403).
 */
export function AreaGate({ area, children }: { area: Area; children: ReactNode }) {
  const profile = useAuth().session?.profile;
  if (!canOpenArea(profile, area)) return <ForbiddenPage area={area} />;
  return children;
}
