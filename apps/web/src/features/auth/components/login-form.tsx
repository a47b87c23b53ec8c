import { Alert, Anchor, Button, Group, Paper, PasswordInput, Select, Stack, Text } from '@mantine/core';
import type { Company } from '@rota/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import { useLogin } from '../hooks/use-login.ts';
import { messages } from '../messages.ts';
import { LoginLayout } from './login-layout.tsx';
import { SyncProgressList } from './sync-progress-list.tsx';

/**
 * The login of §2 for the companies of this device (label name, value id; `?company=<id>`
 * preselects one, as Nova Empresa opens it) and the seller's access token; then the initial
 * sync with a progress bar per entity, then the remembered target route.
 */
export function LoginForm({ companies }: { companies: Company[] }) {
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [token, setToken] = useState('');

  useEffect(() => {
    if (companyId !== null) return;
    const wanted = searchParams.get('company');
    const preselected =
      companies.find((company) => String(company.id) === wanted) ??
      (companies.length === 1 ? companies[0] : undefined);
    if (preselected) setCompanyId(String(preselected.id));
  }, [companies, companyId, searchParams]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login.submit(companyId === null ? null : Number(companyId), token);
  };

  const syncing = login.phase === 'syncing' || login.phase === 'sync-stopped';

  return (
    <LoginLayout title={syncing ? messages.syncTitle : messages.title}>
      {syncing ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Text size="sm">{messages.syncIntro}</Text>
            <SyncProgressList progress={login.progress} />
            {login.phase === 'sync-stopped' && (
              <>
                <Alert color="red" role="alert" title={login.syncError ?? messages.syncPartial} />
                <Group>
                  <Button onClick={() => void login.retrySync()}>{messages.syncRetry}</Button>
                  <Button variant="default" onClick={login.continueAnyway}>
                    {messages.syncContinue}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
      ) : (
        <>
          <Paper withBorder p="md" radius="md">
            <form onSubmit={submit} noValidate aria-label={messages.title}>
              <Stack gap="md">
                <Select
                  label={messages.companyLabel}
                  placeholder={messages.companyPlaceholder}
                  data={companies.map((company) => ({ value: String(company.id), label: company.name }))}
                  value={companyId}
                  onChange={(value) => {
                    setCompanyId(value);
                    login.clearError('company');
                  }}
                  error={login.errors.company}
                  allowDeselect={false}
                  required
                />
                <PasswordInput
                  label={messages.tokenLabel}
                  description={messages.tokenDescription}
                  value={token}
                  onChange={(event) => {
                    setToken(event.currentTarget.value);
                    login.clearError('token');
                  }}
                  error={login.errors.token}
                  // Mantine's PasswordInput marks the field data-invalid only; screen readers read aria-invalid.
                  aria-invalid={login.errors.token ? true : undefined}
                  visibilityToggleButtonProps={{ 'aria-label': messages.toggleToken }}
                  autoComplete="off"
                  required
                />
                {login.errors.form && <Alert color="red" role="alert" title={login.errors.form} />}
                <Button type="submit" loading={login.phase === 'logging-in'}>
                  {messages.submit}
                </Button>
              </Stack>
            </form>
          </Paper>
          <Anchor component={Link} to={pathFor('companies')}>
            {messages.registerAnotherCompany}
          </Anchor>
        </>
      )}
    </LoginLayout>
  );
}
