import { useParams } from 'react-router';
import { ClientFormPage } from './client-form-page.tsx';
import { ClientViewPage } from './client-view-page.tsx';

/**
 * `/admin/clients/update/{uuid}/{see?}` (§2): with `see`, the client page (view only); without
 * it, the client's form.
 */
export function ClientUpdatePage() {
  const { see } = useParams();
  return see ? <ClientViewPage /> : <ClientFormPage mode="edit" />;
}
