/** pt-BR texts of the local databases. */
export const dbMessages = {
  upgradeBlocked: 'Feche as outras abas do Rota ou recarregue-as para atualizar o banco de dados local.',
  upgradedElsewhere:
    'O banco de dados local foi atualizado em outra aba. Recarregue esta aba para continuar.',
  storageFull:
    'Sem espaço no aparelho para guardar os dados. Libere espaço (fotos, vídeos, outros apps) e tente novamente.',
} as const;
