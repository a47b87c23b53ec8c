import { homeArea } from '@rota/domain';
import type { ComponentType } from 'react';
import { OutboxPage } from '../../features/outbox/components/outbox-page.tsx';
import { useAuth } from '../../lib/auth/index.ts';
import type { RouteName } from '../../lib/routes/index.ts';
import { AreaLayout } from '../layouts/area-layout.tsx';
import { UnderConstructionPage } from '../under-construction-page.tsx';
import type { AreaModule } from './area-module.ts';

const pages: Partial<Record<RouteName, ComponentType>> = { outbox: OutboxPage };

/** Screens every logged-in user has, inside the layout of their home area. */
function HomeAreaLayout() {
  return <AreaLayout area={homeArea(useAuth().session?.profile)} />;
}

/** Rota's own screens outside the four areas ("Pendências de envio"): one lazily loaded chunk. */
export const commonArea: AreaModule = {
  Layout: HomeAreaLayout,
  page: (name) => pages[name] ?? UnderConstructionPage,
};
