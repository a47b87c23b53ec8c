import { DAY_STOP_STATUS_LABELS, NO_SALE_REASONS } from '@rota/domain';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** pt-BR texts of the day's visits (supervisor and manager). */
export const messages = {
  title: 'Visitas do dia',
  dayLabel: 'Dia',
  sellerLabel: 'Vendedor',
  sellerOption: (name: string, visited: number, planned: number) =>
    `${name} — ${visited} de ${plural(planned, '1 planejado', `${planned} planejados`)}`,
  loading: 'Carregando as visitas do dia…',
  failed: 'Não foi possível carregar as visitas. Verifique a conexão e tente de novo.',
  retry: 'Tentar de novo',
  empty: 'Nenhum vendedor tinha clientes planejados nem fez visitas neste dia.',
  noPermission: {
    title: 'Sem permissão',
    body: 'Seu perfil não permite acompanhar as visitas dos vendedores. Fale com o administrador da empresa.',
    back: 'Voltar ao início',
  },
  summary: {
    planned: 'Planejados',
    visited: 'Visitados',
    skipped: 'Não visitados',
    unplanned: 'Fora da rota',
    flagged: 'Sinalizadas',
  },
  status: DAY_STOP_STATUS_LABELS,
  seePhotos: (count: number) => plural(count, 'Ver a foto', `Ver as ${count} fotos`),
  photosTitle: (client: string) => `Fotos da visita — ${client}`,
  photoAlt: (n: number, total: number, client: string) => `Foto ${n} de ${total} da visita a ${client}`,
  photoLoading: 'Carregando a foto…',
  photoFailed: 'Não foi possível carregar esta foto.',
  mapLabel: (name: string) => `Mapa das visitas de ${name}`,
  mapHint: 'Os números seguem a ordem das visitas; em cinza, os clientes planejados não visitados.',
  withoutPosition: (count: number) =>
    plural(
      count,
      '1 cliente sem coordenadas não aparece no mapa.',
      `${count} clientes sem coordenadas não aparecem no mapa.`,
    ),
  time: (start: string, end: string | null, minutes: number | null) =>
    end ? `${start}–${end}${minutes === null ? '' : ` (${minutes} min)`}` : `${start}, sem encerramento`,
  distance: (text: string) => `a ${text} do cliente`,
  noDistance: 'distância não medida',
  sale: 'Com venda',
  noSale: (reason: string | null) => (reason ? `Sem venda: ${reason}` : 'Sem venda'),
  noOutcome: 'Sem resultado registrado',
  radiusReason: (reason: string) => `Motivo fora do raio: ${reason}`,
  stopMarker: (position: number, name: string) => `Parada ${position}: ${name}`,
  skippedMarker: (name: string) => `Não visitado: ${name}`,
  reasons: NO_SALE_REASONS,
} as const;
