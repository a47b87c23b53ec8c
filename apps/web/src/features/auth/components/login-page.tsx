import { Alert, Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useStoredCompanies } from '#lib/db/use-stored-companies.ts';
import { pathFor } from '#lib/routes/index.ts';
import { messages } from '../messages.ts';
import { LoginLayout } from './login-layout.tsx';

// The form, the login call and the initial sync load only when a company is stored: a first
// visit, with none yet, is sent to Nova Empresa without downloading them (DESIGN.md "Budgets").
const LoginForm = lazy(() => import('./login-form.tsx').then((module) => ({ default: module.LoginForm })));

/**
 * Login (`/`, §2): with companies stored on this device, the login form (`LoginForm`); without
 * any, the way to Nova Empresa. Until the list is read, the frame alone.
 */
export function LoginPage() {
  const { companies } = useStoredCompanies();
  if (companies !== null && companies.length > 0) {
    return (
      <Suspense fallback={<LoginLayout title={messages.title} />}>
        <LoginForm companies={companies} />
      </Suspense>
    );
  }
  return (
    <LoginLayout title={messages.title}>
      {companies !== null && (
        <Alert color="blue" title={messages.noCompanies}>
          <Button component={Link} to={pathFor('companies')} mt="sm">
            {messages.registerCompany}
          </Button>
        </Alert>
      )}
    </LoginLayout>
  );
}
