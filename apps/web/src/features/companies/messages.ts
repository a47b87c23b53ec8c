/** pt-BR texts of Nova Empresa (§2 `/companies`). */
export const messages = {
  title: 'Nova Empresa',
  intro: 'Informe o CNPJ da empresa para guardar os dados dela neste aparelho.',
  cnpjLabel: 'CNPJ',
  cnpjPlaceholder: '00.000.000/0000-00',
  cnpjDescription: 'Números ou letras (CNPJ alfanumérico); a máscara é aplicada ao digitar.',
  submit: 'Cadastrar empresa',
  notFound: 'Nenhuma empresa encontrada com este CNPJ',
  offline: 'Sem conexão: conecte-se à internet para cadastrar a empresa',
  unexpected: 'Não foi possível cadastrar a empresa. Tente novamente.',
  storedTitle: 'Empresas neste aparelho',
  storedEmpty: 'Nenhuma empresa cadastrada neste aparelho ainda.',
  storedLabel: 'Empresa',
  storedPlaceholder: 'Escolha uma empresa',
  enterWithCompany: 'Entrar com esta empresa',
  backToLogin: 'Voltar para o login',
} as const;
