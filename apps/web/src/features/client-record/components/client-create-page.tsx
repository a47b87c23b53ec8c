import { ClientFormPage } from './client-form-page.tsx';

/** Novo Cliente (`/admin/clients/create`). */
export function ClientCreatePage() {
  return <ClientFormPage mode="create" />;
}
