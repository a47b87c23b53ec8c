import { startApp } from './app/start-app.tsx';

// zod speaks pt-BR wherever a schema loads: the domain's fields load its error map
// (`packages/domain/src/shared/fields.ts`), so the entry itself carries no zod.
const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');
startApp(container);
