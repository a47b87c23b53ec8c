import { z } from 'zod';
import { messages } from './messages.ts';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

const formatMessages: Record<string, string> = {
  uuid: messages.invalidUuid,
  email: messages.invalidEmail,
  datetime: messages.invalidDate,
  date: messages.invalidDate,
};

/**
 * The message a Brazilian user reads for a field that failed validation. Schemas that need a
 * sharper wording ("CNPJ inválido") pass their own `error`; this covers everything else, so no
 * English or technical text ever reaches a form or a 422 body.
 */
export function ptBRErrorMap(issue: Issue): string {
  if (issue.input === undefined) return messages.required;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === null) return messages.required;
      if (issue.expected === 'int') return messages.notInteger;
      if (issue.expected === 'number') return 'Informe um número';
      if (issue.expected === 'string') return 'Informe um texto';
      if (issue.expected === 'boolean') return 'Informe verdadeiro ou falso';
      if (issue.expected === 'array') return 'Informe uma lista';
      return messages.invalid;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? messages.required : `Mínimo de ${issue.minimum} caracteres`;
      if (issue.origin === 'array')
        return `Informe ao menos ${issue.minimum} ${Number(issue.minimum) === 1 ? 'item' : 'itens'}`;
      if (Number(issue.minimum) === 0) return messages.notNegative;
      return issue.inclusive
        ? `O valor deve ser no mínimo ${issue.minimum}`
        : `O valor deve ser maior que ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return messages.tooLong(Number(issue.maximum));
      if (issue.origin === 'array') return `Informe no máximo ${issue.maximum} itens`;
      return issue.inclusive
        ? `O valor deve ser no máximo ${issue.maximum}`
        : `O valor deve ser menor que ${issue.maximum}`;
    case 'invalid_format':
      return formatMessages[issue.format] ?? messages.invalid;
    case 'invalid_value':
      return messages.oneOf(issue.values.map(String));
    case 'unrecognized_keys':
      return `Campo não permitido: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return messages.notInteger;
    default:
      return messages.invalid;
  }
}

z.config({ localeError: ptBRErrorMap });
