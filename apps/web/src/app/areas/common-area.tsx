import { homeArea } from '@rota/domain';
import { OutboxPage } from '#features/outbox/components/outbox-page.tsx';
import { useAuth } from '#lib/auth/index.ts';
import { AreaLayout } from '../layouts/area-layout.tsx';
import type { AreaModule, ScreenPages } from './area-module.ts';

const pages: ScreenPages<'common'> = { outbox: OutboxPage };

/** Screens every logged-in user has, inside the layout of their home area. */
function HomeAreaLayout() {
  return <AreaLayout area={homeArea(useAuth().session?.profile)} />;
}

/** Rota's own screens outside the four areas ("Pendências de envio"): one lazily loaded chunk. */
export const commonArea: AreaModule<'common'> = {
  Layout: HomeAreaLayout,
  pages,
};
