import { type Company, cnpjInputSchema, formatCnpj } from '@rota/domain';
import { type FormEvent, useState } from 'react';
import { registerCompany } from '../api/register-company.ts';
import { registerError } from '../api/register-error.ts';
import { messages } from '../messages.ts';

export interface RegisterCompanyForm {
  cnpj: string;
  setCnpj: (typed: string) => void;
  fieldError: string | null;
  formError: string | null;
  submitting: boolean;
  submit: (event?: FormEvent) => Promise<void>;
}

/**
 * State of the Nova Empresa form: the CNPJ masked as typed (`formatCnpj`, numeric or alphanumeric),
 * validated with `cnpjInputSchema` on submit, then registered; `onRegistered` gets the company.
 */
export function useRegisterCompanyForm(onRegistered: (company: Company) => void): RegisterCompanyForm {
  const [cnpj, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setCnpj = (typed: string) => {
    setTyped(formatCnpj(typed));
    setFieldError(null);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    setFormError(null);
    const parsed = cnpjInputSchema.safeParse(cnpj);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setFormError(messages.offline);
      return;
    }
    setSubmitting(true);
    try {
      const company = await registerCompany(parsed.data);
      onRegistered(company);
    } catch (error) {
      const shown = registerError(error);
      setFieldError(shown.field);
      setFormError(shown.form);
    } finally {
      setSubmitting(false);
    }
  };

  return { cnpj, setCnpj, fieldError, formError, submitting, submit };
}
