/** pt-BR text of the shared map widgets (Leaflet's own controls speak English otherwise). */
export const mapMessages = {
  zoomIn: 'Aproximar',
  zoomOut: 'Afastar',
  closePopup: 'Fechar',
  offlineBase: 'Sem internet: só as áreas já vistas têm o mapa detalhado',
} as const;
