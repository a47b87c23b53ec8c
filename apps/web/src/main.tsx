import { startApp } from './app/start-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');
startApp(container);
