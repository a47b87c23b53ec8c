import {
  IconChecklist,
  IconHistory,
  IconHome,
  IconPackage,
  IconReceipt,
  IconReportAnalytics,
  IconRoute,
  IconRuler,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';
import type { AreaScreens } from '../screen-data.ts';

/** The seller area (§2 /admin): the field seller's screens. */
export const sellerScreens = {
  index: { path: '/admin', title: 'Dashboard', nav: { icon: IconHome, label: 'Início', bottom: 'Início' } },
  clients: { path: '/admin/clients', title: 'Clientes', nav: { icon: IconUsers, bottom: 'Clientes' } },
  'clients.create': { path: '/admin/clients/create', title: 'Novo Cliente' },
  // `?visita=iniciar` (the day's route, a map popup): the client page opens "Iniciar visita" on arrival.
  'clients.update': { path: '/admin/clients/update/:uuid/:see?', title: 'Cliente', search: ['visita'] },
  'clients.delivery': { path: '/admin/clients/delivery/:uuid', title: 'Outros Endereços de Entrega' },
  // `?client=<uuid>`: the screen opened for a client shows their last prices; `?product=` is the open sheet.
  products: {
    path: '/admin/products',
    title: 'Produtos',
    search: ['client', 'product'],
    nav: { icon: IconPackage },
  },
  // `?resumo=<sale>`: a finished order with "Compartilhar pedido"; `?repetir=<sale>`: "Repetir pedido".
  checkout: {
    path: '/admin/checkout/:goTo?',
    title: 'Venda',
    search: ['resumo', 'repetir', 'mix'],
    nav: { icon: IconShoppingCart, label: 'Nova venda', bottom: 'Venda' },
  },
  sales: { path: '/admin/sales', title: 'Vendas', nav: { icon: IconReceipt, bottom: 'Vendas' } },
  // §2 gives the route no parameter, so the sale is in the search.
  'sales.items': { path: '/admin/sales/items', title: 'Editar itens da venda', search: ['sale'] },
  history: {
    path: '/admin/history',
    title: 'Vendas',
    nav: { icon: IconHistory, label: 'Histórico de vendas' },
  },
  measurements: { path: '/admin/measurements', title: 'Medições', nav: { icon: IconRuler } },
  'measurements.goTo': { path: '/admin/measurements/:goTo?', title: 'Apontamentos' },
  report: { path: '/admin/report', title: 'Relatório', nav: { icon: IconReportAnalytics } },
  // Rota's own (docs/domain.md "Approval"): the sales waiting for a supervisor.
  approvals: {
    path: '/admin/approvals',
    title: 'Aprovações',
    nav: { icon: IconChecklist, permission: 'canApproveSales' },
  },
  // Rota's own (docs/domain.md "The day's route"): a supervisor follows each seller's day.
  visits: {
    path: '/admin/visits',
    title: 'Visitas do dia',
    search: ['dia', 'vendedor'],
    nav: { icon: IconRoute, permission: 'canViewAllClients' },
  },
} as const satisfies AreaScreens;
