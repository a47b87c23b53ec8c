import { type Area, can } from '@rota/domain';
import { useMemo } from 'react';
import { useAuth } from '#lib/auth/index.ts';
import { areaNavigation, type NavigationEntry } from './area-navigation.ts';

/** The entries of an area's menu the logged-in profile may open (an entry with a `permission` needs it). */
export function useAreaMenu(area: Area): NavigationEntry[] {
  const profile = useAuth().session?.profile;
  return useMemo(
    () => areaNavigation[area].filter((entry) => !entry.permission || can(profile, entry.permission)),
    [area, profile],
  );
}
