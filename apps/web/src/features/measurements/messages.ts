import { formatQuantity } from '@rota/domain';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** pt-BR texts of the measurement screens (Medições, Apontamentos: docs/measurements.md). */
export const messages = {
  list: {
    intro: 'As cargas medidas na chegada (argila, areia…): motorista, placa, material e volume.',
    newMeasurement: 'Nova medição',
    period: 'Período',
    periods: { today: 'Hoje', week: '7 dias', month: '30 dias', all: 'Tudo' },
    empty: 'Nenhuma medição neste período.',
    emptyHint: 'Toque em “Nova medição” para registrar uma carga.',
    loads: (count: number) => plural(count, '1 carga', `${count} cargas`),
    dayTotals: 'Totais por motorista',
    quantityOf: (quantity: number, volume: string) => `${formatQuantity(quantity)} ${volume}`,
    unsent: 'Não enviada',
    refused: 'Recusada',
    // Read before the line's visible text, so the link's name holds what is seen (WCAG 2.5.3).
    edit: 'Editar medição:',
    unknownDriver: 'Motorista desconhecido',
    unknownVolume: 'un.',
  },
  form: {
    titleNew: 'Nova medição',
    titleEdit: 'Editar medição',
    date: 'Data',
    datePlaceholder: 'dd/mm/aaaa',
    driver: 'Motorista',
    driverPlaceholder: 'Escolha o motorista',
    plate: 'Placa do veículo',
    platePlaceholder: 'ABC1D23 ou ABC-1234',
    material: 'Material',
    volume: 'Volume',
    volumePlaceholder: 'Escolha a unidade',
    quantity: 'Quantidade',
    notes: 'Observações',
    save: 'Salvar medição',
    back: 'Voltar às medições',
    saved: 'Medição salva',
    savedOffline: 'Salva no aparelho. Será enviada quando houver conexão.',
    savedOnline: 'Salva no aparelho e enviada em seguida.',
    refused: 'O servidor recusou esta medição:',
    notFound: 'Medição não encontrada neste aparelho',
    notFoundBody: 'Ela pode ser de outro vendedor ou ainda não ter sido sincronizada.',
    noDrivers:
      'Nenhum motorista sincronizado ainda. Conecte o aparelho à internet uma vez para baixar a lista.',
    inactive: (name: string) => `${name} (inativo)`,
  },
  noPermission: {
    title: 'Sem permissão para medições',
    body: 'Seu perfil não permite registrar medições. Fale com o administrador da empresa.',
    back: 'Voltar ao início',
  },
} as const;
