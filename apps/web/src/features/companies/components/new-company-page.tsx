import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Company } from '@rota/domain';
import { Link, useNavigate } from 'react-router';
import { useStoredCompanies } from '#lib/db/use-stored-companies.ts';
import { pathFor } from '#lib/routes/index.ts';
import { BrandMark } from '#ui/brand/brand-mark.tsx';
import { useRegisterCompanyForm } from '../hooks/use-register-company-form.ts';
import { messages } from '../messages.ts';
import { StoredCompanies } from './stored-companies.tsx';

/**
 * Nova Empresa (`/companies`, §2): registers a company on this device by its CNPJ, says so
 * ("Empresa cadastrada"), then opens the login with that company chosen (`/?company=<id>`, read
 * by the login page). The field has no `maxLength`: a browser would cut a CNPJ pasted with a
 * no-break space or a zero-width character before the mask strips them; the mask (`formatCnpj`)
 * keeps it at 18 characters.
 */
export function NewCompanyPage() {
  const navigate = useNavigate();
  const { companies } = useStoredCompanies();
  const goToLogin = (companyId: number) => navigate(pathFor('login', {}, { company: String(companyId) }));
  const registered = (company: Company) => {
    notifications.show({
      id: 'company-registered',
      color: 'green',
      title: messages.registered,
      message: messages.registeredBody(company.name),
    });
    goToLogin(company.id);
  };
  const form = useRegisterCompanyForm(registered);

  return (
    <Container size="xs" py="xl" component="main">
      <Stack gap="lg">
        <div>
          <BrandMark size={36} />
          <Title order={1} mt="md">
            {messages.title}
          </Title>
        </div>
        <Paper withBorder p="md" radius="md">
          <form onSubmit={form.submit} noValidate aria-label={messages.title}>
            <Stack gap="md">
              <Text size="sm">{messages.intro}</Text>
              <TextInput
                label={messages.cnpjLabel}
                description={messages.cnpjDescription}
                placeholder={messages.cnpjPlaceholder}
                value={form.cnpj}
                onChange={(event) => form.setCnpj(event.currentTarget.value)}
                error={form.fieldError}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                data-autofocus
              />
              {form.formError && <Alert color="red" role="alert" title={form.formError} />}
              <Button type="submit" loading={form.submitting}>
                {messages.submit}
              </Button>
            </Stack>
          </form>
        </Paper>
        <StoredCompanies companies={companies} onChoose={goToLogin} />
        <Divider />
        <Anchor component={Link} to={pathFor('login')}>
          {messages.backToLogin}
        </Anchor>
      </Stack>
    </Container>
  );
}
