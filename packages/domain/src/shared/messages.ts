/** pt-BR validation messages shared by every schema, so the wording is reviewed in one place. */
export const messages = {
  required: 'Campo obrigatório',
  invalid: 'Valor inválido',
  invalidCnpj: 'CNPJ inválido',
  invalidCpf: 'CPF inválido',
  invalidCep: 'CEP inválido',
  invalidUuid: 'Identificador inválido',
  invalidDate: 'Data inválida',
  invalidEmail: 'E-mail inválido',
  notInteger: 'Informe um número inteiro',
  notNegative: 'O valor não pode ser negativo',
  positive: 'O valor deve ser maior que zero',
  tooLong: (max: number) => `Máximo de ${max} caracteres`,
  oneOf: (values: readonly string[]) => `Use um destes valores: ${values.join(', ')}`,
} as const;

/**
 * A field's own error message, except when the field is missing: then "Campo obrigatório",
 * like every other field. Use it wherever a schema passes `error`.
 */
export function fieldError(message: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? messages.required : message;
}
