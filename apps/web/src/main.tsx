import { ptBRErrorMap } from '@rota/domain';
import { z } from 'zod';
import { startApp } from './app/start-app.tsx';

// zod reports in pt-BR in every chunk. The domain's index sets this for whoever imports it, but
// the build keeps only the domain modules the app uses (vite.config.ts), not the index.
z.config({ localeError: ptBRErrorMap });

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');
startApp(container);
