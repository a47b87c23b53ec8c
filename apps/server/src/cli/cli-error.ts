/** A refusal the admin CLI explains to the operator: printed on stderr (pt-BR), exit code 1, no stack. */
export class CliError extends Error {
  override readonly name = 'CliError';
}
